import { describe, expect, test } from 'bun:test';
import { ANALYSIS_UNAVAILABLE_TEXT, NO_PATTERNS_TEXT, parseAnalysisText } from './analysis-text';

describe('analysis text parsing (spec §4, §8)', () => {
  test('JSON with every accepted key name', () => {
    expect(parseAnalysisText('{"patterns":"P","explanation":"E","consensus_delta":"C","pathways":["a","b"]}')).toEqual({
      patterns: 'P',
      analysis: 'E',
      consensusDelta: 'C',
      pathways: ['a', 'b'],
      instruments: [],
      eventType: null,
      languageSupported: true,
      failed: false,
    });
    expect(parseAnalysisText('{"historical_patterns":"P2","analysis":"E2"}')).toMatchObject({ patterns: 'P2', analysis: 'E2' });
    expect(parseAnalysisText('{"historicalPatterns":"P3","analysisExplanation":"E3"}')).toMatchObject({ patterns: 'P3', analysis: 'E3' });
  });

  test('labelled sections, in either order', () => {
    expect(parseAnalysisText('Historical Patterns: Rates fell before.\nAnalysis: Bonds rally.')).toMatchObject({
      patterns: 'Rates fell before.',
      analysis: 'Bonds rally.',
    });
    expect(parseAnalysisText('**Analysis:** First.\n**Historical Patterns:** Second.')).toMatchObject({ patterns: 'Second.', analysis: 'First.' });
  });

  test('a blank line splits patterns from the analysis', () => {
    expect(parseAnalysisText('Patterns first.\n\nThen the analysis.\n\nAnd more.')).toMatchObject({
      patterns: 'Patterns first.',
      analysis: 'Then the analysis.\n\nAnd more.',
    });
  });

  test('otherwise all of it is the analysis; broken JSON falls through', () => {
    expect(parseAnalysisText('Just one paragraph.')).toMatchObject({ patterns: '', analysis: 'Just one paragraph.' });
    expect(parseAnalysisText('{not json')).toMatchObject({ analysis: '{not json' });
    expect(parseAnalysisText(null)).toMatchObject({ patterns: '', analysis: '' });
  });

  test('the two error texts', () => {
    expect(parseAnalysisText('analysis unavailable due to api error').patterns).toBe(NO_PATTERNS_TEXT);
    expect(parseAnalysisText('Sorry: unable to analyze article.').analysis).toBe(ANALYSIS_UNAVAILABLE_TEXT);
  });
});
