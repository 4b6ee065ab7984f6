import { expect, type Page, test } from '@playwright/test';
import { signedInAccount as signedInAtDesktop } from './helpers';

/** Tabs of one browser share the session and must agree on the subscription. */
for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    async function signedInAccount(page: Page) {
      await page.setViewportSize({ width: 1440, height: 900 });
      const account = await signedInAtDesktop(page);
      await page.setViewportSize({ width, height: 900 });
      return account;
    }

    test('starting the trial in the checkout tab opens the feed in the original tab, and its Start Free Trial shows the trial instead of an error', async ({
      page,
      context,
    }) => {
      await signedInAccount(page);
      await page.goto('/news-analysis');
      await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();

      // A second tab of the same browser still shows the pricing page from before the trial.
      const pricing = await context.newPage();
      await pricing.goto('/pricing');
      await expect(pricing.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: 'Get Premium Now' }).click();
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      const checkout = await popup;
      await checkout.getByRole('button', { name: 'Start 7-day free trial' }).click();
      await checkout.waitForURL(/\/pricing\?success=true&redirect=%2Fnews-analysis$/);

      // The original tab follows at once, without a reload or a focus change.
      await page.goto('/news-analysis');
      await expect(page.getByRole('heading', { name: 'Premium Feature' })).toHaveCount(0, { timeout: 4000 });
      await expect(page.getByRole('heading', { name: 'News Analysis' })).toBeVisible();

      // The pricing tab offers no second trial; if its state were stale, the server's 409 would
      // be answered by a re-check, never by "Error creating checkout session".
      await expect(pricing.getByText(/Professional trial/)).toBeVisible({ timeout: 4000 });
      await expect(pricing.getByText('Error creating checkout session. Please try again.')).toHaveCount(0);
    });

    test('a stale Start Free Trial that the server answers with 409 re-checks and shows the trial', async ({ page, browser }) => {
      await signedInAccount(page);
      await page.goto('/pricing');
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();

      // The trial is started from another browser with the same account: nothing tells this tab.
      const session = await page.evaluate(() => localStorage.getItem('impactwire.auth.session'));
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      await other.goto('/');
      await other.evaluate((value) => localStorage.setItem('impactwire.auth.session', value ?? ''), session);
      await other.goto('/billing/demo/checkout');
      await other.getByRole('button', { name: 'Start 7-day free trial' }).click();
      await other.waitForURL(/\/pricing\?success=true$/);
      await elsewhere.close();

      // The server refuses a second checkout with 409; the tab re-checks and shows the trial.
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      const opened = await popup;
      await expect.poll(() => opened.isClosed()).toBe(true);
      await expect(page.getByText(/Professional trial/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
      await expect(page.getByText('Error creating checkout session. Please try again.')).toHaveCount(0);
    });

    test('settings follow a change made in the portal tab', async ({ page, context }) => {
      await signedInAccount(page);
      const popup = page.waitForEvent('popup');
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      const checkout = await popup;
      await checkout.getByRole('button', { name: 'Start 7-day free trial' }).click();
      await checkout.waitForURL(/\/pricing\?success=true$/);
      await checkout.close();

      await page.goto('/settings');
      await expect(page.getByText('Trial Phase', { exact: true })).toBeVisible();
      const portal = await context.newPage();
      await portal.goto('/billing/demo/portal');
      await portal.getByRole('button', { name: 'Cancel at period end' }).click();
      await expect(portal.getByText('Cancelled at period end')).toBeVisible();

      await expect(page.getByText(/Ihr Abonnement wird nicht verlängert/)).toBeVisible({ timeout: 4000 });
    });

    test('signing out in another tab sends an open feed page to /auth', async ({ page, context }) => {
      await signedInAccount(page);
      await page.goto('/billing/demo/checkout');
      await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
      await page.waitForURL(/\/pricing\?success=true$/);
      await page.goto('/news-analysis');
      await expect(page.getByRole('heading', { name: 'News Analysis' })).toBeVisible();
      const other = await context.newPage();
      await other.goto('/settings');
      await signOut(other);
      await expect(page).toHaveURL(/\/auth\?redirect=%2Fnews-analysis$/, { timeout: 4000 });
      await expect(page.getByRole('heading', { name: 'Premium Feature' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });
  });
}

async function signOut(page: Page) {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: /@example\.com/ });
  // The top bar shows the account menu (wide) or the menu button (narrow) once it has drawn.
  await expect(menu.or(banner.getByRole('button', { name: 'Open menu' }))).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  } else {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await banner.getByRole('button', { name: 'Log out' }).click();
  }
}
