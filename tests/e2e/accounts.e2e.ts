import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { MAIL_INTERVAL_MS } from '../../playwright.config';
import { PASSWORD_MIN_LENGTH, validationMessages } from '../../src/shared/auth';
import { createAccount, linkFromOutbox, sendResetLink, signedInAccount, signIn, uniqueEmail } from './helpers';

/** One character short of the password minimum. */
const tooShort = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);

/**
 * A wrong sign-in from another address of this machine's loopback network (127.0.0.0/8): the
 * journey servers trust no proxy, so each local address is a client address of its own.
 */
function wrongGuessFrom(localAddress: string, email: string): Promise<number> {
  const { port } = new URL(test.info().project.use.baseURL ?? '');
  const body = JSON.stringify({ email, password: `wrong guess from ${localAddress}` });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/trpc/auth.signIn', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

test('sign up, confirm by mail, log out, sign in, reset the password and sign in with it', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'first-password-1';
  const newPassword = 'second-password-2';

  // Sign up.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/I accept the/).check();
  await submit.click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Please check your email to confirm your account.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  // Confirm from the outbox: the link lands on the site root and signs in.
  await page.goto(await linkFromOutbox(page.request, email, 'signup'));
  const account = page.getByRole('banner').getByRole('button', { name: email });
  await expect(account).toBeVisible();
  await expect(page.getByText('Email confirmed')).toBeVisible();
  expect(page.url()).not.toContain('token=');

  // Log out through the avatar menu.
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Sign in.
  await signIn(page, email, password);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();

  // Log out, then forgot password.
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await sendResetLink(page, email);

  // The reset link: the site root sends to /reset-password with a recovery session.
  await page.goto(await linkFromOutbox(page.request, email, 'recovery'));
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
});

test('a reset link grants only /reset-password: its recovery session is sent back there from the signed-in pages', async ({ page }) => {
  const { email } = await signedInAccount(page);
  // The confirmation mail went out a moment ago: wait out the per-address mail interval.
  await expect.poll(async () => (await page.request.post('/trpc/auth.requestPasswordReset', { data: { email } })).status(), { intervals: [1100] }).toBe(200);
  // Opened from the mail: a page load of its own, not a hash change of the page already open.
  await page.goto('/about');
  await page.goto(await linkFromOutbox(page.request, email, 'recovery'));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

  for (const path of ['/settings', '/news-analysis']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expect(page.getByText('Account information')).toHaveCount(0);
  }
});

test('each validation message of the product appears on its form', async ({ page }) => {
  await page.goto('/auth');
  const error = page.getByRole('alert');

  // Sign in: password minimum.
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill(tooShort);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(error).toHaveText(validationMessages.passwordTooShort);

  // Forgot password: e-mail required.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address');
  await page.keyboard.press('Escape');

  // Sign up: mismatch, then short password. Toggling clears fields, error and checkbox.
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(error).toHaveCount(0);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef1');
  await page.getByLabel('Confirm password', { exact: true }).fill('abcdef2');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(error).toHaveText('Passwords do not match');
  await page.getByLabel('Password', { exact: true }).fill(tooShort);
  await page.getByLabel('Confirm password', { exact: true }).fill(tooShort);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(error).toHaveText(validationMessages.passwordTooShort);

  // The terms links open the legal pages in new tabs.
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/agb');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/datenschutz');

  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByLabel(/I accept the/)).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
});

test("an already registered address gets the product's message", async ({ page }) => {
  const { email, confirmLink } = await createAccount(page);
  await page.goto(confirmLink);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('whatever-123');
  await page.getByLabel('Confirm password', { exact: true }).fill('whatever-123');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already registered. Please sign in instead.');
});

