/**
 * What one instrument's reaction to a story reads, from the bars a provider gave: pure
 * functions of the publication time, the time now, the previous readings and the bars, so each
 * rule can be checked by hand.
 *
 * - base: the last minute bar at or before publication (within the hour before it), else the
 *   last daily close at or before it;
 * - 15m and 1h: the last minute bar at or before the horizon, provided the instrument traded
 *   after publication: with no bar between publication and the horizon while a base price is
 *   known, the market was closed;
 * - 1d: the first daily close after publication.
 *
 * A reading is read a little after it is due (the provider's latest bars settle); when the
 * provider has nothing it is read again, ever less often, then given up as no-data. A reading
 * once final (recorded, market-closed, no-data) is never read again: a price is never rewritten.
 * When the provider's series ended at or before publication (a shipped file nothing refreshes),
 * no reading after publication can ever come: they are no-data from the first look, not
 * awaited for days, and the base is not awaited past its one read.
 */

import type { InstrumentReaction, PricePoint, ReactionReading } from '../../shared/reactions';
import type { Bar, Resolution } from '../market-data/market-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Minute bars this long before publication may give the base price. */
const BASE_WINDOW_MS = HOUR;
/** Daily bars this long before publication: the base's fallback and the instrument's closing time. */
const DAY_LOOKBACK_MS = 10 * DAY;
/** A minute reading is read this long after it is due, once the provider has the bars up to it. */
const MINUTE_SETTLE_MS = 2 * MINUTE;
/** A daily close is looked for this long after the session is expected to close. */
const DAY_SETTLE_MS = 15 * MINUTE;
/** A minute reading the provider still has nothing for this long after it was due is no-data. */
const MINUTE_GIVE_UP_MS = HOUR;
/** No daily close this long after publication: no-data (longer than any exchange's holidays). */
const DAY_GIVE_UP_MS = 7 * DAY;
const MINUTE_RETRY_MAX_MS = 15 * MINUTE;
const DAY_RETRY_MAX_MS = 6 * HOUR;
/** The sparkline's points, at most (the stored shape's limit). */
const PATH_POINTS = 96;

const INTRADAY = { '15m': 15 * MINUTE, '1h': HOUR } as const;

export type Fetch = { resolution: Resolution; from: Date; to: Date };

export type ReadingInput = {
  publishedAt: Date;
  now: Date;
  /** What the provider serves for this instrument; empty when no provider can price it. */
  resolutions: readonly Resolution[];
  /** The stored readings, or null when the recorder first looks at this instrument. */
  previous: InstrumentReaction | null;
  /** Minute bars fetched in this look, over (publishedAt − BASE_WINDOW_MS, to]. */
  minute?: { to: Date; bars: readonly Bar[] };
  /** Daily bars fetched in this look, over (publishedAt − 10 days, now]. */
  day?: readonly Bar[];
  /** The provider's last bar for this instrument when its series has ended (MarketDataProvider.seriesEnd); null while it goes on. */
  seriesEnd?: Date | null;
};

type Readings = Pick<InstrumentReaction, 'base' | 'horizons'>;
type ReadingName = 'base' | keyof InstrumentReaction['horizons'];

const pending = (at: number): ReactionReading => ({ state: 'pending', due: new Date(at).toISOString() });
const NO_DATA: ReactionReading = { state: 'no-data' };
const recorded = (bar: Bar): ReactionReading => ({ state: 'recorded', price: bar.close, at: bar.at.toISOString() });
const dueOf = (reading: ReactionReading) => (reading.state === 'pending' ? Date.parse(reading.due) : null);
const settleOf = (name: ReadingName) => (name === '1d' ? DAY_SETTLE_MS : MINUTE_SETTLE_MS);
const retryMaxOf = (name: ReadingName) => (name === '1d' ? DAY_RETRY_MAX_MS : MINUTE_RETRY_MAX_MS);

/** The readings before any bar was read: each pending until its time, or no-data where the provider lacks the resolution. */
function firstReadings(publishedAt: number, resolutions: readonly Resolution[]): Readings {
  const minute = resolutions.includes('minute');
  const day = resolutions.includes('day');
  return {
    // With minute bars, the base is read along with the 15-minute reading.
    base: pending(minute ? publishedAt + INTRADAY['15m'] : publishedAt),
    horizons: {
      '15m': minute ? pending(publishedAt + INTRADAY['15m']) : NO_DATA,
      '1h': minute ? pending(publishedAt + INTRADAY['1h']) : NO_DATA,
      // First looked for with the 1-hour reading; then at the instrument's expected close.
      '1d': day ? pending(publishedAt + INTRADAY['1h']) : NO_DATA,
    },
  };
}

