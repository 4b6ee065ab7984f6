import { expect, test } from '@playwright/test';
import { baseURL, PIXEL_ID, pixelURL } from '../../playwright.config';

test.use({ baseURL: pixelURL });

test('with a pixel configured: nothing reaches the pixel host before consent; refusing is one click and remembered', async ({ page }) => {
  const pixelRequests: string[] = [];
  await page.route(/facebook\.(net|com)/, async (route) => {
    pixelRequests.push(route.request().url());
    // A stub library: it only marks itself loaded, like the real one replaces the queue.
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__pixelLibraryLoaded = true;' });
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain('https://connect.facebook.net');
  const banner = page.getByRole('dialog', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/pricing/);
  expect(pixelRequests).toEqual([]);

  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toHaveCount(0);
  expect(pixelRequests).toEqual([]);

  // Cookie settings asks again; agreeing loads the pixel and sends the queued events.
  await page.getByRole('button', { name: /Cookie settings/ }).click();
  await page.getByRole('dialog', { name: 'Your privacy' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => pixelRequests.length).toBeGreaterThan(0);
  expect(pixelRequests[0]).toContain('connect.facebook.net/en_US/fbevents.js');
  const queue = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
  expect(queue[0]).toEqual(['init', PIXEL_ID]);
  expect(queue[1]).toEqual(['track', 'PageView']);
  expect(queue.some((call) => call[0] === 'track' && call[1] === 'ViewContent')).toBe(true);

  // The choice is remembered: on the next visit the pixel loads without asking.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pixelLibraryLoaded?: boolean }).__pixelLibraryLoaded)).toBe(true);
});

test('without a pixel configured there is no banner and the CSP allows no pixel host', async ({ page }) => {
  const response = await page.goto(`${baseURL}/`);
  expect(response?.headers()['content-security-policy']).not.toContain('facebook');
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cookie settings/ })).toHaveCount(0);
});
