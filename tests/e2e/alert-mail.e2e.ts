/**
 * Alert mails end to end: a trial user's e-mail alert on a watched symbol arrives soon after a
 * matching story is published, and its unsubscribe link asks before it turns the mails off,
 * with no sign-in.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, expectNoSidewaysScroll, seriousViolations } from './helpers';

type OutboxMail = { to: string; subject: string; text: string; links: string[] };

/** Different wording per attempt: a retry's story must not count as another outlet's copy of the first. */
const headlines = ['Oracle (ORCL) beats estimates and raises its full-year guidance', 'Oracle (ORCL) lifts its cloud revenue outlook after record bookings'];

/** A confirmed account in its demo trial, called through the API with its own token. */
async function trialAccount(page: Parameters<typeof createAccount>[0], request: APIRequestContext) {
  const { email, confirmLink } = await createAccount(page);
  const confirmed = await request.post('/trpc/auth.confirmEmail', { data: { token: new URLSearchParams(confirmLink.split('#')[1]).get('token') } });
  expect(confirmed.ok()).toBe(true);
  const { access_token } = ((await confirmed.json()) as { result: { data: { access_token: string } } }).result.data;
  const headers = { authorization: `Bearer ${access_token}` };
  const call = async (path: string, data?: unknown) => {
    const response = data === undefined ? await request.get(`/trpc/${path}`, { headers }) : await request.post(`/trpc/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  };
  await call('billing.demo.completeCheckout', {});
  return { email, call };
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px an alert mail arrives for a watched symbol; its unsubscribe link asks first, then turns e-mail alerts off without signing in`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { email, call } = await trialAccount(page, request);
    await call('watchlist.add', { symbol: 'ORCL' });
    const myWatchlist = { name: 'My watchlist', keywords: [], category: null, direction: null, minImpact: null, instruments: [], watchlist: true };
    expect(await call('alerts.createRule', myWatchlist)).toMatchObject({ email: false, rules: [{ name: 'My watchlist', enabled: true }] });
    expect(await call('alerts.setEmail', { email: true })).toMatchObject({ email: true });

    const headline = `${headlines[testInfo.retry % headlines.length]} (${viewport.width})`;
    expect((await request.post('/dev/news', { data: { headline } })).status()).toBe(201);

    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          const outbox = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
          mail = outbox.find((m) => m.to === email && m.subject === `ORCL: ${headline}`);
          return mail?.subject;
        },
        { timeout: 5_000 },
      )
      .toBe(`ORCL: ${headline}`);
    expect(mail?.text).toContain('Why: Your rule “My watchlist” · Moves ORCL');
    expect(mail?.text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
    const unsubscribeLink = mail?.links.find((link) => new URL(link).pathname === '/unsubscribe');
    expect(unsubscribeLink).toBeTruthy();

    // The link names the configured PUBLIC_URL; open it on the server under test, signed out.
    const url = new URL(unsubscribeLink as string);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Stop alert e-mails?' })).toBeVisible();
    // Opening the link changed nothing (mail scanners open links too).
    expect(await call('alerts.get')).toMatchObject({ email: true, rules: [{ name: 'My watchlist' }] });
    await expectNoSidewaysScroll(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/unsubscribe-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will get no more alert e-mails. You can turn them back on under Alerts at any time.')).toBeVisible();
    expect(await call('alerts.get')).toMatchObject({ email: false, rules: [{ name: 'My watchlist', enabled: true }] });

    // A link that is not ours says so, and a link without its token says it is incomplete.
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This unsubscribe link is not valid. Sign in and turn e-mail alerts off under Alerts.')).toBeVisible();
    await page.goto('/unsubscribe');
    await expect(page.getByText('This link is incomplete.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });
}
