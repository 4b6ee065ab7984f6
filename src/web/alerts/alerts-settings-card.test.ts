import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

// A document for this file only: the card's module reads the session, which lives in the browser.
beforeAll(() => GlobalRegistrator.register());
afterAll(() => GlobalRegistrator.unregister());

test('Settings describes alerts as they work: named rules of any conditions, matched whole, sent three ways', async () => {
  const { alertsInBrief } = await import('./alerts-settings-card');
  // Every condition a rule can hold (shared/alerts.ts AlertConditions), the watchlist among the instruments.
  for (const condition of ['keywords', 'a category', 'a direction', 'a minimum impact', 'instruments', 'your watchlist']) {
    expect(alertsInBrief).toContain(condition);
  }
  expect(alertsInBrief).toContain('named rules');
  expect(alertsInBrief).toContain('every condition of a rule that is on');
  // The three channels of the Alerts page: this browser, push with the tab closed, e-mail.
  for (const channel of ['in this browser while the feed is open', 'even with the tab closed', 'by e-mail']) {
    expect(alertsInBrief).toContain(channel);
  }
  // The model before named rules: one watchlist switch and one impact threshold.
  expect(alertsInBrief).not.toContain('above an impact you choose');
});
