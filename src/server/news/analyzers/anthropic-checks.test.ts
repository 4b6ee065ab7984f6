import { expect, test } from 'bun:test';
import { checkAnalysis } from './anthropic';

const answer = (instruments: { symbol: string; market: string; score: number }[]) => ({
  impact_score: instruments[0]?.score ?? null,
  category: 'company',
  instruments,
  event_type: 'acquisition',
  language: 'en',
  patterns: '',
  explanation: 'A deal.',
  consensus_delta: null,
  pathways: [],
});

test('a company the article does not name is dropped from the AI answer; market proxies stay', () => {
  const article = { headline: 'Goldman names Chipotle its top pick among restaurant chains; S&P 500 slips' };
  const result = checkAnalysis(
    answer([
      { symbol: 'CMG', market: 'Stock Market', score: 0.3 },
      { symbol: 'MCD', market: 'Stock Market', score: -0.1 },
      { symbol: 'SPX', market: 'Indices', score: -0.1 },
    ]),
    article,
    'm',
  );
  expect(result.instruments.map((i) => i.symbol)).toEqual(['CMG', 'SPX']);
  expect(result.symbols).toEqual(['CMG', 'SPX']);
});

test('a ticker written in the article counts as named, even when the dictionary does not know it', () => {
  const result = checkAnalysis(
    answer([{ symbol: 'KZR', market: 'Stock Market', score: 0.1 }]),
    { headline: 'Kezar Life Sciences (NASDAQ:KZR) names a director' },
    'm',
  );
  expect(result.instruments[0]?.symbol).toBe('KZR');
});

test('a primary instrument the article does not name makes the answer unusable (the offline analysis is stored instead)', () => {
  expect(() =>
    checkAnalysis(answer([{ symbol: 'ATVI', market: 'Stock Market', score: 0.8 }]), { headline: 'Fed raises rates by 75 basis points' }, 'm'),
  ).toThrow(/not named in the article: ATVI/);
});

test('the AI path and the offline path share one rule for "versus consensus": guidance alone is no comparison', () => {
  const withDelta = { ...answer([]), consensus_delta: 'Above expectations.' };
  expect(checkAnalysis(withDelta, { headline: 'Acme reaffirms full-year guidance' }, 'm').consensus_delta).toBeNull();
  expect(checkAnalysis(withDelta, { headline: 'Acme outlook upbeat for 2025' }, 'm').consensus_delta).toBeNull();
  expect(checkAnalysis(withDelta, { headline: 'Acme Q2 EPS $2.11 beats consensus of $1.90' }, 'm').consensus_delta).toBe('Above expectations.');
});
