import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signedInAccount, startDemoTrial, statusCheckShown } from './helpers';

test('demo trial: gate → pricing → checkout → success → back to the page behind the gate → settings → End Trial Phase → premium gate', async ({ page }) => {
  await signedInAccount(page);

  // Without access, the feed page is the premium gate; the filtered page asked for is kept through the checkout.
  await page.goto('/news-analysis?category=economy&minImpact=5');
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(page.getByText('Only €19.99 per month • Cancel anytime')).toBeVisible();
  await page.getByRole('link', { name: 'Get Premium Now' }).click();
  await expect(page).toHaveURL(/\/pricing\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Professional Plan' })).toBeVisible();
  await expect(page.getByText('€19.99').first()).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const tab = await popup;
  await tab.waitForURL(/\/billing\/demo\/checkout\?redirect=/);
  await tab.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await tab.waitForURL(/\/pricing\?success=true&redirect=/);
  await expect(tab.getByText('Your 7-day free trial is active')).toBeVisible();
  // The re-check after 2 s finds the trial: the top bar drops Features and Pricing.
  await expect(tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toHaveCount(0, { timeout: 6000 });
  // The tab the checkout was opened from offers the same way back once it hears of the trial.
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toBeVisible({ timeout: 10_000 });

  await tab.getByRole('link', { name: 'Continue where you left off' }).click();
  await expect(tab).toHaveURL(/\/news-analysis\?/);
  expect(Object.fromEntries(new URL(tab.url()).searchParams)).toMatchObject({ category: 'economy', minImpact: '5' });
  await expect(tab.getByRole('heading', { name: 'Premium Feature' })).toHaveCount(0);
  await expect(tab.getByRole('heading', { name: 'News Analysis', level: 1 })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  await tab.goto('/settings');
  await expect(tab.getByText('Trial Phase', { exact: true })).toBeVisible();
  await expect(tab.getByText(/kostenlose 7-tägige Testphase/)).toBeVisible();
  await tab.getByRole('button', { name: 'End Trial Phase' }).click();
  const dialog = tab.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'End Trial Phase' }).click();
  await expect(tab.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Start Subscription' })).toBeVisible();

  await tab.goto('/news-analysis');
  await expect(tab.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
});

test('a cancelled checkout shows its banner; a subscriber is welcomed on /pricing and sent from /features to the feed', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/pricing?canceled=true');
  await expect(page.getByText('Subscription canceled. You can try again anytime!')).toBeVisible();

  // Use the trial and end it, then subscribe (paid) through the demo checkout.
  const tab = await startDemoTrial(page);
  await tab.goto('/settings');
  await tab.getByRole('button', { name: 'End Trial Phase' }).click();
  await tab.getByRole('dialog').getByRole('button', { name: 'End Trial Phase' }).click();
  const popup = tab.waitForEvent('popup');
  await tab.getByRole('button', { name: 'Start Subscription' }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: /Subscribe for €19.99\/month/ }).click();
  await checkout.waitForURL(/\/pricing\?success=true$/);
  // Subscribed: /pricing shows the welcome and the active plan (docs/product.md §2) rather than leaving.
  await expect(checkout.getByText('Your subscription is active.')).toBeVisible();
  await expect(checkout.getByText(/Your Professional is active until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await checkout.goto('/settings');
  await expect(checkout.getByText('Active', { exact: true })).toBeVisible();
  await expect(checkout.getByText('Professional', { exact: true })).toBeVisible();
  await checkout.goto('/features');
  await expect(checkout).toHaveURL(/\/news-analysis$/);
});

test('cancellation button: no password, jetzt kündigen, receipt at once, carried out once the mailed link confirms it', async ({ page }) => {
  const { email } = await signedInAccount(page);
  const tab = await startDemoTrial(page);
  await tab.evaluate(() => localStorage.clear());
  await tab.goto('/about');

  await tab.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Verträge hier kündigen');
  await expect(tab.getByLabel('Zum nächstmöglichen Zeitpunkt')).toBeChecked();
  await tab.getByLabel('Vor- und Nachname').fill('Erika Mustermann');
  await tab.getByLabel('E-Mail-Adresse des Kundenkontos').fill(email);
  await tab.getByRole('button', { name: 'jetzt kündigen' }).click();
  await expect(tab.getByText('Ihre Kündigung ist eingegangen')).toBeVisible();
  await expect(tab.getByText(/erst dann ändert sich der Vertrag/)).toBeVisible();
  // The page and the mail state the same instant, each naming its zone.
  const receivedAt = (await tab.getByTestId('received-at').textContent()) ?? '';
  expect(receivedAt).toMatch(/^\d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2} MES?Z$/u);

  type OutboxMail = { to: string; subject: string; text: string; links: string[] };
  const mails = (await (await tab.request.get('/dev/outbox.json')).json()) as OutboxMail[];
  const receipt = mails.find((m) => m.to === email && m.subject.startsWith('Eingangsbestätigung Kündigung'));
  expect(receipt?.text).toContain(`Eingang Ihrer Kündigung am ${receivedAt}.`);
  const link = receipt?.links.find((l) => l.includes('/contract-confirm#token='));
  expect(link).toBeDefined();

  // The account's mailbox confirms it.
  await tab.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash);
  await tab.getByRole('button', { name: 'Jetzt bestätigen / Confirm now' }).click();
  const confirmed = (await tab.getByText(/Ihre Kündigung ist bestätigt/).textContent()) ?? '';
  const endsAt = /endet zum (.+ MES?Z)\./u.exec(confirmed)?.[1];
  expect(endsAt).toBeDefined();
  const after = (await (await tab.request.get('/dev/outbox.json')).json()) as OutboxMail[];
  const confirmation = after.find((m) => m.to === email && m.subject.startsWith('Kündigungsbestätigung'));
  expect(confirmation?.text).toContain(`Ihr Vertrag endet zum ${endsAt}.`);

  // Signed in again, settings shows the trial that will not renew.
  await signedInAgain(tab, email);
  await tab.goto('/settings');
  await expect(tab.getByText(/Ihr Abonnement wird nicht verlängert/)).toBeVisible();
  await expect(tab.getByText(/Testphase endet am/)).toBeVisible();
});

async function signedInAgain(page: import('@playwright/test').Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('market-mover-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('subscription state rules: the check on load and the manual re-check each ask for their own trial rule and show the answer; failures change nothing', async ({
  page,
}) => {
  await signedInAccount(page);
  const inOneDay = new Date(Date.now() + 86_400_000).toISOString();
  let failNext = false;
  const checks: string[] = [];
  // The server's answers for a user with trial_used true and trial_until ahead (tests/billing-demo.test.ts
  // proves the server decides them so): no access after sign-in, trial access on the manual re-check.
  await page.route(/\/trpc\/billing\.status\?/, async (route) => {
    if (failNext) return route.fulfill({ status: 500, body: 'boom' });
    const input = JSON.parse(new URL(route.request().url()).searchParams.get('input') ?? '{}') as Record<string, { check?: string }>;
    const check = input['0']?.check ?? 'none';
    checks.push(check);
    const trial = check === 'manual';
    const status = {
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      cancel_at_period_end: false,
      trial_end_date: null,
      access: { has_access: trial, state: trial ? 'trial' : 'none', trial, trial_until: inOneDay, trial_offered: false },
    };
    await route.fulfill({ json: [{ result: { data: status } }] });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const pricingLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
  const signInCheck = statusCheckShown(page, 'sign-in');
  await page.goto('/pricing');
  // On load, trial_used = true means no trial access: still a visitor's top bar once the answer is shown.
  await signInCheck;
  await expect(pricingLink).toBeVisible();

  // The manual re-check (back from checkout) counts trial_until alone.
  await page.goto('/pricing?success=true');
  await expect(pricingLink).toBeVisible();
  await expect(pricingLink).toHaveCount(0, { timeout: 6000 });
  // Each load asks with the sign-in rule (a tab back in view may ask again, the same way); the
  // re-check after checkout asks once with the manual rule.
  expect(checks[0]).toBe('sign-in');
  expect(checks.filter((check) => check === 'manual')).toHaveLength(1);
  expect(checks.every((check) => check === 'sign-in' || check === 'manual')).toBe(true);

  // A failed check leaves the state as it was and is only logged.
  failNext = true;
  await page.goto('/pricing?success=true');
  await expect.poll(() => errors.some((text) => text.includes('Subscription check failed'))).toBe(true);
});

type SeenEvent = { name: string; params: Record<string, unknown> };
const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seenEvents: SeenEvent[] }).seenEvents);

