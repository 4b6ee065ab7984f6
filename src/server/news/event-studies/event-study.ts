/**
 * The event study behind "Historical patterns": how far an instrument moved over the first
 * trading day after each event of a type, and how often it moved the way the event model says.
 *
 * One event's move: the base is the last daily close before the event, the move runs to the first
 * daily close after it ("1 trading day", as for a story's reaction). An event known only by its
 * day is taken to land during that day's session: on a trading day the move runs from the previous
 * close to that day's close; on a weekend or holiday, to the next session's close. An event whose
 * next close is not in the data is left out and counted as such; a price is never filled in.
 */
import type { Direction } from '../../../shared/news-kinds';
import { agreementOf, FLAT_MOVE } from '../../../shared/reactions';
import { firstBarAfter } from '../../market-data/bar-search';
import type { Bar } from '../../market-data/market-data';

/** When an event became public: an instant, or a day (YYYY-MM-DD) when only the day is known. */
export type EventTime = { at: Date } | { day: string };

export type EventMove = { base: Bar; after: Bar; move: number };

/**
 * A day-only event is placed at the start of its day (UTC): the previous session's close comes
 * before it and that day's own close after it, for markets whose daily close falls on the same
 * UTC date as their session (all the shipped series: they close between 18:30 and 21:15 UTC).
 */
function instantOf(time: EventTime): number {
  return 'at' in time ? time.at.getTime() : Date.parse(`${time.day}T00:00:00Z`);
}

/** The event's 1-trading-day move on daily bars (oldest first), or null when either close is missing. */
export function moveAfterEvent(bars: readonly Bar[], time: EventTime): EventMove | null {
  const next = firstBarAfter(bars, instantOf(time));
  const base = bars[next - 1];
  const after = bars[next];
  if (!base || !after || base.close <= 0) return null;
  return { base, after, move: after.close / base.close - 1 };
}

/** One measured case: when the event happened, its move, and the direction the event model gives it. */
export type StudyCase = { year: number; move: number; predicted: Direction };

export type StudySummary = {
  /** Cases measured. */
  n: number;
  /** Median move (0.019 = +1.9 %); null without cases. */
  median: number | null;
  /** Cases that moved the predicted way by at least FLAT_MOVE. */
  agreeing: number;
  /** Cases that moved less than FLAT_MOVE either way. */
  flat: number;
  /** The direction every case was predicted to move, or 'mixed'. */
  predicted: Direction | 'mixed';
  firstYear: number | null;
  lastYear: number | null;
  /** Events with no measurable move (a close missing from the data). */
  leftOut: number;
};

function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >>> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function summarizeStudy(cases: readonly StudyCase[], leftOut = 0): StudySummary {
  const predictions = new Set(cases.map((c) => c.predicted));
  const years = cases.map((c) => c.year);
  return {
    n: cases.length,
    median: medianOf(cases.map((c) => c.move)),
    agreeing: cases.filter((c) => agreementOf(c.predicted, c.move) === 'agrees').length,
    flat: cases.filter((c) => Math.abs(c.move) < FLAT_MOVE).length,
    predicted: predictions.size === 1 ? (cases[0]?.predicted ?? 'mixed') : 'mixed',
    firstYear: years.length ? Math.min(...years) : null,
    lastYear: years.length ? Math.max(...years) : null,
    leftOut,
  };
}
