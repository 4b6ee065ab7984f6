import { describe, expect, test } from 'bun:test';
import { alertRuleCreateInput } from './alert-inputs';
import {
  type AlertRule,
  alertImpactChoiceLabel,
  alertImpactChoices,
  alertInstrument,
  alertNotificationTitle,
  alertRuleSummary,
  alertWhyText,
  matchingAlertRules,
} from './alerts';
import type { FeedItem } from './feed';
import { IMPACT_BAND_FROM, impactLevel } from './impact';
import { emptyAnalysis } from './stored-analysis';

let nextId = 0;
const rule = (overrides: Partial<AlertRule>): AlertRule => ({
  id: `rule-${++nextId}`,
  name: 'A rule',
  enabled: true,
  keywords: [],
  category: null,
  direction: null,
  minImpact: null,
  instruments: [],
  watchlist: false,
  ...overrides,
});
const instrument = (symbol: string, score: number) => ({
  symbol,
  market: 'Stock Market',
  direction: score >= 0.1 ? ('bullish' as const) : score <= -0.1 ? ('bearish' as const) : ('neutral' as const),
  score,
});
const story = (overrides: Partial<FeedItem> & { instruments?: ReturnType<typeof instrument>[] } = {}): FeedItem => {
  const { instruments = [], ...rest } = overrides;
  return {
    id: 1,
    headline: 'Harbor Grocers widens its store count after a strong quarter',
    summary: null,
    content: null,
    analysis: { ...emptyAnalysis, explanation: 'Why it moves.', instruments },
    impact_score: 0.5,
    symbols: [],
    category: 'company',
    published_at: null,
    created_at: '2026-11-26T10:00:00.000Z',
    source_domain: 'example.test',
    publisher_name: null,
    source: null,
    url: null,
    outlet_count: 1,
    analysis_method: 'offline',
    ai_pending: false,
    reactions: null,
    revision: 1,
    ...rest,
  };
};
const names = (matched: AlertRule[]) => matched.map((r) => r.name);

