import { describe, expect, test } from 'bun:test';
import type { InstrumentImpact } from './analysis';
import { callText, directionText, instrumentCall, storyCallParts, storyCalls } from './instrument-calls';

/** The calls in one line, as a notification title joins them. */
const storyCallsText = (score: number, instruments: InstrumentImpact[], options?: Parameters<typeof storyCallParts>[1]) =>
  storyCallParts(storyCalls(score, instruments), options).join(' · ');

const instrument = (symbol: string, score: number): InstrumentImpact => ({
  symbol,
  market: 'Forex',
  direction: score >= 0.1 ? 'bullish' : score <= -0.1 ? 'bearish' : 'neutral',
  score,
});

// "Reserve bank of Atlantis holds while the Dover central bank surprises with a cut": one pair up, one down.
const opposite = [instrument('ATL/USD', 0.58), instrument('DVR/USD', -0.44)];

describe('each instrument with its own call', () => {
  test('a direction reads as an arrow and a word, never colour alone', () => {
    expect([directionText('bullish'), directionText('bearish'), directionText('neutral')]).toEqual(['↗ Bullish', '↘ Bearish', '→ Neutral']);
  });

  test("an instrument's call comes from its own shown figure", () => {
    expect(callText(instrumentCall(instrument('XAU', -0.31)))).toBe('XAU ↘ Bearish');
    expect(callText(instrumentCall(instrument('XAU', -0.31)), { figure: true })).toBe('XAU 3.1 ↘ Bearish');
    // Shown as 1.0, so not neutral, as on the score badge.
    expect(callText(instrumentCall(instrument('XAU', 0.095)))).toBe('XAU ↗ Bullish');
    expect(callText(instrumentCall(instrument('XAU', 0.04)))).toBe('XAU → Neutral');
  });

  test('opposite directions: each symbol carries its own arrow, the headline figure sits with the primary', () => {
    const text = storyCallsText(0.58, opposite);
    expect(text).toBe('ATL/USD 5.8 ↗ Bullish · DVR/USD ↘ Bearish');
    expect(text).not.toContain('DVR/USD ↗');
    expect(text).not.toContain('ATL/USD ↘');
    expect(storyCallsText(0.58, opposite, { figures: true })).toBe('ATL/USD 5.8 ↗ Bullish · DVR/USD 4.4 ↘ Bearish');
  });

  test("a bearish headline never lends its arrow to a bullish instrument (the primary's own direction is shown)", () => {
    // The score and the primary's entry disagree in sign: the symbol keeps its own arrow.
    const calls = storyCalls(-0.3, [instrument('AUD/USD', 0.3)]);
    expect(calls).toMatchObject({ figure: '3.0', direction: 'bullish', primary: { symbol: 'AUD/USD', direction: 'bullish' } });
    expect(storyCallsText(-0.3, [instrument('AUD/USD', 0.3)])).toBe('AUD/USD 3.0 ↗ Bullish');
  });

  test('where space is tight the first instruments show and the rest are counted', () => {
    const many = [instrument('EUR/USD', -0.62), instrument('DAX', 0.5), instrument('Bunds', 0.45), instrument('CHF', 0.2)];
    expect(storyCallsText(-0.62, many, { max: 2 })).toBe('EUR/USD 6.2 ↘ Bearish · DAX ↗ Bullish · +2 more');
    expect(storyCallsText(-0.62, many, { max: 1 })).toBe('EUR/USD 6.2 ↘ Bearish · +3 more');
    expect(storyCallsText(-0.62, many)).toBe('EUR/USD 6.2 ↘ Bearish · DAX ↗ Bullish · Bunds ↗ Bullish · CHF ↗ Bullish');
  });

  test('a score without instruments names none', () => {
    expect(storyCallsText(-0.42, [])).toBe('4.2 ↘ Bearish');
    expect(storyCallsText(0.04, [])).toBe('0.4 → Neutral');
  });
});
