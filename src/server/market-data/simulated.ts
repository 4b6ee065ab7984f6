/**
 * Simulated prices for the sample feed's stories, so that on a fresh install the reaction
 * section, its sparkline and the calibration board can be seen working without any provider.
 * A seeded random walk per story and instrument: the same story and instrument always give the
 * same prices (each look of the recorder reads the same path, across restarts too). Its seed
 * is the story's id and the instrument alone, never the story's call: whether a move agrees
 * with the card is chance. Its id, "simulated", is stored with each reading it gives, and every
 * screen and export says so; the recorder never asks it about a real story.
 *
 * The walk starts at the publication minute at a seeded price and steps a minute at a time,
 * forward and backward from there. It trades around the clock, its daily bar closing at
 * midnight UTC, and gives no price after its clock's now.
 */
import { SIMULATED_SOURCE } from '../../shared/reactions';
import type { Bar, MarketDataProvider, Resolution } from './market-data';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** About 0.5 % an hour and 2.3 % a day: moves of the size a card's instruments make. */
const MINUTE_VOLATILITY = 0.0006;
const RESOLUTIONS: readonly Resolution[] = ['minute', 'day'];

/** FNV-1a: a 32-bit seed from text. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** mulberry32: a small, well-spread 32-bit generator, uniform in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal step (Box–Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** One walk: the price at any whole minute, computed once per minute and kept. */
function randomWalk(key: string, anchor: number) {
  const start = Math.log(20 + 480 * generator(seedOf(`${key}:start`))());
  const sides = { after: { random: generator(seedOf(`${key}:after`)), logs: [start] }, before: { random: generator(seedOf(`${key}:before`)), logs: [start] } };
  return (minute: number): number => {
    const steps = (minute - anchor) / MINUTE;
    const side = steps >= 0 ? sides.after : sides.before;
    const index = Math.abs(steps);
    while (side.logs.length <= index) side.logs.push((side.logs.at(-1) ?? start) + MINUTE_VOLATILITY * normal(side.random));
    return Number(Math.exp(side.logs[index] ?? start).toFixed(4));
  };
}

/**
 * The simulated provider for one sample story: `story` seeds it (with each instrument),
 * `publishedAt` is where its walks start, `now` the clock it gives no price after.
 */
export function createSimulatedMarketData({
  story,
  publishedAt,
  now = () => new Date(),
}: {
  story: number;
  publishedAt: Date;
  now?: () => Date;
}): MarketDataProvider {
  const anchor = Math.floor(publishedAt.getTime() / MINUTE) * MINUTE;
  const walks = new Map<string, (minute: number) => number>();
  const walkOf = (instrument: string) => {
    let walk = walks.get(instrument);
    if (!walk) {
      walk = randomWalk(`${story}:${instrument}`, anchor);
      walks.set(instrument, walk);
    }
    return walk;
  };
  return {
    id: SIMULATED_SOURCE,
    description: 'simulated prices for the sample stories: a seeded random walk, not market data',
    resolutionsFor: (instrument) => (instrument.trim() ? RESOLUTIONS : []),
    async bars(instrument, resolution, from, to) {
      const step = resolution === 'minute' ? MINUTE : DAY;
      const last = Math.min(to.getTime(), now().getTime());
      const walk = walkOf(instrument);
      const bars: Bar[] = [];
      for (let at = Math.floor(from.getTime() / step) * step + step; at <= last; at += step) bars.push({ at: new Date(at), close: walk(at) });
      return bars;
    },
    async quote(instrument) {
      const at = Math.floor(now().getTime() / MINUTE) * MINUTE;
      return { price: walkOf(instrument)(at), at: new Date(at) };
    },
  };
}
