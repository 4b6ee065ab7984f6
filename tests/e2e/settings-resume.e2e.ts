import { expect, test } from '@playwright/test';
import { seriousViolations, signedInAccount } from './helpers';

for (const width of [360, 1440]) {
  test(`at ${width} px: after cancelling at period end, Settings offers Resume subscription and Manage Subscription`, async ({ page }) => {
    await signedInAccount(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/billing/demo/checkout');
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page.waitForURL(/\/pricing\?success=true$/);
    await page.goto('/billing/demo/portal');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText('Cancelled at period end')).toBeVisible();

    await page.goto('/settings');
    // docs/product.md §2 text for a trial with cancellation stays.
    await expect(page.getByText('Ihr Abonnement wird nicht verlängert. Sie behalten den vollen Zugang bis zum Ende der Testphase.')).toBeVisible();
    await expect(page.getByText(/Testphase endet am/)).toBeVisible();
    const resume = page.getByRole('button', { name: 'Resume subscription' });
    await expect(resume).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Manage Subscription opens the portal in a new tab.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await popup;
    await expect(portal.getByText('Cancelled at period end')).toBeVisible();
    await portal.close();

    await resume.click();
    await expect(page.getByText('Subscription resumed')).toBeVisible();
    await expect(page.getByText(/Sie nutzen die kostenlose 7-tägige Testphase/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'End Trial Phase' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toHaveCount(0);
    await page.goto('/billing/demo/portal');
    await expect(page.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  });
}
