/**
 * A revoked session, an expired access token or a trial that runs out ends the live streams it
 * opened, at once, and tells the client (a 'return' event) not to reconnect before it checks.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { hashToken } from '@/server/accounts/tokens';
import { profiles, refreshTokens, sessions } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { announceAccessChange, type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { callerWithToken, testEnv } from './helpers/caller';
import { openFeedStream } from './helpers/sse';
import { publishStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { settleWithin, waitFor } from './helpers/wait';

const RETURN_EVENT = 'event: return';

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;
  let server: RunningServer;
  let origin: string;

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    server = startServer({ env: testEnv(), database: database(), services, port: 0, distDir: null });
    origin = server.url.origin;
  });
  afterAll(async () => {
    await server.stop();
    services.feed.close();
    await bus.close();
  });

  const publish = (headline: string) => publishStory(db(), headline);

  async function trialUser() {
    const user = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, user.session.user.id));
    return user;
  }

  const post = (path: string, token: string | null, body: unknown = {}) =>
    fetch(`${origin}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  test('sign-out ends the stream at once; nothing published afterwards reaches it', async () => {
    const { session } = await trialUser();
    const stream = await openFeedStream(origin, session.access_token);
    await publish('before sign-out');
    await waitFor(() => stream.text().includes('before sign-out'), { interval: 10 }).catch(() => {});

    const signedOutAt = performance.now();
    expect((await post('auth.signOut', session.access_token)).status).toBe(200);
    await publish('after sign-out');
    const endedAfter = await stream.endsWithin(1000, signedOutAt);
    await stream.close();
    console.log(`stream ended ${endedAfter} ms after sign-out`);
    expect(endedAfter).not.toBeNull();
    expect(stream.text()).toContain('before sign-out');
    expect(stream.text()).toContain(RETURN_EVENT);
    expect(stream.text()).not.toContain('after sign-out');
  });

  test('a password change ends the streams of the other sessions, not the one that changed it', async () => {
    const { email, password, session } = await trialUser();
    const other = await post('auth.signIn', null, { email, password });
    expect(other.status).toBe(200);
    const otherSession = ((await other.json()) as { result: { data: { access_token: string } } }).result.data;
    const mine = await openFeedStream(origin, session.access_token);
    const theirs = await openFeedStream(origin, otherSession.access_token);

    const changedAt = performance.now();
    const changed = await post('auth.updatePassword', session.access_token, { password: 'a brand new secret', currentPassword: password });
    expect(changed.status).toBe(200);
    expect(await theirs.endsWithin(1000, changedAt)).not.toBeNull();
    expect(theirs.text()).toContain(RETURN_EVENT);
    expect(await mine.endsWithin(200)).toBeNull();
    await publish('after the password change');
    await waitFor(() => mine.text().includes('after the password change'), { interval: 10 }).catch(() => {});
    expect(mine.text()).toContain('after the password change');
    await mine.close();
    await theirs.close();
  });

  test('a reused refresh token ends the stream of the session it revokes', async () => {
    const { session } = await trialUser();
    const stream = await openFeedStream(origin, session.access_token);
    expect((await post('auth.refresh', null, { refresh_token: session.refresh_token })).status).toBe(200);
    // The spent token comes back after the grace window for tabs refreshing at once.
    await db()
      .update(refreshTokens)
      .set({ spentAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh_token)));
    const reusedAt = performance.now();
    expect((await post('auth.refresh', null, { refresh_token: session.refresh_token })).status).toBe(401);
    expect(await stream.endsWithin(1000, reusedAt)).not.toBeNull();
    expect(stream.text()).toContain(RETURN_EVENT);
    await stream.close();
  });

  test('the stream ends when the access token that opened it expires', async () => {
    const { session } = await trialUser();
    const expiresAt = new Date(Date.now() + 1500);
    await db()
      .update(sessions)
      .set({ accessExpiresAt: expiresAt })
      .where(eq(sessions.accessTokenHash, hashToken(session.access_token)));
    const stream = await openFeedStream(origin, session.access_token);
    const ended = await stream.endsWithin(3000);
    await stream.close();
    console.log(`stream ended ${ended} ms after opening, token expiring after 1500 ms`);
    expect(ended).not.toBeNull();
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(stream.text()).toContain(RETURN_EVENT);
  });

  /** A trial user whose trial ends `inMs` from now. */
  async function trialEndingIn(inMs: number) {
    const user = await createConfirmedUser(services, db());
    const trialUntil = new Date(Date.now() + inMs);
    await db().update(profiles).set({ trialUntil }).where(eq(profiles.id, user.session.user.id));
    return { ...user, trialUntil };
  }

  test('a trial that runs out ends the stream at that instant, not at the next periodic check', async () => {
    const { session, trialUntil } = await trialEndingIn(1500);
    const stream = await openFeedStream(origin, session.access_token);
    const ended = await stream.endsWithin(1000 + 1500, trialUntil.getTime() - Date.now() + performance.now());
    await stream.close();
    console.log(`stream ended ${ended} ms after the trial's end`);
    expect(ended).not.toBeNull();
    expect(ended ?? Infinity).toBeGreaterThanOrEqual(0);
    expect(ended ?? Infinity).toBeLessThan(1000);
    expect(stream.text()).toContain(RETURN_EVENT);
  });

  test("a trial extended while its stream is open moves the stream's end to the new instant", async () => {
    const { session } = await trialEndingIn(1000);
    const stream = await openFeedStream(origin, session.access_token);
    const extendedUntil = new Date(Date.now() + 2500);
    await db().update(profiles).set({ trialUntil: extendedUntil }).where(eq(profiles.id, session.user.id));
    await announceAccessChange(db(), session.user.id);
    expect(await stream.endsWithin(1500)).toBeNull();
    const ended = await stream.endsWithin(1000 + 1500, extendedUntil.getTime() - Date.now() + performance.now());
    await stream.close();
    expect(ended).not.toBeNull();
    expect(ended ?? Infinity).toBeLessThan(1000);
    expect(stream.text()).toContain(RETURN_EVENT);
  });

  test('the tRPC subscription ends too when its trial runs out', async () => {
    const { session, trialUntil } = await trialEndingIn(1000);
    const api = await callerWithToken(services, db(), session.access_token);
    const iterator = ((await api.feed.onInsert({ lastEventId: null })) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    // Time under test: the stream must end by itself within a second of the trial's end.
    const next = await settleWithin(iterator.next(), 2000, 'still open');
    expect(next).toEqual({ done: true, value: undefined });
    expect(Date.now()).toBeGreaterThanOrEqual(trialUntil.getTime());
    expect(Date.now()).toBeLessThan(trialUntil.getTime() + 1000);
  });

  test('the tRPC subscription ends too when its session is signed out', async () => {
    const { session } = await trialUser();
    const api = await callerWithToken(services, db(), session.access_token);
    const open = services.streams.count();
    const iterator = ((await api.feed.onInsert({ lastEventId: null })) as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    // Registered once the call has answered: the sign-out finds it.
    expect(services.streams.count()).toBe(open + 1);
    const next = iterator.next();
    await api.auth.signOut();
    expect(await settleWithin(next, 1000, 'still open')).toEqual({ done: true, value: undefined });
  });
});
