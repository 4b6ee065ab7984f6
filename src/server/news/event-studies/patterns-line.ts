/**
 * The "Historical patterns" line written from event studies: per instrument, n, the median
 * 1-trading-day move, how many moved the predicted way, the years, and where the cases and prices
 * come from. Fewer than MIN_CASES cases give no figure but the count.
 */

import type { Direction } from '../../../shared/news-kinds';
import { FLAT_MOVE } from '../../../shared/reactions';
import { findEventType } from '../events/taxonomy';
import type { StudySummary } from './event-study';

/** Below this many cases a median says nothing: the line says how many there are instead. */
const MIN_CASES = 5;

/** Event types named in words where the taxonomy label does not read as a plural noun. */
const EVENT_WORDS: Record<string, string> = {
  'opec-cut': 'OPEC output-cut decisions',
  'opec-raise': 'OPEC output-increase decisions',
  'war-conflict': 'outbreaks of war and military strikes',
  'bank-failure': 'bank failures and rescues',
  'market-halt': 'market-wide trading halts',
  'sovereign-downgrade': 'sovereign rating downgrades',
};

const INSTRUMENT_WORDS: Record<string, string> = { OIL: 'oil (WTI)', BRENT: 'Brent crude', VIX: 'the VIX' };

/** Who published each shipped series, and the series, for the source note. */
const SHIPPED_PRICE_SOURCES: Record<string, { publisher: string; series: string }> = {
  OIL: { publisher: 'U.S. Energy Information Administration', series: 'WTI spot' },
  BRENT: { publisher: 'U.S. Energy Information Administration', series: 'Brent spot' },
  VIX: { publisher: 'Cboe', series: 'VIX' },
};

function eventWords(eventType: string): string {
  return EVENT_WORDS[eventType] ?? `“${findEventType(eventType)?.label ?? eventType}” stories`;
}

const instrumentWords = (instrument: string) => INSTRUMENT_WORDS[instrument] ?? instrument;

const percent = (move: number) => `${(Math.abs(move) * 100).toFixed(1)} %`;

export type InstrumentStudy = {
  instrument: string;
  summary: StudySummary;
  /** Who dated the shipped events in it ("OPEC press releases"), when it has any. */
  datedBy: string | null;
  /** Shipped series its dated events were measured on (a key of SHIPPED_PRICE_SOURCES). */
  shippedSeries: string | null;
  /** The archived stories among its cases. */
  archiveStoryIds: readonly number[];
  /** For a type whose direction the text decides: the call its cases share (this card's), else null. */
  called: Direction | null;
};

/** One sentence for one instrument's study. */
export function studySentence(eventType: string, study: InstrumentStudy): string {
  const { summary } = study;
  const subject = instrumentWords(study.instrument);
  const events = study.called ? `${eventWords(eventType)} that called ${subject} ${study.called === 'bullish' ? 'up' : 'down'}` : eventWords(eventType);
  if (summary.n < MIN_CASES || summary.median === null)
    return `Not enough history yet: ${summary.n} ${summary.n === 1 ? 'case' : 'cases'} for ${subject} after ${events}.`;
  const { median } = summary;
  const moved = Math.abs(median) < FLAT_MOVE ? `barely moved (median ${percent(median)})` : `${median > 0 ? 'rose' : 'fell'} a median ${percent(median)}`;
  const way = summary.predicted === 'bullish' ? 'up' : summary.predicted === 'bearish' ? 'down' : 'the way the card called it';
  const years = summary.firstYear === summary.lastYear ? `${summary.firstYear}` : `${summary.firstYear}–${summary.lastYear}`;
  return `After the last ${summary.n} ${events}, ${subject} ${moved} the next trading day (${summary.agreeing} of ${summary.n} ${way}; ${years}).`;
}

/** Where the cases and prices come from, in one sentence. */
export function sourcesSentence(studies: readonly InstrumentStudy[]): string {
  const dated = [...new Set(studies.flatMap((s) => (s.datedBy ? [`dated events from ${s.datedBy}`] : [])))];
  const series = new Map<string, string[]>();
  for (const study of studies) {
    const source = study.shippedSeries ? SHIPPED_PRICE_SOURCES[study.shippedSeries] : undefined;
    if (source) series.set(source.publisher, [...(series.get(source.publisher) ?? []), source.series]);
  }
  const prices = [...series].map(([publisher, names]) => `${publisher} (${names.join(', ')})`);
  const stories = new Set(studies.flatMap((s) => s.archiveStoryIds)).size;
  const parts = [...dated, ...(prices.length ? [`prices: ${prices.join(', ')}`] : [])];
  if (stories > 0) parts.push(`the recorded reactions of ${stories} archived ${stories === 1 ? 'story' : 'stories'}`);
  return `Sources: ${parts.join('; ')}.`;
}
