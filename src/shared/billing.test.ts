import { expect, test } from 'bun:test';
import { PLAN, planPurchaseValue, planText } from './billing';

test('docs/product.md §9: the plan is 19.99 EUR a month with a 7-day trial, written the way each language writes it', () => {
  expect(PLAN.price).toBe(19.99);
  expect(PLAN.trialDays).toBe(7);
  expect(planText).toEqual({
    price: '€19.99',
    priceWithCode: '19.99 EUR',
    priceDe: '19,99 €',
    priceWithCodeDe: '19,99 EUR',
    trial: '7-day',
    trialDe: '7-tägige',
  });
  expect(planPurchaseValue).toEqual({ value: 19.99, currency: 'EUR' });
});
