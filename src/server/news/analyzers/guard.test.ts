/**
 * The AI answer held to the article: the offline reading overrules the model's direction only
 * where the article states a figure against an expected one, or the event table marks the call
 * certain; any other disagreement keeps the model's call at one step less confidence. The
 * article's figures and the consensus gate hold as before.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { type FakeAnthropic, startFakeAnthropic, validToolInput } from '../../../../tests/fakes/fake-anthropic';
import type { AnalysisResult, InstrumentImpact } from '../../../shared/analysis';
import { directionOf } from '../../../shared/news-kinds';
import { log } from '../../log';
import { analyzeOffline } from '../offline/analyze-offline';
import { checkAnalysis, createAnthropicAnalyzer } from './anthropic';
import { guardAnalysis } from './guard';

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

/** The answer as the model writes it through the tool. */
const toolInput = (eventType: string, instruments: { symbol: string; market: string; score: number }[]) => ({
  impact_score: instruments[0]?.score ?? null,
  category: 'economy',
  instruments,
  event_type: eventType,
  language: 'en',
  patterns: '',
  explanation: 'Markets reprice the path of policy.',
  consensus_delta: null,
  pathways: [],
});

const KEPT_LINE = 'AI analysis kept against the offline reading: confidence lowered';

describe("the model's direction against the offline reading", () => {
  // A cut with fewer cuts projected after it: markets price out the cuts they expected, so bonds
  // fall and the dollar firms. Reading that takes counting the dots ("a single move, down from
  // three"), which the offline reader does not: it sees a plain cut, bonds up, the dollar down.
  const closingCut = { headline: 'The Fed trims rates by a quarter point; the median dot now shows a single move next year, down from three' };

  test('the offline reading wrong and the model right: the model keeps its call one confidence step lower, and one line logs both readings', () => {
    const offline = analyzeOffline(closingCut);
    expect(offline.instruments.map((i) => `${i.symbol} ${i.direction}`)).toContain('US Treasuries bullish');
    const info = spyOn(log, 'info').mockImplementation(() => {});
    const warn = spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const result = checkAnalysis(
        toolInput('cb-hawkish', [
          { symbol: 'US Treasuries', market: 'Bond Market', score: -0.62 },
          { symbol: 'USD', market: 'Forex', score: 0.55 },
          { symbol: 'SPX', market: 'Indices', score: -0.3 },
        ]),
        closingCut,
        'm',
      );
      // Medium becomes Low; a Low call has no step below and keeps its score.
      expect(result.instruments).toEqual([on('US Treasuries', 'Bond Market', -0.49), on('USD', 'Forex', 0.49), on('SPX', 'Indices', -0.3)]);
      expect(result.impact_score).toBe(-0.49);
      expect(result.explanation).toBe('Markets reprice the path of policy.');
      const lines = info.mock.calls.filter(([message]) => message === KEPT_LINE);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.[1]).toEqual({
        model: 'm',
        event: { model: 'cb-hawkish', offline: 'cb-rate-cut' },
        headlineHash: expect.stringMatching(/^[0-9a-f]{16}$/),
        disputes: [
          { symbol: 'US Treasuries', model: 'bearish', offline: 'bullish', offlineSymbol: 'US Treasuries', from: -0.62, to: -0.49 },
          { symbol: 'USD', model: 'bullish', offline: 'bearish', offlineSymbol: 'USD', from: 0.55, to: 0.49 },
          { symbol: 'SPX', model: 'bearish', offline: 'bullish', offlineSymbol: 'SPX', from: -0.3, to: -0.3 },
        ],
      });
      // Nothing was corrected, so there is no correction line.
      expect(warn).not.toHaveBeenCalled();
    } finally {
      info.mockRestore();
      warn.mockRestore();
    }
  });

  test('a stated figure against its consensus that contradicts the model corrects it, for the same class and a currency it is quoted against', () => {
    const article = { headline: "Canada's jobless rate climbed to 7.1% in April, above the 6.8% consensus" };
    const { result, notes } = guardAnalysis(
      aiResult({ impact_score: 0.5, instruments: [on('TSX', 'Indices', 0.5), on('USD/CAD', 'Forex', -0.4)], explanation: 'Hiring held up.' }),
      article,
      analyzeOffline(article),
    );
    // More unemployment than expected: Canadian equities and the loonie fall, so USD/CAD rises.
    expect(result.instruments).toEqual([on('TSX', 'Indices', -0.5), on('USD/CAD', 'Forex', 0.4)]);
    expect(result.impact_score).toBe(-0.5);
    expect(notes).toEqual([
      { kind: 'direction-corrected', symbol: 'TSX', from: 0.5, to: -0.5, offline: 'TSX', basis: 'surprise' },
      { kind: 'direction-corrected', symbol: 'USD/CAD', from: -0.4, to: 0.4, offline: 'CAD', basis: 'surprise' },
    ]);
    expect(result.explanation).toBe('Hiring held up. (The direction shown for TSX, USD/CAD follows the figure the article states against what was expected.)');
  });

  test('the same disagreement without a stated figure keeps the model call', () => {
    const article = { headline: "Canada's jobless rate climbed to 7.1% in April" };
    const { result, notes } = guardAnalysis(aiResult({ impact_score: 0.5, instruments: [on('TSX', 'Indices', 0.5)] }), article, analyzeOffline(article));
    expect(result.instruments).toEqual([on('TSX', 'Indices', 0.49)]);
    expect(notes.map((n) => n.kind)).toEqual(['direction-disputed']);
  });

  test("an event the table marks certain corrects the model on that event's own instrument, not on another company named beside it", () => {
    const article = { headline: 'Nike issues a profit warning while rival Adidas gains' };
    const { result, notes } = guardAnalysis(
      aiResult({ category: 'company', impact_score: 0.4, instruments: [on('NKE', 'Stock Market', 0.4), on('ADS.DE', 'Stock Market', -0.3)] }),
      article,
      analyzeOffline(article),
    );
    expect(result.instruments).toEqual([on('NKE', 'Stock Market', -0.4), on('ADS.DE', 'Stock Market', -0.3)]);
    expect(notes).toEqual([
      { kind: 'direction-corrected', symbol: 'NKE', from: 0.4, to: -0.4, offline: 'NKE', basis: 'certain' },
      { kind: 'direction-disputed', symbol: 'ADS.DE', model: 'bearish', offline: 'bullish', offlineSymbol: 'ADS.DE', from: -0.3, to: -0.3 },
    ]);
    expect(result.explanation).toBe('A policy move. (The direction shown for NKE follows from the event itself.)');
  });

  test('agreement leaves every score and the explanation as the model wrote them', () => {
    const answer = aiResult({ impact_score: 0.82, instruments: [on('US Treasuries', 'Bond Market', 0.82), on('USD', 'Forex', -0.55)], explanation: 'A cut.' });
    const { result, notes } = guardAnalysis(answer, closingCut, analyzeOffline(closingCut));
    expect(notes).toEqual([]);
    expect(result.instruments).toEqual(answer.instruments);
    expect(result.impact_score).toBe(0.82);
    expect(result.explanation).toBe('A cut.');
  });

  test('a class the offline reading does not name is dropped only when the stated surprise moves it the other way', () => {
    const bondsOnly = { event_type: 'macro-unemployment', explanation: '', instruments: [on('Canada bonds', 'Bond Market', 0.77)] };
    const answer = aiResult({
      impact_score: 0.8,
      instruments: [on('Canada bonds', 'Bond Market', 0.8), on('OIL', 'Commodities', 0.3), on('SPX', 'Indices', 0.4)],
    });
    const stated = guardAnalysis(answer, { headline: "Canada's jobless rate climbed to 7.1% in April, above the 6.8% consensus" }, bondsOnly);
    // Oil is a class the event does not move; equities fall on a weaker labour market than expected.
    expect(stated.result.instruments.map((i) => i.symbol)).toEqual(['Canada bonds', 'OIL']);
    expect(stated.notes).toEqual([{ kind: 'instrument-dropped', symbol: 'SPX', score: 0.4, eventType: 'macro-unemployment' }]);
    const unstated = guardAnalysis(answer, { headline: "Canada's jobless rate climbed to 7.1% in April" }, bondsOnly);
    expect(unstated.result.instruments).toEqual(answer.instruments);
    expect(unstated.notes).toEqual([
      { kind: 'direction-disputed', symbol: 'SPX', model: 'bullish', offline: 'bearish', offlineSymbol: null, from: 0.4, to: 0.4 },
    ]);
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

  test('an answer that reads a hike larger than expected as dovish gets the signs of the surprise, and the correction is logged', async () => {
    // The fake's answer: the euro down, Bunds and the DAX up; the article is a hike twice the size expected.
    fake.script.push('valid');
    const warn = spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const result = await ai().analyze({ headline: 'The ECB raises rates by 50 basis points, twice the 25 expected' });
      expect(result.instruments.map((i) => `${i.symbol} ${i.direction}`)).toEqual(['EUR/USD bullish', 'Bunds bearish', 'DAX bearish']);
      expect(result.impact_score).toBe(0.62);
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