/** Whether the provider's series ended at or before publication: no price after it will come. */
const seriesEndedBefore = (input: ReadingInput) => input.seriesEnd != null && input.seriesEnd.getTime() <= input.publishedAt.getTime();

const settled = (reading: ReactionReading): ReactionReading => (reading.state === 'pending' ? NO_DATA : reading);

/** The readings so far; after a series that ended before publication, the horizons are settled as no-data at once. */
function readingsOf(input: ReadingInput): Readings {
  const readings = input.previous ?? firstReadings(input.publishedAt.getTime(), input.resolutions);
  if (!seriesEndedBefore(input)) return readings;
  const { horizons } = readings;
  return { base: readings.base, horizons: { '15m': settled(horizons['15m']), '1h': settled(horizons['1h']), '1d': settled(horizons['1d']) } };
}

/** Whether a pending reading is past its due time and the settling delay. */
function isReadable(readings: Readings, name: ReadingName, now: number): boolean {
  const due = dueOf(name === 'base' ? readings.base : readings.horizons[name]);
  return due !== null && now >= due + settleOf(name);
}

const lastIn = (bars: readonly Bar[], after: number, atOrBefore: number) => bars.findLast((bar) => bar.at.getTime() > after && bar.at.getTime() <= atOrBefore);
const firstAfter = (bars: readonly Bar[], after: number, atOrBefore: number) => bars.find((bar) => bar.at.getTime() > after && bar.at.getTime() <= atOrBefore);

/** The daily close that gives the 1-day reading, from this look's bars or the stored reading. */
function dayCloseAt(input: ReadingInput, readings: Readings): number | null {
  const stored = readings.horizons['1d'];
  if (stored.state === 'recorded') return Date.parse(stored.at);
  const close = input.day && stored.state === 'pending' ? firstAfter(input.day, input.publishedAt.getTime(), input.now.getTime()) : undefined;
  return close ? close.at.getTime() : null;
}

/**
 * The next request this look needs, given what it fetched so far (null: enough). Daily bars
 * first when the 1-day reading is due (its close extends the minute bars for the sparkline),
 * then minute bars, then daily bars for a base the minute bars did not give.
 */
export function nextFetch(input: ReadingInput): Fetch | null {
  const readings = readingsOf(input);
  const published = input.publishedAt.getTime();
  const now = input.now.getTime();
  const minute = input.resolutions.includes('minute');
  const day = input.resolutions.includes('day');
  const dayFetch: Fetch = { resolution: 'day', from: new Date(published - DAY_LOOKBACK_MS), to: input.now };
  if (day && !input.day && isReadable(readings, '1d', now)) return dayFetch;
  if (minute) {
    const close = dayCloseAt(input, readings);
    const newClose = close !== null && readings.horizons['1d'].state === 'pending';
    const intradayDue = (['base', '15m', '1h'] as const).some((name) => isReadable(readings, name, now));
    const to = Math.min(now, Math.max(published + INTRADAY['1h'], close ?? 0));
    if ((intradayDue || newClose) && (!input.minute || input.minute.to.getTime() < to)) {
      return { resolution: 'minute', from: new Date(published - BASE_WINDOW_MS), to: new Date(to) };
    }
  }
  const baseFromMinute = input.minute && lastIn(input.minute.bars, published - BASE_WINDOW_MS, published);
  const baseNeedsDay = isReadable(readings, 'base', now) && (!minute || (input.minute && !baseFromMinute));
  if (day && !input.day && baseNeedsDay) return dayFetch;
  return null;
}

/**
 * When the instrument's next session is expected to close after publication: at the time of
 * day of its last daily close before it, on the next day it trades (weekends only when its
 * daily bars show weekend sessions, as crypto's do). A guess, and only used to know when to
 * look: the reading is the close the provider gives.
 */
export function expectedCloseAfter(publishedAt: number, day: readonly Bar[]): number {
  const before = day.filter((bar) => bar.at.getTime() <= publishedAt);
  const last = before.at(-1);
  if (!last) return publishedAt + DAY;
  const timeOfDay = last.at.getTime() % DAY;
  const weekends = before.some((bar) => [0, 6].includes(bar.at.getUTCDay()));
  let close = publishedAt - (publishedAt % DAY) + timeOfDay;
  while (close <= publishedAt || (!weekends && [0, 6].includes(new Date(close).getUTCDay()))) close += DAY;
  return close;
}

/** At most `points` of the series, evenly spread over it, the first and the last always kept. */
export function downsample<T>(series: readonly T[], points = PATH_POINTS): T[] {
  if (series.length <= points) return [...series];
  return Array.from({ length: points }, (_, i) => series[Math.round((i * (series.length - 1)) / (points - 1))] as T);
}