describe('matchingAlertRules: each condition', () => {
  test('no rule, or a rule without a condition, alerts on nothing', () => {
    expect(matchingAlertRules(story(), [], [])).toEqual([]);
    expect(matchingAlertRules(story(), [rule({})], [])).toEqual([]);
  });

  test('keywords: any of them, matched as the feed matches words in the headline and summary', () => {
    const r = rule({ name: 'Grocers', keywords: ['pharmacy', 'store count'] });
    expect(names(matchingAlertRules(story(), [r], []))).toEqual(['Grocers']);
    expect(names(matchingAlertRules(story({ headline: 'Quiet day', summary: 'A new pharmacy opens downtown' }), [r], []))).toEqual(['Grocers']);
    expect(matchingAlertRules(story({ headline: 'Harbor Grocers storefront repainted' }), [r], [])).toEqual([]);
  });

  test('category: only stories of that category', () => {
    expect(matchingAlertRules(story({ category: 'economy' }), [rule({ category: 'economy' })], [])).toHaveLength(1);
    expect(matchingAlertRules(story({ category: 'company' }), [rule({ category: 'economy' })], [])).toHaveLength(0);
  });

  test('minimum impact: the shown figure, rounded as the card rounds it, either direction; unscored never passes', () => {
    expect(matchingAlertRules(story({ impact_score: 0.695 }), [rule({ minImpact: 7 })], [])).toHaveLength(1);
    expect(matchingAlertRules(story({ impact_score: -0.7 }), [rule({ minImpact: 7 })], [])).toHaveLength(1);
    expect(matchingAlertRules(story({ impact_score: 0.694 }), [rule({ minImpact: 7 })], [])).toHaveLength(0);
    expect(matchingAlertRules(story({ impact_score: null }), [rule({ minImpact: 1 })], [])).toHaveLength(0);
    for (const threshold of alertImpactChoices) {
      expect(matchingAlertRules(story({ impact_score: threshold / 10 }), [rule({ minImpact: threshold })], [])).toHaveLength(1);
      expect(matchingAlertRules(story({ impact_score: (threshold - 0.1) / 10 }), [rule({ minImpact: threshold })], [])).toHaveLength(0);
    }
  });

  test('minimum impact: the start of each colour band can be chosen, and alerts on exactly that band and up', () => {
    const bandStarts = [
      { threshold: IMPACT_BAND_FROM.medium, band: 'medium', label: '4.0 and up · yellow' },
      { threshold: IMPACT_BAND_FROM.high, band: 'high', label: '7.0 and up · red' },
    ] as const;
    for (const { threshold, band, label } of bandStarts) {
      expect(alertImpactChoices).toContain(threshold);
      expect(alertImpactChoiceLabel(threshold)).toBe(label);
      const draft = { name: `${label} rule`, keywords: [], category: null, direction: null, minImpact: threshold, instruments: [], watchlist: false };
      expect(alertRuleCreateInput.safeParse(draft).success).toBe(true);
      // The band's first figure (an unrounded 0.395 shows as 4.0) alerts; the figure below it does not.
      for (const score of [threshold / 10 - 0.005, -threshold / 10]) {
        expect(impactLevel(score)).toBe(band);
        expect(matchingAlertRules(story({ impact_score: score }), [rule({ minImpact: threshold })], [])).toHaveLength(1);
      }
      expect(impactLevel(threshold / 10 - 0.006)).not.toBe(band);
      expect(matchingAlertRules(story({ impact_score: threshold / 10 - 0.006 }), [rule({ minImpact: threshold })], [])).toHaveLength(0);
    }
    expect(alertImpactChoiceLabel(5)).toBe('5.0 and up');
  });

  test('direction: the shown sign of the story; neutral and unscored stories have none', () => {
    expect(matchingAlertRules(story({ impact_score: -0.4 }), [rule({ direction: 'bearish' })], [])).toHaveLength(1);
    expect(matchingAlertRules(story({ impact_score: 0.4 }), [rule({ direction: 'bearish' })], [])).toHaveLength(0);
    expect(matchingAlertRules(story({ impact_score: 0.04 }), [rule({ direction: 'bullish' })], [])).toHaveLength(0);
    expect(matchingAlertRules(story({ impact_score: null }), [rule({ direction: 'bullish' })], [])).toHaveLength(0);
  });

  test('instruments: listed symbols, case aside, and the watchlist when asked', () => {
    const s = story({ symbols: ['NVDA', 'AMD'] });
    expect(matchingAlertRules(s, [rule({ instruments: ['nvda'] })], [])).toHaveLength(1);
    expect(matchingAlertRules(s, [rule({ instruments: ['TSLA'] })], [])).toHaveLength(0);
    expect(matchingAlertRules(s, [rule({ watchlist: true })], ['AMD'])).toHaveLength(1);
    expect(matchingAlertRules(s, [rule({ watchlist: true })], [])).toHaveLength(0);
    expect(matchingAlertRules(s, [rule({ instruments: ['TSLA'], watchlist: true })], ['AMD'])).toHaveLength(1);
  });
});

