/**
 * One account holds at most MAX_STREAMS_PER_ACCOUNT live streams on an instance: the one over
 * the cap gets a 429 that says why, before any backlog is read for it, and a closed tab frees
 * its place. Other accounts are not touched.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { profiles } from '@/server/db/schema';
import { createFeedHub, type FeedHub } from '@/server/feed/feed-hub';
import { MAX_STREAMS_PER_ACCOUNT, TOO_MANY_STREAMS_MESSAGE } from '@/server/feed/live-streams';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createCallerFactory, createContextInner } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';
import { createConfirmedUser } from './helpers/accounts';
import { callerWithToken, testEnv } from './helpers/caller';
import { openFeedStream, type WatchedStream } from './helpers/sse';
import { publishStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let hub: FeedHub;
  let services: Services;
  let server: RunningServer;
  let origin: string;
  /** How many backlogs were read: the replay work a refused stream must not cost. */
  let backlogReads = 0;

  beforeAll(async () => {
    bus = await startLiveBus(database());
    hub = createFeedHub(db(), bus, undefined);
    const counted: FeedHub = {
      ...hub,
      since: (...args) => {
        backlogReads++;
        return hub.since(...args);
      },
    };
    services = createServices(testEnv(), db(), { feed: counted });
    server = startServer({ env: testEnv(), database: database(), services, port: 0, distDir: null });
    origin = server.url.origin;
  });
  afterAll(async () => {
    await server.stop();
    hub.close();
    await bus.close();
  });

  async function trialUser() {
    const user = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, user.session.user.id));
    return user;
  }

  async function signIn(email: string, password: string): Promise<string> {
    const response = await fetch(`${origin}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { data: { access_token: string } } }).result.data.access_token;
  }

  const openRaw = (token: string, lastEventId: number | null = null) =>
    fetch(`${origin}/trpc/feed.onInsert?input=${encodeURIComponent(JSON.stringify({ lastEventId }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  test('an account holds at most the cap over all its sessions; the next gets a 429 saying why; a closed tab frees its place', async () => {
    const { email, password, session } = await trialUser();
    const otherSession = await signIn(email, password);
    const open: WatchedStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) open.push(await openFeedStream(origin, i % 2 ? otherSession : session.access_token));

    for (const token of [session.access_token, otherSession]) {
      const refused = await openRaw(token);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: string }).error).toContain(`${MAX_STREAMS_PER_ACCOUNT} live feeds`);
    }
    // Another account is not affected.
    const someoneElse = await trialUser();
    const theirs = await openFeedStream(origin, someoneElse.session.access_token);

    // A tab closes: its place is free again once the server has seen the connection go.
    await open.shift()?.close();
    const reopened = await waitFor(
      async () => {
        const response = await openRaw(session.access_token);
        if (response.status === 200) return response;
        await response.body?.cancel();
        return null;
      },
      { message: 'a free place for a new stream' },
    );
    expect(reopened.status).toBe(200);
    await reopened?.body?.cancel();
    for (const stream of [...open, theirs]) await stream.close();
  });

  test('one account opening a thousand replaying streams at once gets the cap and 429s, and the backlog is read only for those it holds', async () => {
    const { session } = await trialUser();
    for (let i = 0; i < 20; i++) await publishStory(db(), `backlog ${i}`);
    const readsBefore = backlogReads;
    const controller = new AbortController();
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () =>
        fetch(`${origin}/trpc/feed.onInsert?input=${encodeURIComponent(JSON.stringify({ lastEventId: 0 }))}`, {
          headers: { authorization: `Bearer ${session.access_token}` },
          signal: controller.signal,
        }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const response of responses) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    console.log(`1,000 streams at once: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 200: MAX_STREAMS_PER_ACCOUNT, 429: 1000 - MAX_STREAMS_PER_ACCOUNT });
    // The streams held may share reads (those opened in one turn of the event loop do).
    expect(backlogReads - readsBefore).toBeGreaterThan(0);
    expect(backlogReads - readsBefore).toBeLessThanOrEqual(MAX_STREAMS_PER_ACCOUNT);
    controller.abort();
  }, 60_000);

  test("tRPC's own subscription path refuses the one over the cap with TOO_MANY_REQUESTS", async () => {
    const { session } = await trialUser();
    const controller = new AbortController();
    const caller = await validateAccessToken(db(), session.access_token);
    const api = createCallerFactory(appRouter)(createContextInner({ db: db(), services, caller }), { signal: controller.signal });
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) await api.feed.onInsert({ lastEventId: null });
    const refused = await api.feed.onInsert({ lastEventId: null }).then(
      () => 'OK',
      (error: TRPCError) => `${error.code}: ${error.message}`,
    );
    expect(refused).toBe(`TOO_MANY_REQUESTS: ${TOO_MANY_STREAMS_MESSAGE}`);
    // Callers that went away without reading an event free their places.
    controller.abort();
    const again = await callerWithToken(services, db(), session.access_token);
    expect(await again.feed.onInsert({ lastEventId: null }).then(() => 'OK')).toBe('OK');
  });
});
