import { describe, expect, test } from 'bun:test';
import type { StudySummary } from './event-study';
import { type InstrumentStudy, sourcesSentence, studySentence } from './patterns-line';

const summary = (over: Partial<StudySummary>): StudySummary => ({
  n: 6,
  median: 0.019,
  agreeing: 5,
  flat: 0,
  predicted: 'bullish',
  firstYear: 2016,
  lastYear: 2024,
  leftOut: 0,
  ...over,
});
type Extra = { datedBy?: string; shippedSeries?: string; archiveStoryIds?: number[]; called?: 'bullish' | 'bearish' };
const study = (instrument: string, over: Partial<StudySummary> = {}, extra: Extra = {}): InstrumentStudy => ({
  instrument,
  summary: summary(over),
  datedBy: extra.datedBy ?? null,
  shippedSeries: extra.shippedSeries ?? null,
  archiveStoryIds: extra.archiveStoryIds ?? [],
  called: extra.called ?? null,
});

describe('the patterns sentence', () => {
  test('names the event, the instrument, the median with its sign as a verb, x of n the predicted way, and the years', () => {
    expect(studySentence('opec-cut', study('BRENT'))).toBe(
      'After the last 6 OPEC output-cut decisions, Brent crude rose a median 1.9 % the next trading day (5 of 6 up; 2016–2024).',
    );
    expect(studySentence('opec-raise', study('OIL', { median: -0.0234, agreeing: 4, predicted: 'bearish', firstYear: 2021, lastYear: 2021 }))).toBe(
      'After the last 6 OPEC output-increase decisions, oil (WTI) fell a median 2.3 % the next trading day (4 of 6 down; 2021).',
    );
  });

  test('a median under the flat threshold is said as such; mixed predictions count the moves the card called', () => {
    expect(studySentence('cb-rate-cut', study('SPX', { median: 0.0003, predicted: 'mixed', agreeing: 2 }))).toBe(
      'After the last 6 “rate cut” stories, SPX barely moved (median 0.0 %) the next trading day (2 of 6 the way the card called it; 2016–2024).',
    );
  });

  test('for a type whose direction the text decides, the sentence says which call its cases share', () => {
    expect(studySentence('macro-inflation', study('SPX', { median: -0.008, agreeing: 4, predicted: 'bearish' }, { called: 'bearish' }))).toBe(
      'After the last 6 “inflation data” stories that called SPX down, SPX fell a median 0.8 % the next trading day (4 of 6 down; 2016–2024).',
    );
  });

  test('under five cases: no figure but the count', () => {
    expect(studySentence('bank-failure', study('VIX', { n: 4 }))).toBe('Not enough history yet: 4 cases for the VIX after bank failures and rescues.');
    expect(studySentence('cb-qe', study('SPX', { n: 1 }))).toBe('Not enough history yet: 1 case for SPX after “asset purchases (QE)” stories.');
  });

  test('the sources name who dated the events, who published the prices, and how many archived stories', () => {
    const dated = { datedBy: 'OPEC press releases' };
    expect(
      sourcesSentence([
        study('OIL', {}, { ...dated, shippedSeries: 'OIL', archiveStoryIds: [7, 9] }),
        study('BRENT', {}, { ...dated, shippedSeries: 'BRENT', archiveStoryIds: [9] }),
        study('VIX', {}, { datedBy: 'exchange notices', shippedSeries: 'VIX' }),
      ]),
    ).toBe(
      'Sources: dated events from OPEC press releases; dated events from exchange notices; prices: U.S. Energy Information Administration (WTI spot, Brent spot), Cboe (VIX); the recorded reactions of 2 archived stories.',
    );
  });
});
