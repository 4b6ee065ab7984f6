import { describe, expect, test } from 'bun:test';
import { type AlertRules, alertImpactChoices, alertNotificationTitle, alertReasons, alertReasonsText, defaultAlertRules, hasAlertRule } from './alerts';

const rules = (overrides: Partial<AlertRules>): AlertRules => ({ ...defaultAlertRules, ...overrides });
const story = (impact_score: number | null, symbols: string[] = []) => ({ impact_score, symbols });

describe('alert rules', () => {
  test('with no rule nothing alerts, whatever the story', () => {
    expect(hasAlertRule(defaultAlertRules)).toBe(false);
    expect(hasAlertRule(rules({ email: true }))).toBe(false);
    expect(alertReasons(story(1, ['NVDA']), rules({ email: true }), ['NVDA'])).toEqual([]);
  });

  test('the watchlist rule: a story naming a followed symbol, and only when the rule is on', () => {
    expect(alertReasons(story(0.1, ['AAPL', 'NVDA']), rules({ watchlist: true }), ['NVDA'])).toEqual(['watchlist']);
    expect(alertReasons(story(null, ['NVDA']), rules({ watchlist: true }), ['NVDA'])).toEqual(['watchlist']);
    expect(alertReasons(story(0.9, ['AAPL']), rules({ watchlist: true }), ['NVDA'])).toEqual([]);
    expect(alertReasons(story(0.9, ['NVDA']), rules({ watchlist: true }), [])).toEqual([]);
    expect(alertReasons(story(0.9, ['NVDA']), rules({ watchlist: false }), ['NVDA'])).toEqual([]);
  });

  test('the impact rule reads the shown figure, rounded as the card rounds it, either direction', () => {
    expect(alertReasons(story(0.695), rules({ minImpact: 7 }), [])).toEqual(['impact']);
    expect(alertReasons(story(-0.7), rules({ minImpact: 7 }), [])).toEqual(['impact']);
    expect(alertReasons(story(0.694), rules({ minImpact: 7 }), [])).toEqual([]);
    expect(alertReasons(story(-3), rules({ minImpact: 10 }), [])).toEqual(['impact']);
  });

  test('every offered threshold alerts at its own figure and not a tenth below', () => {
    for (const threshold of alertImpactChoices) {
      expect(alertReasons(story(threshold / 10), rules({ minImpact: threshold }), [])).toEqual(['impact']);
      expect(alertReasons(story((threshold - 0.1) / 10), rules({ minImpact: threshold }), [])).toEqual([]);
    }
  });

  test('a story without a score never passes an impact rule', () => {
    expect(alertReasons(story(null), rules({ minImpact: 1 }), [])).toEqual([]);
  });

  test('both rules: each reason that holds, watchlist first', () => {
    expect(alertReasons(story(0.8, ['NVDA']), rules({ watchlist: true, minImpact: 7 }), ['NVDA'])).toEqual(['watchlist', 'impact']);
    expect(alertReasons(story(0.8, ['AAPL']), rules({ watchlist: true, minImpact: 7 }), ['NVDA'])).toEqual(['impact']);
  });

  test('why a story alerts, in the words the notification and the mail use', () => {
    expect(alertReasonsText(['watchlist', 'impact'], ['MSFT', 'AAPL'], rules({ watchlist: true, minImpact: 7 }))).toBe(
      'On your watchlist: MSFT, AAPL · Impact 7.0 or more',
    );
    expect(alertReasonsText(['impact'], [], rules({ minImpact: 5 }))).toBe('Impact 5.0 or more');
  });
});

describe('notification title', () => {
  const pair = (symbol: string, score: number) => ({ symbol, score });

  test('instruments moving opposite ways each carry their own arrow; the figure sits with the primary', () => {
    // "Lakeview Foods soars on a buyout bid while rival Harbor Grocers slides"
    const title = alertNotificationTitle(0.71, [pair('LKVF', 0.71), pair('HBRG', -0.38)]);
    expect(title).toBe('LKVF 7.1 ↗ Bullish · HBRG ↘ Bearish');
    expect(title).not.toMatch(/HBRG ↗|LKVF ↘/);
  });

  test('the title names two instruments and counts the rest', () => {
    const title = alertNotificationTitle(-0.55, [pair('EUR/USD', -0.55), pair('DAX', 0.4), pair('Bunds', 0.35), pair('CHF', 0.2)]);
    expect(title).toBe('EUR/USD 5.5 ↘ Bearish · DAX ↗ Bullish · +2 more');
  });

  test('no score says "Not scored"; a score without instruments shows its direction beside no symbol', () => {
    expect(alertNotificationTitle(null, [])).toBe('Not scored');
    expect(alertNotificationTitle(0.72, [])).toBe('7.2 ↗ Bullish');
  });
});
