/**
 * Alert rules and feed preferences: the procedures act only on the caller and refuse bad input
 * without a change; the unsubscribe link works without a session, also after access ended.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { alertRules, profiles } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { defaultAlertRules, unsubscribeTexts } from '@/shared/alerts';
import { defaultFeedPreferences } from '@/shared/preferences';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: TRPCError) => ({ code: error.code, message: error.message }),
  );

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  let server: RunningServer;

  beforeAll(() => {
    services = createServices(testEnv(), db());
    server = startServer({ env: services.env, database: database(), services, port: 0, distDir: null });
  });
  afterAll(async () => {
    await server.stop();
  });

  async function trialUser() {
    const { session, email } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const caller = await validateAccessToken(db(), session.access_token);
    return { userId: session.user.id, email, token: session.access_token, api: callerFor(services, db(), caller) };
  }

  /** A mutation over HTTP, as the browser sends it: the error is the one users read (the formatter's). */
  async function mutate(path: string, input: unknown, token?: string) {
    const response = await fetch(`${server.url.origin}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
    return { status: response.status, data: body.result?.data, message: body.error?.message };
  }
  type User = Awaited<ReturnType<typeof trialUser>>;

  /** A trial user following ORCL, alerted on the watchlist and on 7.0 or more, by e-mail. */
  async function alertedUser() {
    const user = await trialUser();
    await user.api.watchlist.add({ symbol: 'ORCL' });
    await user.api.alerts.update({ watchlist: true, minImpact: 7, email: true });
    return user;
  }

  async function rowOf(user: User) {
    const [row] = await db().select().from(alertRules).where(eq(alertRules.userId, user.userId));
    if (!row) throw new Error('no alert rules row');
    return row;
  }

  test('defaults before any change; a change keeps what it does not name; the unsubscribe token is made once', async () => {
    const { api, userId } = await trialUser();
    expect(await api.alerts.get()).toEqual(defaultAlertRules);
    expect(await api.preferences.get()).toEqual(defaultFeedPreferences);
    expect(await db().select().from(alertRules).where(eq(alertRules.userId, userId))).toHaveLength(0);

    expect(await api.alerts.update({ watchlist: true })).toEqual({ watchlist: true, minImpact: null, email: false });
    const [first] = await db().select().from(alertRules).where(eq(alertRules.userId, userId));
    expect(first?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await api.alerts.update({ minImpact: 7 })).toEqual({ watchlist: true, minImpact: 7, email: false });
    expect(await api.alerts.update({ email: true, minImpact: null })).toEqual({ watchlist: true, minImpact: null, email: true });
    expect(await api.alerts.get()).toEqual({ watchlist: true, minImpact: null, email: true });
    const [again] = await db().select().from(alertRules).where(eq(alertRules.userId, userId));
    expect(again?.unsubscribeToken).toBe(first?.unsubscribeToken ?? 'missing');

    expect(await api.preferences.update({ layout: 'dense' })).toEqual({ layout: 'dense', timeZone: 'local' });
    expect(await api.preferences.update({ timeZone: 'Asia/Tokyo' })).toEqual({ layout: 'dense', timeZone: 'Asia/Tokyo' });
    expect(await api.preferences.update({ layout: 'cards', timeZone: 'Europe/Berlin' })).toEqual({ layout: 'cards', timeZone: 'Europe/Berlin' });
    expect(await api.preferences.get()).toEqual({ layout: 'cards', timeZone: 'Europe/Berlin' });
  });

  test('bad input is a 400 with a message naming the field, and changes nothing', async () => {
    const { api, token } = await trialUser();
    await api.alerts.update({ watchlist: true, minImpact: 5 });
    await api.preferences.update({ layout: 'dense', timeZone: 'UTC' });
    const alerts = (input: unknown) => mutate('alerts.update', input, token);
    const preferences = (input: unknown) => mutate('preferences.update', input, token);
    const refused = (message: string | RegExp) => ({
      status: 400,
      data: undefined,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    const impactMessage = 'minImpact: Choose a whole number from 1 to 10, or null for no impact rule.';

    for (const minImpact of [0, 11, 2.5, -1, '7', Number.MAX_SAFE_INTEGER]) expect(await alerts({ minImpact })).toEqual(refused(impactMessage));
    expect(await alerts({ email: 'yes' })).toEqual(refused(/^email: /));
    expect(await alerts({})).toEqual(refused('Send at least one of watchlist, minImpact and email.'));
    expect(await alerts(null)).toEqual(refused(/./));
    expect(await preferences({ layout: 'grid' })).toEqual(refused('layout: Choose the layout cards or dense.'));
    expect(await preferences({ timeZone: 'Mars/Olympus', layout: 'cards' })).toEqual(
      refused('timeZone: Choose the time zone local, UTC, America/New_York, Europe/London, Europe/Berlin or Asia/Tokyo.'),
    );
    expect(await preferences({ timeZone: 'utc' })).toEqual(refused(/^timeZone: /));
    expect(await preferences({})).toEqual(refused('Send the layout, the time zone or both.'));
    // The same through the procedures' own callers: refused, not ignored.
    expect(await refusal(api.alerts.update({ minImpact: 0 }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(api.preferences.update({ layout: 'grid' } as never))).toMatchObject({ code: 'BAD_REQUEST' });

    expect(await api.alerts.get()).toEqual({ watchlist: true, minImpact: 5, email: false });
    expect(await api.preferences.get()).toEqual({ layout: 'dense', timeZone: 'UTC' });
  });

  test('each caller reads and changes only their own rules and preferences; naming another user is refused', async () => {
    const a = await trialUser();
    const b = await trialUser();
    await a.api.alerts.update({ minImpact: 9, email: true });
    await a.api.preferences.update({ layout: 'dense' });

    expect(await b.api.alerts.get()).toEqual(defaultAlertRules);
    expect(await b.api.preferences.get()).toEqual(defaultFeedPreferences);
    expect(await refusal(b.api.alerts.update({ email: false, userId: a.userId } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(b.api.preferences.update({ layout: 'cards', userId: a.userId } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    await b.api.alerts.update({ email: false, watchlist: true });
    await b.api.preferences.update({ layout: 'cards', timeZone: 'Asia/Tokyo' });

    expect(await a.api.alerts.get()).toEqual({ watchlist: false, minImpact: 9, email: true });
    expect(await a.api.preferences.get()).toEqual({ layout: 'dense', timeZone: 'local' });
  });

  test('unsubscribing through tRPC: no session needed, again and again, after access ended; a wrong token changes nothing', async () => {
    const user = await alertedUser();
    const bystander = await alertedUser();
    const { unsubscribeToken } = await rowOf(user);
    const invalid = { status: 400, data: undefined, message: unsubscribeTexts.invalidLink };
    for (const token of ['A'.repeat(43), unsubscribeToken.slice(0, 42), `${unsubscribeToken}x`, '', 'x'.repeat(5000), `${unsubscribeToken.slice(0, 42)}/`]) {
      expect(await mutate('alerts.unsubscribe', { token })).toEqual(invalid);
    }
    // Someone else's session changes nothing either: the token alone decides.
    expect(await mutate('alerts.unsubscribe', { token: 'B'.repeat(43) }, bystander.token)).toEqual(invalid);
    expect(await mutate('alerts.unsubscribe', { token: 42 })).toMatchObject({ status: 400 });
    expect(await mutate('alerts.unsubscribe', { token: unsubscribeToken, userId: bystander.userId })).toMatchObject({ status: 400 });
    expect((await rowOf(user)).email).toBe(true);

    await user.api.billing.endTrial();
    const visitor = callerFor(services, db(), null);
    expect(await visitor.alerts.unsubscribe({ token: unsubscribeToken })).toEqual({ unsubscribed: true });
    expect(await mutate('alerts.unsubscribe', { token: unsubscribeToken })).toEqual({ status: 200, data: { unsubscribed: true }, message: undefined });
    const after = await rowOf(user);
    expect({ email: after.email, watchlist: after.watchlist, minImpact: after.minImpact }).toEqual({ email: false, watchlist: true, minImpact: 7 });
    expect((await rowOf(bystander)).email).toBe(true);
  });

  test('one-click unsubscribe (RFC 8058): POST without a session answers 200, again 200; GET does nothing; a wrong token is a 400', async () => {
    const user = await alertedUser();
    const bystander = await alertedUser();
    const { unsubscribeToken } = await rowOf(user);
    const url = (token: string | null) => `${server.url.origin}/api/alerts/unsubscribe${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
    const oneClick = (token: string | null) =>
      fetch(url(token), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });

    // A mail scanner opening the link changes nothing.
    const opened = await fetch(url(unsubscribeToken), { redirect: 'manual' });
    expect(opened.status).toBe(405);
    expect(opened.headers.get('allow')).toBe('POST');
    expect((await rowOf(user)).email).toBe(true);

    for (const token of [null, 'A'.repeat(43), 'not a token', `${unsubscribeToken}A`]) {
      const refused = await oneClick(token);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(unsubscribeTexts.invalidLink);
    }
    expect((await rowOf(user)).email).toBe(true);

    for (let i = 0; i < 2; i++) {
      const response = await oneClick(unsubscribeToken);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(unsubscribeTexts.done);
    }
    expect((await rowOf(user)).email).toBe(false);
    expect((await rowOf(bystander)).email).toBe(true);
    expect(await user.api.alerts.get()).toEqual({ watchlist: true, minImpact: 7, email: false });
  });
});
