import { expect, test } from '@playwright/test';
import { linkFromOutbox, seriousViolations, uniqueEmail } from './helpers';

for (const width of [360, 1440]) {
  test(`at ${width} px: from Create Account to the first story in four steps and one tab`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('onboard');
    const password = 'market-mover-1';
    const steps: string[] = [];

    // 1. Create Account (the form).
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please check your email to confirm your account.').first()).toBeVisible();
    steps.push('create account');

    // 2. The link in the confirmation mail: signed in, with the trial offered in place.
    await page.goto(await linkFromOutbox(page.request, email, 'signup'));
    steps.push('open confirmation link');
    const offer = page.getByRole('region', { name: 'Your address is confirmed' });
    await expect(offer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // 3. One click starts the trial and opens the feed, in this tab.
    await offer.getByRole('button', { name: 'Start your 7-day free trial' }).click();
    steps.push('start trial');
    await expect(page).toHaveURL(/\/news-analysis$/);

    // 4. The first story.
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    steps.push('first story shown');
    expect(context.pages()).toHaveLength(1);
    expect(steps).toHaveLength(4);
    test.info().annotations.push({ type: 'steps', description: steps.join(' → ') });

    // The offer is for the moment of confirmation only: the home page no longer shows it.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your address is confirmed' })).toHaveCount(0);
    // And the product's checkout flow is still there for a user who did not take the offer.
    await page.goto('/settings');
    await expect(page.getByText('Trial Phase', { exact: true })).toBeVisible();
  });
}

test('a user who does not take the offer still has the usual checkout on /pricing', async ({ page }) => {
  const email = uniqueEmail('again');
  await page.request.post('/trpc/auth.signUp', { data: { email, password: 'market-mover-1' } });
  const link = await linkFromOutbox(page.request, email, 'signup');
  await page.goto(link);
  await expect(page.getByRole('region', { name: 'Your address is confirmed' })).toBeVisible();
  // Without taking the offer, the plan page still offers the checkout (docs/product.md §7 flow).
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
});
