import { describe, expect, test } from 'bun:test';
import type { InstrumentImpact, StoredAnalysis } from './analysis';
import { emptyAnalysis } from './stored-analysis';
import { readStory, verdictParts } from './story-reading';

const instrument = (symbol: string, score: number): InstrumentImpact => ({
  symbol,
  market: 'Forex',
  direction: score >= 0.1 ? 'bullish' : score <= -0.1 ? 'bearish' : 'neutral',
  score,
});
const analysed = (overrides: Partial<StoredAnalysis> = {}): StoredAnalysis => ({
  ...emptyAnalysis,
  language: 'en',
  patterns: 'Cuts have tended to weaken the currency.',
  explanation: 'The bank cut by more than expected.',
  ...overrides,
});

describe('the verdict a story reads as', () => {
  test('a score: the figure with the primary instrument and its own direction; the others are listed apart', () => {
    const reading = readStory({ impact_score: -0.62, analysis: analysed({ instruments: [instrument('EUR/USD', -0.62), instrument('DAX', 0.4)] }) });
    expect(reading.verdict).toMatchObject({ kind: 'scored', score: -0.62, calls: { figure: '6.2', direction: 'bearish', primary: { symbol: 'EUR/USD' } } });
    expect(reading.primary?.symbol).toBe('EUR/USD');
    expect(reading.otherInstruments.map((i) => i.symbol)).toEqual(['DAX']);
    expect(verdictParts(reading, { figures: true })).toEqual(['EUR/USD 6.2 ↘ Bearish', 'DAX 4.0 ↗ Bullish']);
  });

  test('no evidence to score: "Not scored" with the reason, never 0.0', () => {
    const reading = readStory({ impact_score: null, analysis: analysed({ instruments: [instrument('EUR/USD', 0.3)] }) });
    expect(reading.verdict).toEqual({ kind: 'not-scored', reason: 'No market event found' });
    expect(reading.calls).toBeNull();
    expect(reading.primary).toBeUndefined();
    expect(reading.otherInstruments.map((i) => i.symbol)).toEqual(['EUR/USD']);
    expect(verdictParts(reading)).toEqual(['Not scored']);
    expect(readStory({ impact_score: null, analysis: analysed({ language: 'fr', language_supported: false }) }).verdict).toEqual({
      kind: 'not-scored',
      reason: 'Language not supported',
    });
  });

  test('a failed analysis: "Analysis unavailable", and its sections say what docs/product.md §8 says', () => {
    const apiError = readStory({ impact_score: null, analysis: { ...emptyAnalysis, failure: 'api-error' } });
    expect(apiError.verdict).toEqual({ kind: 'unavailable' });
    expect(verdictParts(apiError)).toEqual(['Analysis unavailable']);
    expect(apiError.patterns).toBe('No historical patterns identified');
    expect(apiError.analysis).toBe('');
    const unable = readStory({ impact_score: null, analysis: { ...emptyAnalysis, failure: 'unable' } });
    expect(unable.verdict).toEqual({ kind: 'unavailable' });
    expect(unable.analysis).toBe('Automated analysis unavailable for this article');
  });

  test('not analysed yet: "Analysis pending"', () => {
    const reading = readStory({ impact_score: null, analysis: null });
    expect(reading.verdict).toEqual({ kind: 'pending' });
    expect(verdictParts(reading)).toEqual(['Analysis pending']);
    expect(reading.patterns).toBe('No historical patterns identified');
  });

  test('the sections: patterns, explanation, consensus and pathways as stored; no patterns reads as none identified', () => {
    const reading = readStory({
      impact_score: 0.5,
      analysis: analysed({ patterns: '', consensus_delta: 'Above the 2.1 % expected', pathways: ['A second cut'] }),
    });
    expect(reading).toMatchObject({
      patterns: 'No historical patterns identified',
      analysis: 'The bank cut by more than expected.',
      consensusDelta: 'Above the 2.1 % expected',
      pathways: ['A second cut'],
    });
  });
});
