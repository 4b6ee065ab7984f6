import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, signedInAccount, statusCheckShown } from './helpers';

const welcome = /Welcome to .* Professional!/;

/** Every analytics event of the tab, kept across reloads in sessionStorage. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('app:analytics', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('seen-events') ?? '[]') as string[];
      seen.push((event as CustomEvent<{ name: string }>).detail.name);
      sessionStorage.setItem('seen-events', JSON.stringify(seen));
    });
  });
}
const seenEvents = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('seen-events') ?? '[]') as string[]);

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test('an anonymous visitor with the success link is not welcomed to a trial and fires no TrialStarted', async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordEvents(page);
      // The 2 s re-check is time under test: the page's clock is moved past it rather than waited for.
      await page.clock.install();
      await page.goto('/pricing?success=true');
      await expect(page.getByRole('heading', { name: 'Professional Plan' })).toBeVisible();
      // Past the 2 s re-check (a visitor's asks the server nothing).
      await page.clock.runFor(2_600);
      await expect(page.getByText(welcome)).toHaveCount(0);
      await expect(page.getByText(/free trial is active/)).toHaveCount(0);
      expect(await seenEvents(page)).not.toContain('TrialStarted');
    });

    test('a signed-in user without a trial is not welcomed either', async ({ page }) => {
      await signedInAccount(page);
      await page.setViewportSize({ width, height: 900 });
      await recordEvents(page);
      const recheck = statusCheckShown(page, 'manual');
      await page.goto('/pricing?success=true');
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
      await recheck;
      await expect(page.getByText(welcome)).toHaveCount(0);
      expect(await seenEvents(page)).not.toContain('TrialStarted');
    });

    test('back from checkout: welcome with a button to the feed, TrialStarted once however often the page is reloaded', async ({ page }) => {
      await signedInAccount(page);
      await page.setViewportSize({ width, height: 900 });
      await recordEvents(page);
      await page.goto('/billing/demo/checkout');
      await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
      await page.waitForURL(/\/pricing\?success=true$/);
      await expect(page.getByText(welcome)).toBeVisible();
      await expect.poll(() => seenEvents(page), { timeout: 5000 }).toContain('TrialStarted');

      expect(await seriousViolations(page)).toEqual([]);

      for (let i = 0; i < 2; i += 1) {
        // Each reload re-checks after 2 s: the trial it finds again is not reported again.
        const recheck = statusCheckShown(page, 'manual');
        await page.reload();
        await expect(page.getByText(welcome)).toBeVisible();
        await recheck;
      }
      expect((await seenEvents(page)).filter((name) => name === 'TrialStarted')).toHaveLength(1);

      await page.getByRole('link', { name: 'Open the live feed' }).click();
      await expect(page).toHaveURL(/\/news-analysis$/);
      await expect(page.getByRole('heading', { name: 'News Analysis' })).toBeVisible();
    });
  });
}
