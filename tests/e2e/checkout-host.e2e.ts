import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { createAccount } from './helpers';

// The server's PUBLIC_URL names localhost; the visitor came by 127.0.0.1 (another origin, with
// its own session storage). The demo checkout must open where the visitor is.
const otherHost = baseURL.replace('//localhost:', '//127.0.0.1:');

test('the demo checkout opens on the host the visitor is on and starts the trial there', async ({ page }) => {
  const { email, confirmLink } = await createAccount(page);
  const token = new URLSearchParams(confirmLink.split('#')[1]).get('token');
  const confirmed = await page.request.post('/trpc/auth.confirmEmail', { data: { token } });
  expect(confirmed.ok()).toBe(true);
  const session = ((await confirmed.json()) as { result: { data: unknown } }).result.data;
  await page.goto(`${otherHost}/`);
  await page.evaluate((value) => localStorage.setItem('impactwire.auth.session', JSON.stringify(value)), session);
  await page.goto(`${otherHost}/pricing`);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/billing\/demo\/checkout$/);
  expect(new URL(checkout.url()).origin).toBe(otherHost);
  await expect(checkout.getByText('Demo — no payment is taken')).toBeVisible();
  await checkout.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await checkout.waitForURL(`${otherHost}/pricing?success=true`);
});
