/** The AI answer held to the offline reading of the same article, to the article's figures and to the consensus gate. */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { type FakeAnthropic, startFakeAnthropic, validToolInput } from '../../../../tests/fakes/fake-anthropic';
import type { AnalysisResult, InstrumentImpact } from '../../../shared/analysis';
import { directionOf } from '../../../shared/news-kinds';
import { log } from '../../log';
import { analyzeOffline } from '../offline/analyze-offline';
import { createAnthropicAnalyzer } from './anthropic';
import { checkDirections, guardAnalysis } from './guard';

const on = (symbol: string, market: string, score: number): InstrumentImpact => ({ symbol, market, direction: directionOf(score), score });

const aiResult = (over: Partial<AnalysisResult>): AnalysisResult => ({
  impact_score: null,
  category: 'economy',
  symbols: [],
  instruments: [],
  event_type: null,
  language: 'en',
  language_supported: true,
  patterns: '',
  explanation: 'A policy move.',
  consensus_delta: null,
  pathways: [],
  method: 'm',
  ...over,
});

describe('directions against the offline reading', () => {
  const article = { headline: 'Fed cuts interest rates by half a point' };
  const offline = analyzeOffline(article);

  test('an inverted sign takes the offline sign, for the same symbol, a class proxy and a currency pair', () => {
    const { instruments, notes } = checkDirections(
      [on('US Treasuries', 'Bond Market', -0.7), on('NDX', 'Indices', -0.5), on('EUR/USD', 'Forex', -0.4), on('USD', 'Forex', -0.3)],
      offline,
    );
    // A cut lifts bonds and equities; the dollar falls, so EUR/USD rises, and the model's falling dollar stands.
    expect(instruments).toEqual([on('US Treasuries', 'Bond Market', 0.7), on('NDX', 'Indices', 0.5), on('EUR/USD', 'Forex', 0.4), on('USD', 'Forex', -0.3)]);
    expect(notes.map((n) => n.kind === 'direction-corrected' && `${n.symbol} ${n.from}→${n.to} (${n.offline})`)).toEqual([
      'US Treasuries -0.7→0.7 (US Treasuries)',
      'NDX -0.5→0.5 (SPX)',
      'EUR/USD -0.4→0.4 (USD)',
    ]);
  });

  test('a company the offline reading does not name keeps the model sign; a class the event moves the other way is dropped', () => {
    const bondsOnly = { event_type: 'cb-rate-cut', instruments: [on('US Treasuries', 'Bond Market', 0.85)] };
    const { instruments, notes } = checkDirections(
      [on('US Treasuries', 'Bond Market', 0.8), on('HLVF', 'Stock Market', -0.2), on('SPX', 'Indices', -0.4)],
      bondsOnly,
    );
    expect(instruments.map((i) => i.symbol)).toEqual(['US Treasuries', 'HLVF']);
    expect(notes).toEqual([{ kind: 'instrument-dropped', symbol: 'SPX', score: -0.4, eventType: 'cb-rate-cut' }]);
  });

  test('the primary follows its corrected score, and the explanation says the sign was corrected', () => {
    const { result } = guardAnalysis(
      aiResult({ impact_score: -0.7, instruments: [on('US Treasuries', 'Bond Market', -0.7)], explanation: 'Bonds fall on the cut.' }),
      article,
      offline,
    );
    expect(result.impact_score).toBe(0.7);
    expect(result.instruments[0]?.direction).toBe('bullish');
    expect(result.explanation).toContain("The direction shown for US Treasuries follows the event model's reading of this article.");
  });
});

describe('figures and versus consensus', () => {
  const article = { headline: 'Norland retail sales rose 0.6% in May against 0.3% expected', summary: 'Spending on cars led the gain.' };

  test('a sentence with a figure the article does not contain is dropped; the article figures stay', () => {
    const { result, notes } = guardAnalysis(
      aiResult({
        explanation: 'Sales rose 0.6%, twice the pace expected. That is the fastest gain in 14 months at 1.2% a year. Spending on cars led.',
        consensus_delta: 'Retail sales rose 0.6% against 0.3% expected, a 0.3 point beat of $2.5bn.',
        pathways: ['Rates reprice if the next report confirms it.', 'Yields rise 15 bps as cuts are priced out.'],
      }),
      article,
      analyzeOffline(article),
    );
    expect(result.explanation).toBe('Sales rose 0.6%, twice the pace expected. Spending on cars led.');
    // "0.3" is the article's own figure; "$2.5bn" is not, so the whole sentence goes.
    expect(result.consensus_delta).toBeNull();
    expect(result.pathways).toEqual(['Rates reprice if the next report confirms it.']);
    expect(
      notes
        .filter((n) => n.kind === 'sentence-dropped')
        .flatMap((n) => (n.kind === 'sentence-dropped' ? n.figures : []))
        .sort(),
    ).toEqual(['$2.5bn', '1.2%', '15 bps']);
  });

  test('versus consensus goes through the same gate as the offline analyzer', () => {
    const keep = guardAnalysis(aiResult({ consensus_delta: 'Sales rose 0.6% against 0.3% expected.' }), article, analyzeOffline(article));
    expect(keep.result.consensus_delta).toBe('Sales rose 0.6% against 0.3% expected.');
    const sport = { headline: 'Kessler tops the league table as Wall Street fans cheer at the stadium' };
    const drop = guardAnalysis(aiResult({ consensus_delta: 'Beat expectations.' }), sport, analyzeOffline(sport));
    expect(drop.result.consensus_delta).toBeNull();
    expect(drop.notes).toContainEqual({ kind: 'consensus-dropped' });
  });
});

describe('the AI path, against the fake Anthropic API', () => {
  let fake: FakeAnthropic;
  beforeAll(() => {
    fake = startFakeAnthropic();
  });
  afterAll(() => fake.stop());
  const ai = () => createAnthropicAnalyzer({ apiKey: 'sk-ant-test-key', model: 'claude-haiku-4-5', baseURL: fake.baseURL, maxRetries: 0 });

  test('an answer that reads a rate hike as dovish gets the offline signs, and the correction is logged', async () => {
    // The fake's answer: the euro down, Bunds and the DAX up; the article is a hike.
    fake.script.push('valid');
    const warn = spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const result = await ai().analyze({ headline: 'ECB raises interest rates by 50 basis points' });
      expect(result.instruments.map((i) => `${i.symbol} ${i.direction}`)).toEqual(['EUR/USD bullish', 'Bunds bearish', 'DAX bearish']);
      expect(result.impact_score).toBe(0.62);
      expect(result.consensus_delta).toBeNull();
      const [message, fields] = warn.mock.calls[0] ?? [];
      expect(message).toBe('AI analysis corrected against the article');
      expect(JSON.stringify(fields)).toContain('"kind":"direction-corrected","symbol":"EUR/USD"');
    } finally {
      warn.mockRestore();
    }
  });

  test('an answer with an invented figure loses that sentence and keeps the rest', async () => {
    fake.script.push({
      toolInput: {
        ...validToolInput,
        instruments: [{ symbol: 'Bunds', market: 'Bond Market', score: 0.45 }],
        impact_score: 0.45,
        explanation: 'The bank signals more easing. Markets now price 75 bps of cuts by June.',
        consensus_delta: null,
      },
    });
    const warn = spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const result = await ai().analyze({ headline: 'ECB signals more rate cuts as euro-area growth stalls' });
      expect(result.explanation).toBe('The bank signals more easing.');
      expect(JSON.stringify(warn.mock.calls[0]?.[1])).toContain('"figures":["75 bps"]');
    } finally {
      warn.mockRestore();
    }
  });
});
