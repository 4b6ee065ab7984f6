import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, signedInAccount } from './helpers';

type OutboxMail = { to: string; subject: string };

for (const width of [360, 1440]) {
  test(`at ${width} px: download my data, then delete the account with the password; the trial ends, every tab is signed out, a mail confirms`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const { email, password } = await signedInAccount(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/billing/demo/checkout');
    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    await page.waitForURL(/\/pricing\?success=true$/);
    const feed = await context.newPage();
    await feed.goto('/news-analysis');
    await expect(feed.getByRole('heading', { name: 'News Analysis' })).toBeVisible();

    await page.goto('/settings');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await downloading;
    const data = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as { account: { email: string }; subscription: { access: string } };
    expect(data.account.email).toBe(email);
    expect(data.subscription.access).toBe('trial');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('This cannot be undone');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Current password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: email })).toHaveCount(0);
    // The other tab leaves the feed.
    await expect(feed).toHaveURL(/\/auth\?redirect=%2Fnews-analysis$/, { timeout: 4000 });
    // Signing in again fails: the account is gone.
    const signIn = await page.request.post('/trpc/auth.signIn', { data: { email, password } });
    expect(signIn.status()).toBe(400);
    expect(await signIn.text()).toContain('Invalid login credentials');
    const mails = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMail[];
    expect(mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual(['Your Impactwire account has been deleted']);
  });
}

test('the privacy policies describe self-service deletion and the export, in German and English', async ({ page }) => {
  await page.goto('/datenschutz');
  await expect(page.getByText(/In den Einstellungen können Sie Ihr Konto jederzeit selbst löschen/)).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText(/You can delete your account yourself at any time in Settings/)).toBeVisible();
  await expect(page.getByText(/"Download my data" gives you the data/)).toBeVisible();
});