function readBase(input: ReadingInput, readings: Readings, now: number): ReactionReading {
  const { base } = readings;
  if (base.state !== 'pending') return base;
  const published = input.publishedAt.getTime();
  const minute = input.resolutions.includes('minute');
  const fromMinute = input.minute && lastIn(input.minute.bars, published - BASE_WINDOW_MS, published);
  if (fromMinute) return recorded(fromMinute);
  const fromDay = input.day && (!minute || input.minute) ? lastIn(input.day, -Infinity, published) : undefined;
  if (fromDay) return recorded(fromDay);
  const askedAll = (!minute || input.minute) && (!input.resolutions.includes('day') || input.day);
  // A series that has ended will not bring the bar later.
  const givenUp = seriesEndedBefore(input) || now - Date.parse(base.due) >= MINUTE_GIVE_UP_MS;
  return askedAll && givenUp ? NO_DATA : base;
}

function readIntraday(input: ReadingInput, reading: ReactionReading, base: ReactionReading, now: number): ReactionReading {
  const due = dueOf(reading);
  if (due === null || !input.minute || input.minute.to.getTime() < due || now < due + MINUTE_SETTLE_MS) return reading;
  const bar = lastIn(input.minute.bars, input.publishedAt.getTime(), due);
  if (bar) return recorded(bar);
  // It did not trade between publication and the horizon, though it has a price before.
  if (base.state === 'recorded') return { state: 'market-closed' };
  return now - due >= MINUTE_GIVE_UP_MS ? NO_DATA : reading;
}

function readDay(input: ReadingInput, reading: ReactionReading, now: number): ReactionReading {
  if (reading.state !== 'pending' || !input.day) return reading;
  const published = input.publishedAt.getTime();
  const close = firstAfter(input.day, published, now);
  if (close) return recorded(close);
  if (now - published >= DAY_GIVE_UP_MS) return NO_DATA;
  return pending(expectedCloseAfter(published, input.day));
}

const pointOf = (reading: ReactionReading): PricePoint | null => (reading.state === 'recorded' ? { price: reading.price, at: reading.at } : null);

/** From the base to the latest recorded reading, from this look's bars (minute bars when the provider has them). */
function pathOf(input: ReadingInput, readings: Readings, previous: PricePoint[]): PricePoint[] {
  const series = input.resolutions.includes('minute') ? input.minute?.bars : input.day;
  if (!series) return previous;
  const latest = Math.max(...Object.values(readings.horizons).map((reading) => (reading.state === 'recorded' ? Date.parse(reading.at) : 0)));
  const published = input.publishedAt.getTime();
  const after = series
    .filter((bar) => bar.at.getTime() > published && bar.at.getTime() <= latest)
    .map((bar) => ({ price: bar.close, at: bar.at.toISOString() }));
  const base = pointOf(readings.base);
  return downsample(base ? [base, ...after] : after);
}

/** When this instrument must be looked at again; null when every reading is final. */
function nextLookOf(readings: Readings, now: number): number | null {
  const looks = (['base', '15m', '1h', '1d'] as const).flatMap((name) => {
    const due = dueOf(name === 'base' ? readings.base : readings.horizons[name]);
    if (due === null) return [];
    const readAt = due + settleOf(name);
    if (now < readAt) return [readAt];
    // Read and still nothing: again after as long as it is late, within bounds.
    return [now + Math.min(retryMaxOf(name), Math.max(settleOf(name), now - due))];
  });
  return looks.length ? Math.min(...looks) : null;
}

/** The readings after this look, and when to look again (null: every reading is final). */
export function planReaction(symbol: string, source: string | null, input: ReadingInput): { reaction: InstrumentReaction; nextLookAt: Date | null } {
  if (source === null || input.resolutions.length === 0) {
    return { reaction: { symbol, source: null, base: NO_DATA, horizons: { '15m': NO_DATA, '1h': NO_DATA, '1d': NO_DATA }, path: [] }, nextLookAt: null };
  }
  const now = input.now.getTime();
  const before = readingsOf(input);
  const base = readBase(input, before, now);
  const readings: Readings = {
    base,
    horizons: {
      '15m': readIntraday(input, before.horizons['15m'], base, now),
      '1h': readIntraday(input, before.horizons['1h'], base, now),
      '1d': readDay(input, before.horizons['1d'], now),
    },
  };
  const path = pathOf(input, readings, input.previous?.path ?? []);
  const next = nextLookOf(readings, now);
  const seriesEnd = seriesEndedBefore(input) && input.seriesEnd ? { seriesEnd: input.seriesEnd.toISOString() } : {};
  return { reaction: { symbol, source, ...readings, path, ...seriesEnd }, nextLookAt: next === null ? null : new Date(next) };
}
