import { type Browser, expect, type Page, test } from '@playwright/test';
import { createAccount, entitledTab, linkFromOutbox, publishStories, sendResetLink, seriousViolations, signedInAccount, uniqueEmail } from './helpers';

const viewports = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

/** A browser of its own (no session, no storage), as when a mail link is opened on another device. */
async function freshBrowserPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  return context.newPage();
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a story link opened signed out leads to the story after sign-in', async ({ page, browser, baseURL }, testInfo) => {
      // A trial, then a second browser: longer than a one-page journey.
      test.setTimeout(150_000);
      const password = 'market-mover-1';
      // A trial user and a story with its own page, as an alert mail links to it.
      const trader = await entitledTab(page, viewport.width, viewport.height);
      const [headline] = await publishStories(trader, [`Port strike ${Date.now().toString(36)} halts grain barges on the Danube`]);
      await trader.goto('/news-analysis');
      const href = await trader
        .getByRole('link', { name: headline as string })
        .first()
        .getAttribute('href');
      expect(href).toMatch(/^\/news-analysis\/\d+$/);
      const deepLink = `${href}?from=alert#sources`;

      // (a) Signed out (a browser without the session): the story link asks to sign in, then opens the story.
      const visitor = await freshBrowserPage(browser, baseURL, viewport);
      await visitor.goto(deepLink);
      await expect(visitor).toHaveURL(/\/auth\?redirect=%2Fnews-analysis%2F\d+%3Ffrom%3Dalert%23sources$/);
      await expect(visitor).toHaveTitle(/^Sign In · /);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      const account = await trader.evaluate(() => JSON.parse(localStorage.getItem('impactwire.auth.session') ?? 'null')?.user?.email as string);
      await visitor.getByLabel('Email').fill(account);
      await visitor.getByLabel('Password', { exact: true }).fill(password);
      await visitor.getByRole('button', { name: 'Sign In' }).click();
      await expect(visitor).toHaveURL(new RegExp(`${href}\\?from=alert#sources$`), { timeout: 15_000 });
      await expect(visitor.getByRole('heading', { level: 1, name: headline as string })).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(visitor)).toEqual([]);
      await visitor.screenshot({ path: `test-results/deep-link-signed-in-${viewport.width}.png`, fullPage: true });
      testInfo.annotations.push({ type: 'screenshot', description: `test-results/deep-link-signed-in-${viewport.width}.png` });
      await visitor.context().close();
    });

    test('a newcomer signs up from a story link and, confirming in another browser, lands on that story', async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const password = 'market-mover-1';
      // A newcomer has no trial yet: the story's page shows its Premium gate, whichever story it is.
      const deepLink = '/news-analysis/1?from=alert#sources';
      const href = '/news-analysis/1';
      const newcomer = await freshBrowserPage(browser, baseURL, viewport);
      await newcomer.goto(deepLink);
      await newcomer.getByRole('link', { name: 'Create Account' }).click();
      await expect(newcomer).toHaveURL(/\/auth\?mode=signup&redirect=%2Fnews-analysis%2F\d+%3Ffrom%3Dalert%23sources$/);
      await expect(newcomer).toHaveTitle(/^Create Account · /);
      await expect(newcomer.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      expect(await seriousViolations(newcomer)).toEqual([]);
      await newcomer.screenshot({ path: `test-results/deep-link-sign-up-${viewport.width}.png`, fullPage: true });
      testInfo.annotations.push({ type: 'screenshot', description: `test-results/deep-link-sign-up-${viewport.width}.png` });
      const email = uniqueEmail('deeplink');
      await newcomer.getByLabel('Email').fill(email);
      await newcomer.getByLabel('Password', { exact: true }).fill(password);
      await newcomer.getByLabel('Confirm password', { exact: true }).fill(password);
      await newcomer.getByLabel(/I accept the/).check();
      await newcomer.getByRole('button', { name: 'Create Account' }).click();
      await expect(newcomer.getByText('Please check your email to confirm your account.').first()).toBeVisible();
      await expect(newcomer).toHaveTitle(/^Sign In · /);
      await newcomer.context().close();

      // The confirmation link, opened in another browser: signed in, at the story's address (a
      // newcomer without a trial sees its Premium gate there).
      const mailbox = await freshBrowserPage(browser, baseURL, viewport);
      await mailbox.goto(await linkFromOutbox(mailbox.request, email, 'signup'));
      await expect(mailbox).toHaveURL(new RegExp(`${href}\\?from=alert#sources$`), { timeout: 15_000 });
      await expect(mailbox.getByText('Email confirmed')).toBeVisible();
      await expect(mailbox.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
      expect(await seriousViolations(mailbox)).toEqual([]);
      await mailbox.screenshot({ path: `test-results/deep-link-confirmed-${viewport.width}.png`, fullPage: true });
      testInfo.annotations.push({ type: 'screenshot', description: `test-results/deep-link-confirmed-${viewport.width}.png` });
      await mailbox.context().close();
    });

    test('a visitor who forgot the password sets a new one from the reset link, then signing in opens the page asked for', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const { email, confirmLink } = await createAccount(page);
      await page.request.post('/trpc/auth.confirmEmail', { data: { token: new URLSearchParams(confirmLink.split('#')[1]).get('token') } });

      await page.goto('/settings#change-password');
      await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings%23change-password$/);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await sendResetLink(page, email);

      await page.goto(await linkFromOutbox(page.request, email, 'recovery'));
      await expect(page).toHaveTitle(/^Set new password · /);
      const newPassword = 'grain-barges-2';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings%23change-password$/, { timeout: 15_000 });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/settings#change-password$/, { timeout: 15_000 });
      await expect(page.getByText('Email address cannot be changed')).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/deep-link-after-reset-${viewport.width}.png`, fullPage: true });
      test.info().annotations.push({ type: 'screenshot', description: `test-results/deep-link-after-reset-${viewport.width}.png` });
    });
  });
}

/** The API's refusals this page met (401, 403), alone or within a batch: each as `status procedure-path`. */
function recordRefusals(page: Page) {
  const reads: Promise<void>[] = [];
  const refusals: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/trpc/')) return;
    reads.push(
      response.text().then(
        (body) => {
          const refused = [401, 403].includes(response.status()) || /"httpStatus":40[13]\b/.test(body);
          if (refused) refusals.push(`${response.status()} ${url.pathname}`);
        },
        () => {},
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    return refusals;
  };
}

const paidPages = ['/alerts', '/news-analysis/1', '/news-analysis/calibration', '/news-analysis'];

test('opening the paid pages asks the API nothing it refuses: signed out they ask to sign in, without a plan they show the Premium gate', async ({ page }) => {
  test.setTimeout(90_000);
  const refusals = recordRefusals(page);
  for (const path of [...paidPages, '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }

  await signedInAccount(page);
  for (const path of paidPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Feature' })).toBeVisible();
  }
  // Moving there within the app (the link is preloaded on hover) asks nothing more.
  await page.goto('/settings');
  await expect(page.getByText('Email address cannot be changed')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News Analysis' }).click();
  await expect(page).toHaveURL(/\/news-analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Feature' })).toBeVisible();
  expect(await refusals()).toEqual([]);
});
