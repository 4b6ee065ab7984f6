import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { MAIL_INTERVAL_MS } from '../../playwright.config';

type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string };

let counter = 0;
export function uniqueEmail(prefix = 'trader'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The newest link of a type sent to an address, read from the development outbox. */
export async function linkFromOutbox(request: APIRequestContext, to: string, type: 'signup' | 'recovery' | 'signin'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
      link = mails
        .filter((m) => m.to === to)
        .flatMap((m) => m.links)
        .find((l) => l.includes(`type=${type}`));
      return link;
    })
    .toBeTruthy();
  // The link names the configured PUBLIC_URL; open it on the server under test.
  const url = new URL(link as string);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Sends the open "Reset your password" dialog for an address. The journey servers allow one mail
 * per address every MAIL_INTERVAL_MS: when that address's last mail (its sign-up confirmation)
 * left less than that ago, the product refuses with its "try again" message, and the visitor
 * asks again until it is sent.
 */
export async function sendResetLink(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  const send = dialog.getByRole('button', { name: 'Send reset link' });
  const sent = page.getByText('Reset link sent!');
  const tooSoon = dialog.getByRole('alert').filter({ hasText: 'Too many e-mails requested' });
  await dialog.getByLabel('Email').fill(email);
  await send.click();
  await expect(sent.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    // A refused request counts toward no mail limit, so asking again costs nothing.
    await expect(async () => {
      await send.click();
      await expect(sent).toBeVisible({ timeout: MAIL_INTERVAL_MS });
    }).toPass({ intervals: [MAIL_INTERVAL_MS / 4], timeout: MAIL_INTERVAL_MS + 20_000 });
  }
}

/** Signs up through the API and confirms from the outbox: a ready account for journeys not about sign-up. */
export async function createAccount(page: Page, email = uniqueEmail(), password = 'market-mover-1') {
  const response = await page.request.post('/trpc/auth.signUp', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return { email, password, confirmLink: await linkFromOutbox(page.request, email, 'signup') };
}

/** Signs in through the form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

type Session = { access_token: string };

/** A confirmed account and its session, made through the API. */
async function confirmedSession(page: Page) {
  const { email, password, confirmLink } = await createAccount(page);
  const token = new URLSearchParams(confirmLink.split('#')[1]).get('token');
  const response = await page.request.post('/trpc/auth.confirmEmail', { data: { token } });
  expect(response.ok()).toBe(true);
  const session = ((await response.json()) as { result: { data: Session } }).result.data;
  return { email, password, session };
}

/**
 * Puts the session where the app keeps it, from a static file of the same origin: signing in
 * this way costs no load of the app, whose loads are most of what a journey spends.
 */
async function keepSession(page: Page, session: Session) {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('impactwire.auth.session', JSON.stringify(value)), session);
}

/** A confirmed account, signed in through the API (for journeys that are not about signing in). */
export async function signedInAccount(page: Page) {
  const { email, password, session } = await confirmedSession(page);
  await keepSession(page, session);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: email })).toBeVisible();
  return { email, password };
}

/**
 * Resolves once the page has the answer to its subscription check of this kind (`sign-in` on
 * every load of a signed-in page, `manual` two seconds after arriving back from checkout) and
 * has drawn it: what the page shows then is what that answer gave. Call it before the action
 * that makes the check.
 */
export async function statusCheckShown(page: Page, check: 'sign-in' | 'manual'): Promise<void> {
  const answered = () =>
    page.waitForResponse(
      (response) => /\/trpc\/[^?]*billing\.status/.test(response.url()) && decodeURIComponent(response.url()).includes(`"check":"${check}"`),
      { timeout: 30_000 },
    );
  let response = answered();
  for (;;) {
    await response;
    // Listening already for the next answer: if the page is left now, the answer just seen was the
    // last page's (its check was still under way when this was called), and the next is the one shown.
    const next = answered();
    try {
      // Two frames after the answer: React has committed what it changes.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      void next.catch(() => {});
      return;
    } catch (error) {
      if (!String(error).includes('Execution context was destroyed')) throw error;
      response = next;
    }
  }
}

/** Starts the demo trial from /pricing: checkout opens in a new tab. */
export async function startDemoTrial(page: Page) {
  await page.goto('/pricing');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/billing\/demo\/checkout$/);
  await expect(checkout.getByText('Demo — no payment is taken')).toBeVisible();
  await checkout.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await checkout.waitForURL(/\/pricing\?success=true$/);
  return checkout;
}

/**
 * A trial user, signed up, confirmed and given the demo trial through the API, signed in on
 * `page`, which is left on a static file: for journeys that are not about checkout (those go
 * through the pages: billing, trial-offer, pricing-success).
 */
async function trialUser(page: Page) {
  const { session } = await confirmedSession(page);
  const trial = await page.request.post('/trpc/billing.demo.completeCheckout', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {},
  });
  expect(trial.ok()).toBe(true);
  await keepSession(page, session);
}

/** A trial user's live feed, open and listening: the page, and its story cards. */
export async function openLiveFeed(page: Page) {
  await trialUser(page);
  await page.goto('/news-analysis');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveText('Live');
  return { tab: page, cards };
}

/** Publishes stories through the development route, a few at a time; returns their headlines. */
export async function publishStories(page: Page, headlines: string[]) {
  for (let i = 0; i < headlines.length; i += 5) {
    const statuses = await Promise.all(
      headlines.slice(i, i + 5).map(async (headline) => (await page.request.post('/dev/news', { data: { headline } })).status()),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  }
  return headlines;
}

/** A trial user's tab at a given size, before any page of the app has loaded in it. */
export async function entitledTab(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await trialUser(page);
  return page;
}

/** No horizontal scrolling: nothing is wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * What axe finds serious or critical on the page once it is shown, one line per rule. A page
 * enters with a 0.4 s fade (docs/product.md §2) and a new story's card pulses once: axe measures
 * colours as drawn, so it waits until the page's content (the children of `#main`,
 * src/web/shell/page-transition.tsx) is opaque and no animation that ends is still running.
 */
export async function seriousViolations(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('#main > *')].every((element) => getComputedStyle(element).opacity === '1') &&
            document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
        ),
      { message: 'the page has finished its entrance and animations' },
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Opens the feed's filter panel if it is folded (it starts folded on phones and in the compact layout). */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
