import { describe, expect, test } from 'bun:test';
import { type AlertRules, alertImpactChoices, alertReasons, alertReasonsText, defaultAlertRules, hasAlertRule } from './alerts';

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