/** Records every analytics event each page of the context fires, in `window.seenEvents`. */
async function recordEvents(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: SeenEvent[] = [];
    (window as unknown as { seenEvents: typeof seen }).seenEvents = seen;
    window.addEventListener('app:analytics', (event) => seen.push((event as CustomEvent<SeenEvent>).detail));
  });
}

/** A signed-in user whose trial is used up, on /pricing, about to start a paid checkout. */
async function afterTheTrial(page: Page) {
  await signedInAccount(page);
  await page.goto('/settings');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await checkout.waitForURL(/\/pricing\?success=true$/);
  await checkout.goto('/billing/demo/portal');
  await checkout.getByRole('button', { name: 'Add payment method (demo card)' }).click();
  await expect(checkout.getByText('Demo card •••• 4242')).toBeVisible();
  // The trial converts when it ends; ending it early here through the portal is not possible,
  // so subscribe fresh: cancel now, then a paid checkout.
  await checkout.getByRole('button', { name: 'Cancel immediately' }).click();
  await expect(checkout.getByText('Canceled')).toBeVisible();
  await checkout.goto('/pricing');
  return checkout;
}

test('subscribing after the trial fires the 19.99 EUR conversion events', async ({ page, context }) => {
  await recordEvents(context);
  const pricing = await afterTheTrial(page);
  const second = pricing.waitForEvent('popup');
  // The trial is used: the page offers the price alone.
  await pricing.getByRole('button', { name: 'Subscribe for €19.99/month' }).click();
  const paid = await second;
  await paid.getByRole('button', { name: /Subscribe for €19.99\/month/ }).click();
  await paid.waitForURL(/pricing\?success=true/);
  await expect.poll(async () => (await seenEvents(paid)).map((e) => e.name), { timeout: 8000 }).toContain('Purchase');
  const purchase = (await seenEvents(paid)).find((e) => e.name === 'Purchase');
  expect(purchase?.params).toEqual({ value: 19.99, currency: 'EUR' });
});

