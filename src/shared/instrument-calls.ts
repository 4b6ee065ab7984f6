/**
 * How a story's direction is stated, wherever it is shown: the feed card, the compact row, the
 * story page, the alert e-mail and the browser notification. Each instrument carries its own
 * call (its arrow and its direction in words, so nothing rests on colour alone), and a symbol
 * is never shown beside another instrument's arrow: a story that lifts one instrument and sinks
 * another says so for each. The headline figure is the primary instrument's, and it is shown
 * with that instrument named beside it.
 */
import type { InstrumentImpact } from './analysis';
import { directionLabel, formatImpact, shownDirection } from './impact';
import type { Direction } from './news-kinds';

export const directionArrow: Record<Direction, string> = { bullish: '↗', bearish: '↘', neutral: '→' };

/** A direction as shown: its arrow and its word, e.g. "↘ Bearish". */
export const directionText = (direction: Direction): string => `${directionArrow[direction]} ${directionLabel[direction]}`;

/** One instrument's own call, ready to show. */
export type InstrumentCall = {
  symbol: string;
  /** Read from the instrument's own shown figure, as its score badge is: "1.0" is never neutral. */
  direction: Direction;
  /** Its own figure on the 0–10 scale, e.g. "6.2". */
  figure: string;
};

export function instrumentCall(instrument: Pick<InstrumentImpact, 'symbol' | 'score'>): InstrumentCall {
  return { symbol: instrument.symbol, direction: shownDirection(instrument.score), figure: formatImpact(instrument.score) };
}

/** "EUR/USD ↘ Bearish", or with its figure "EUR/USD 6.2 ↘ Bearish". */
export function callText(call: InstrumentCall, { figure = false }: { figure?: boolean } = {}): string {
  return figure ? `${call.symbol} ${call.figure} ${directionText(call.direction)}` : `${call.symbol} ${directionText(call.direction)}`;
}

export const moreText = (count: number): string => `+${count} more`;

/**
 * A scored story's calls: the headline figure (`score` is the story's impact_score) with the
 * primary instrument it belongs to (null for an analysis that lists none), then each other
 * instrument with its own call.
 */
export type StoryCalls = { figure: string; direction: Direction; primary: InstrumentCall | null; others: InstrumentCall[] };

export function storyCalls(score: number, instruments: readonly Pick<InstrumentImpact, 'symbol' | 'score'>[]): StoryCalls {
  const [first, ...rest] = instruments.map(instrumentCall);
  // With a primary instrument the arrow is its own; only an analysis that names none falls back to the score's sign.
  return { figure: formatImpact(score), direction: first?.direction ?? shownDirection(score), primary: first ?? null, others: rest };
}

/**
 * The calls as short texts, one per instrument shown, e.g. ["EUR/USD 6.2 ↘ Bearish", "DAX ↗
 * Bullish", "+1 more"]: the headline figure sits with the primary's symbol and arrow; `max`
 * counts every instrument shown (the rest become "+N more"), and `figures` adds each other
 * instrument's own figure.
 */
export function storyCallParts(calls: StoryCalls, { max = Number.POSITIVE_INFINITY, figures = false }: { max?: number; figures?: boolean } = {}): string[] {
  const headline = calls.primary
    ? `${calls.primary.symbol} ${calls.figure} ${directionText(calls.direction)}`
    : `${calls.figure} ${directionText(calls.direction)}`;
  const others = calls.others.slice(0, Math.max(0, max - 1)).map((call) => callText(call, { figure: figures }));
  const more = calls.others.length - others.length;
  return [headline, ...others, ...(more > 0 ? [moreText(more)] : [])];
}