test('settings: read-only e-mail, German creation date, change password with its messages', async ({ page }) => {
  await page.goto('/settings');
  // The sign-in form keeps the page asked for, to lead on to it.
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings$/);

  const { email, password, confirmLink } = await createAccount(page);
  await page.goto(confirmLink);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email address cannot be changed')).toBeVisible();
  await expect(page.getByTestId('account-created')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);

  const error = page.getByRole('alert');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill(tooShort);
  await page.getByLabel('Confirm new password', { exact: true }).fill(tooShort);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(error).toHaveText(validationMessages.newPasswordTooShort);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pw');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pw2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(error).toHaveText('New passwords do not match');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pw');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
});

test('a signed-in user is sent away from /auth, and tabs stay in step', async ({ page, context }) => {
  const { email, confirmLink } = await createAccount(page);
  await page.goto(confirmLink);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  const second = await context.newPage();
  await second.goto('/about');
  await expect(second.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a session close to expiry is refreshed, with a rotated token', async ({ page }) => {
  const { email, confirmLink } = await createAccount(page);
  await page.goto(confirmLink);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  const key = 'impactwire.auth.session';
  const before = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), key);
  // Pretend only a minute is left: the client refreshes when about 90 s remain.
  await page.evaluate((k) => {
    const session = JSON.parse(localStorage.getItem(k) ?? '{}');
    session.expires_at = Math.floor(Date.now() / 1000) + 60;
    localStorage.setItem(k, JSON.stringify(session));
  }, key);
  const refreshed = page.waitForResponse((r) => r.url().includes('/trpc/auth.refresh') && r.ok());
  await page.reload();
  await refreshed;
  await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}').refresh_token, key)).not.toBe(before.refresh_token);
  const after = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}'), key);
  expect(after.access_token).not.toBe(before.access_token);
  expect(after.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
});

test('sign-up start, registration and login are tracked', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenEvents: string[] }).seenEvents = seen;
    window.addEventListener('app:analytics', (event) => seen.push((event as CustomEvent<{ name: string }>).detail.name));
  });
  const seen = () => page.evaluate(() => (window as unknown as { seenEvents: string[] }).seenEvents);
  const email = uniqueEmail();
  await page.goto('/auth?mode=signup');
  await expect.poll(seen).toContain('SignUpStarted');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tracked-pw-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('tracked-pw-1');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(seen).toContain('CompleteRegistration');
  await page.goto(await linkFromOutbox(page.request, email, 'signup'));
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, 'tracked-pw-1');
  await expect.poll(seen).toContain('LoginCompleted');
});

test('an owner whose account met the sign-in ceiling asks for a sign-in link on the sign-in page and is signed in by it', async ({ page }) => {
  const { email, password, confirmLink } = await createAccount(page);
  const confirmed = await page.request.post('/trpc/auth.confirmEmail', { data: { token: new URLSearchParams(confirmLink.split('#')[1]).get('token') } });
  expect(confirmed.ok()).toBe(true);

  // A stranger guesses from ten addresses, five each: the fifty failures an account allows in an hour.
  for (let n = 2; n <= 11; n++) {
    const statuses = await Promise.all(Array.from({ length: 5 }, () => wrongGuessFrom(`127.0.0.${n}`, email)));
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
  }

  // The owner, with the right password, is refused and told what to do.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many sign-in attempts. Please try again in 60 minutes. You can still sign in now with a link sent to your email, or reset your password.',
  );

  // One mail per address every MAIL_INTERVAL_MS: right after the confirmation mail, the product
  // says to try again, and the owner does once that interval has passed.
  const askForLink = page.getByRole('button', { name: 'Email me a sign-in link' });
  const sent = page.getByText('Sign-in link sent!');
  const tooSoon = page.getByRole('alert').filter({ hasText: 'Too many e-mails requested' });
  await askForLink.click();
  await expect(sent.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await page.waitForTimeout(MAIL_INTERVAL_MS);
    await askForLink.click();
    await expect(sent).toBeVisible();
  }

  // The link from the mail: a page load of its own, which signs the owner in.
  await page.goto(await linkFromOutbox(page.request, email, 'signin'));
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain('token=');
});