test('a purchase is reported when the provider sends the buyer back to a page that already knows it', async ({ page, context }) => {
  await recordEvents(context);
  const pricing = await afterTheTrial(page);
  const second = pricing.waitForEvent('popup');
  // The trial is used: the page offers the price alone.
  await pricing.getByRole('button', { name: 'Subscribe for €19.99/month' }).click();
  const paid = await second;
  await paid.waitForURL(/\/billing\/demo\/checkout$/);
  // As with Stripe: the payment completes on the provider's side, then its redirect loads the
  // success page afresh, whose first status is already the subscription.
  const completed = await paid.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('impactwire.auth.session') ?? 'null') as { access_token: string };
    const response = await fetch('/trpc/billing.demo.completeCheckout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    });
    return response.status;
  });
  expect(completed).toBe(200);
  await paid.goto('/pricing?success=true');
  // The subscriber is welcomed on the page (docs/product.md §2); the re-check reports the purchase.
  await expect(paid.getByText('Your subscription is active. Enjoy the live news analysis.')).toBeVisible();
  await expect.poll(async () => (await seenEvents(paid)).map((e) => e.name), { timeout: 8000 }).toContain('Purchase');
  const names = (await seenEvents(paid)).map((e) => e.name);
  expect(names.filter((name) => name === 'Purchase')).toHaveLength(1);
  expect(names).toContain('SubscriptionCompleted');
});
