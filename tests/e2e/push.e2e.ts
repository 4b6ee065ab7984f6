import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { entitledTab, expectNoSidewaysScroll, seriousViolations } from './helpers';

/**
 * The Alerts page's switch for notifications with the tab closed. Headless Chromium has no push
 * service to reach here, so this journey covers the browser's side up to that point: the
 * service worker registers at /sw.js for the whole site, answers no request (no fetch handler)
 * and keeps no cache, and the switch says honestly that this browser could not subscribe and
 * stays off. Subscribing, signing, encrypting and delivering are covered against a local push
 * service in tests/push.test.ts.
 */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the push switch registers a service worker that caches nothing and says when this browser cannot subscribe`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const tab = await entitledTab(page, viewport.width, viewport.height);
    await tab.goto('/alerts');
    const toggle = tab.getByRole('switch', { name: /Notifications on this device, even with the tab closed/ });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    const registration = await tab.evaluate(async () => {
      const found = await navigator.serviceWorker.ready;
      return { script: found.active?.scriptURL, scope: found.scope };
    });
    expect(registration).toEqual({ script: `${baseURL}/sw.js`, scope: `${baseURL}/` });

    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(tab.getByRole('alert').filter({ hasText: 'This browser could not subscribe to notifications' })).toBeVisible({ timeout: 20_000 });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(tab.getByText('Your devices')).toHaveCount(0);

    await expectNoSidewaysScroll(tab);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(tab)).toEqual([]);
    await tab.screenshot({ path: `test-results/push-switch-${viewport.width}.png`, fullPage: true });

    // Controlled by the worker from now on, pages and data still come from the network, and nothing is cached.
    const responses: boolean[] = [];
    tab.on('response', (response) => responses.push(response.fromServiceWorker()));
    await tab.goto('/news-analysis');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.goto('/alerts');
    await expect(toggle).toBeVisible();
    expect(await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.filter(Boolean)).toEqual([]);
    expect(await tab.evaluate(() => caches.keys())).toEqual([]);
  });
}