describe('matchingAlertRules: combinations, switches, names', () => {
  test('every condition of a rule must hold', () => {
    const r = rule({ keywords: ['quarter'], category: 'company', minImpact: 5, direction: 'bullish', instruments: ['HBRG'] });
    const fits = story({ symbols: ['HBRG'], impact_score: 0.6 });
    expect(matchingAlertRules(fits, [r], [])).toHaveLength(1);
    expect(matchingAlertRules({ ...fits, category: 'economy' }, [r], [])).toHaveLength(0);
    expect(matchingAlertRules({ ...fits, impact_score: 0.4 }, [r], [])).toHaveLength(0);
    expect(matchingAlertRules({ ...fits, impact_score: -0.6 }, [r], [])).toHaveLength(0);
    expect(matchingAlertRules({ ...fits, symbols: ['AMD'] }, [r], [])).toHaveLength(0);
    expect(matchingAlertRules({ ...fits, headline: 'Harbor Grocers widens its store count' }, [r], [])).toHaveLength(0);
  });

  test('any rule that is on: each one that matches, in the user’s order; a rule switched off never', () => {
    const big = rule({ name: 'Big movers', minImpact: 7 });
    const mine = rule({ name: 'My tickers', watchlist: true });
    const off = rule({ name: 'Paused', minImpact: 1, enabled: false });
    const s = story({ symbols: ['NVDA'], impact_score: 0.8 });
    expect(names(matchingAlertRules(s, [big, off, mine], ['NVDA']))).toEqual(['Big movers', 'My tickers']);
    expect(names(matchingAlertRules({ ...s, impact_score: 0.2 }, [big, off, mine], ['NVDA']))).toEqual(['My tickers']);
    expect(matchingAlertRules({ ...s, symbols: [], impact_score: 0.2 }, [big, off, mine], ['NVDA'])).toEqual([]);
  });

  test('with instruments named, the direction is that instrument’s own call, not the headline figure’s', () => {
    // One lifts, another sinks: a rule for the sinking one, bearish, matches.
    const s = story({ impact_score: 0.71, symbols: ['LKVF', 'HBRG'], instruments: [instrument('LKVF', 0.71), instrument('HBRG', -0.38)] });
    expect(matchingAlertRules(s, [rule({ instruments: ['HBRG'], direction: 'bearish' })], [])).toHaveLength(1);
    expect(matchingAlertRules(s, [rule({ instruments: ['HBRG'], direction: 'bullish' })], [])).toHaveLength(0);
    expect(matchingAlertRules(s, [rule({ direction: 'bearish' })], [])).toHaveLength(0);
  });

  test('a macro story with no ticker: a rule for the instrument it moves matches, and the alert names that instrument', () => {
    const fed = story({
      headline: 'Central bank holds its policy rate and signals patience',
      category: 'economy',
      impact_score: -0.62,
      symbols: [],
      instruments: [instrument('US Treasuries', -0.62), instrument('USD', 0.45)],
    });
    const rates = rule({ name: 'Rates', instruments: ['us treasuries'], direction: 'bearish' });
    const macro = rule({ name: 'Macro 6+', category: 'economy', minImpact: 6 });
    const matched = matchingAlertRules(fed, [rates, macro], []);
    expect(names(matched)).toEqual(['Rates', 'Macro 6+']);
    expect(alertInstrument(fed, [macro], [])).toBe('US Treasuries');
    expect(alertInstrument(fed, [rule({ instruments: ['USD'] })], [])).toBe('USD');
    expect(alertWhyText(matched, alertInstrument(fed, matched, []))).toBe('Your rules “Rates”, “Macro 6+” · Moves US Treasuries');
    expect(alertNotificationTitle(fed)).toBe('US Treasuries 6.2 ↘ Bearish · USD ↗ Bullish');
  });

  test('the alert names the instrument the user asked for first, and one rule in the singular', () => {
    const s = story({ symbols: ['AAPL', 'MSFT'], instruments: [instrument('AAPL', 0.5), instrument('MSFT', 0.3)] });
    const r = rule({ name: 'Mine', watchlist: true });
    expect(alertInstrument(s, [r], ['MSFT'])).toBe('MSFT');
    expect(alertWhyText([r], 'MSFT')).toBe('Your rule “Mine” · Moves MSFT');
    expect(alertWhyText([r], null)).toBe('Your rule “Mine”');
  });

  test('a rule’s conditions in words', () => {
    expect(
      alertRuleSummary(
        rule({ keywords: ['rate cut', 'inflation'], category: 'economy', direction: 'bearish', minImpact: 7, instruments: ['EUR/USD'], watchlist: true }),
      ),
    ).toBe('Keywords: rate cut, inflation · Economy · Bearish · Impact 7.0+ · EUR/USD, your watchlist');
  });
});

describe('notification title', () => {
  const scored = (score: number, ...instruments: ReturnType<typeof instrument>[]) => story({ impact_score: score, instruments });

  test('instruments moving opposite ways each carry their own arrow; the figure sits with the primary', () => {
    // "Lakeview Foods soars on a buyout bid while rival Harbor Grocers slides"
    const title = alertNotificationTitle(scored(0.71, instrument('LKVF', 0.71), instrument('HBRG', -0.38)));
    expect(title).toBe('LKVF 7.1 ↗ Bullish · HBRG ↘ Bearish');
    expect(title).not.toMatch(/HBRG ↗|LKVF ↘/);
  });

  test('the title names two instruments and counts the rest', () => {
    const title = alertNotificationTitle(
      scored(-0.55, instrument('EUR/USD', -0.55), instrument('DAX', 0.4), instrument('Bunds', 0.35), instrument('CHF', 0.2)),
    );
    expect(title).toBe('EUR/USD 5.5 ↘ Bearish · DAX ↗ Bullish · +2 more');
  });

  test('without a figure it says what the card says; a score without instruments shows its direction beside no symbol', () => {
    expect(alertNotificationTitle(story({ impact_score: null }))).toBe('Not scored');
    expect(alertNotificationTitle(story({ impact_score: null, analysis: { ...emptyAnalysis, failure: 'unable' } }))).toBe('Analysis unavailable');
    expect(alertNotificationTitle(scored(0.72))).toBe('7.2 ↗ Bullish');
  });
});
