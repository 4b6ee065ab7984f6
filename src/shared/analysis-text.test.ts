import { describe, expect, test } from 'bun:test';
import type { StoredAnalysis } from './analysis';
import { analysisFromText } from './analysis-text';
import { emptyAnalysis } from './stored-analysis';

describe('analysis text parsing (docs/product.md §4, §8)', () => {
  test('our own JSON is taken as it is', () => {
    const ours: StoredAnalysis = {
      patterns: ' Bonds tended to rally. ',
      explanation: 'A cut lowers yields.',
      consensus_delta: null,
      pathways: ['Another cut in spring'],
      instruments: [{ symbol: 'US Treasuries', market: 'Bond Market', direction: 'bullish', score: 0.6 }],
      event_type: 'cb-rate-cut',
      language: 'en',
      language_supported: true,
    };
    expect(analysisFromText(JSON.stringify(ours))).toEqual(ours);
  });

  test('JSON with every accepted key name', () => {
    expect(analysisFromText('{"patterns":"P","explanation":"E","consensus_delta":"C","pathways":["a","b"]}')).toEqual({
      ...emptyAnalysis,
      patterns: 'P',
      explanation: 'E',
      consensus_delta: 'C',
      pathways: ['a', 'b'],
    });
    expect(analysisFromText('{"historical_patterns":"P2","analysis":"E2"}')).toMatchObject({ patterns: 'P2', explanation: 'E2' });
    expect(analysisFromText('{"historicalPatterns":"P3","analysisExplanation":"E3"}')).toMatchObject({ patterns: 'P3', explanation: 'E3' });
    expect(analysisFromText('{"patterns":"P","explanation":"E","language":"de","language_supported":false}')).toMatchObject({
      language: 'de',
      language_supported: false,
    });
  });

  test('labelled sections, in either order', () => {
    expect(analysisFromText('Historical Patterns: Rates fell before.\nAnalysis: Bonds rally.')).toMatchObject({
      patterns: 'Rates fell before.',
      explanation: 'Bonds rally.',
    });
    expect(analysisFromText('**Analysis:** First.\n**Historical Patterns:** Second.')).toMatchObject({ patterns: 'Second.', explanation: 'First.' });
  });

  test('a blank line splits patterns from the analysis', () => {
    expect(analysisFromText('Patterns first.\n\nThen the analysis.\n\nAnd more.')).toMatchObject({
      patterns: 'Patterns first.',
      explanation: 'Then the analysis.\n\nAnd more.',
    });
  });

  test('otherwise all of it is the analysis; broken JSON falls through', () => {
    expect(analysisFromText('Just one paragraph.')).toEqual({ ...emptyAnalysis, explanation: 'Just one paragraph.' });
    expect(analysisFromText('{not json')).toMatchObject({ explanation: '{not json' });
  });

  test('the two error texts are a failed analysis', () => {
    expect(analysisFromText('analysis unavailable due to api error')).toEqual({ ...emptyAnalysis, failure: 'api-error' });
    expect(analysisFromText('Sorry: unable to analyze article.')).toEqual({ ...emptyAnalysis, failure: 'unable' });
  });
});
