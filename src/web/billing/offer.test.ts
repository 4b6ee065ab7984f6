import { expect, test } from 'bun:test';
import { checkoutButtonLabel, checkoutLines } from './offer';

test('the checkout during a running trial offers the plan after the trial, and never says the trial was used', () => {
  const lines = checkoutLines('after-trial', '2026-12-05T10:00:00.000Z').join(' ');
  expect(lines).toContain('Your free trial keeps running until 12/05/2026: nothing is charged before');
  expect(lines).toContain('Then €19.99 per month, cancel anytime');
  expect(lines).not.toContain('already used');
  expect(checkoutButtonLabel('after-trial')).toBe('Continue after the trial for €19.99/month');

  // The other offers as before: the trial, and the paid plan once the trial is used.
  expect(checkoutLines('trial', null)).toEqual(['7 days free, no card required', 'Then €19.99 per month unless you cancel']);
  expect(checkoutButtonLabel('trial')).toBe('Start 7-day free trial');
  expect(checkoutLines('paid', null).join(' ')).toContain('your free trial was already used');
  expect(checkoutButtonLabel('paid')).toBe('Subscribe for €19.99/month');
});
