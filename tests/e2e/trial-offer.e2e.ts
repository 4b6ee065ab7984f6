import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { seriousViolations, signedInAccount, startDemoTrial, statusCheckShown } from './helpers';

/** No serious accessibility problem, and a full-page picture in test-results/ for a person to look at. */
async function checkAndKeep(page: Page, testInfo: TestInfo, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const width of [360, 1440]) {
  test(`at ${width} px: a used trial is never offered again; the price is, the checkout grants it, and /pricing then welcomes the subscriber`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signedInAccount(page);
    const tab = await startDemoTrial(page);
    await tab.goto('/settings');
    await tab.getByRole('button', { name: 'End Trial Phase' }).click();
    await tab.getByRole('dialog').getByRole('button', { name: 'End Trial Phase' }).click();
    await expect(tab.getByText('Inactive', { exact: true })).toBeVisible();
    await tab.setViewportSize({ width, height: 900 });
    await tab.emulateMedia({ reducedMotion: 'reduce' });

    await tab.goto('/news-analysis');
    await expect(tab.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    await expect(tab.getByText('Subscribe to see every score as it happens.')).toBeVisible();
    await expect(tab.getByRole('main')).not.toContainText('free trial');
    await checkAndKeep(tab, testInfo, `trial-used-gate-${width}`);

    await tab.goto('/pricing');
    const plan = tab.getByRole('region', { name: 'Professional Plan' });
    await expect(plan.getByRole('button', { name: 'Subscribe for €19.99/month' })).toBeVisible();
    await expect(plan).not.toContainText('free trial');
    await expect(tab.getByText('€19.99 per month, billed monthly. Cancel anytime.')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
    await checkAndKeep(tab, testInfo, `trial-used-pricing-${width}`);

    await tab.goto('/');
    await expect(tab.getByRole('main')).not.toContainText('free trial');
    await expect(tab.getByRole('main').getByRole('link', { name: /Subscribe for €19\.99\/month/ })).toHaveAttribute('href', '/pricing');

    // The checkout grants exactly what the page said: the paid plan, no trial.
    await tab.goto('/pricing');
    const popup = tab.waitForEvent('popup');
    await plan.getByRole('button', { name: 'Subscribe for €19.99/month' }).click();
    const checkout = await popup;
    await checkout.setViewportSize({ width, height: 900 });
    await checkout.emulateMedia({ reducedMotion: 'reduce' });
    await expect(checkout.getByRole('button', { name: /Subscribe for €19\.99\/month/ })).toBeVisible();
    await expect(checkout.getByText(/days free/)).toHaveCount(0);
    const recheck = statusCheckShown(checkout, 'manual');
    await checkout.getByRole('button', { name: /Subscribe for €19\.99\/month/ }).click();
    await checkout.waitForURL(/\/pricing\?success=true$/);

    // docs/product.md §2: the success banner and the active-subscription banner, and no redirect past them.
    await expect(checkout.getByText(/Welcome to .* Professional!/)).toBeVisible();
    await expect(checkout.getByText('Your subscription is active. Enjoy the live news analysis.')).toBeVisible();
    await expect(checkout.getByText(/Your Professional is active until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // The re-check 2 s after arriving finds the subscription, and the page stays.
    await recheck;
    await expect(checkout).toHaveURL(/\/pricing\?success=true$/);
    await expect(checkout.getByText(/free trial is active/)).toHaveCount(0);
    await checkAndKeep(checkout, testInfo, `subscribed-pricing-${width}`);
  });
}
