import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { EventSource } from 'eventsource';
import { createSession, validateAccessToken } from '@/server/accounts/sessions';
import type { Database } from '@/server/db/client';
import { type NewNewsAnalysis, newsAnalysis, profiles, subscriptions, users } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { REPLAY_LIMIT } from '@/server/feed/live-streams';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { type Published, publishStories, publishStory, reviseStory } from '@/server/news/publish';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import type { AppRouter } from '@/server/trpc/router';
import { appRouter } from '@/server/trpc/router';
import { serverAuthErrors } from '@/shared/auth';
import { type FeedStreamEvent, isFeedReload } from '@/shared/feed';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { settleWithin, waitFor, within } from './helpers/wait';

/**
 * Publishes `count` stories at once, as a reader away meanwhile misses them, and returns them in
 * revision order once the instance's feed has handed the last one to its streams.
 */
async function publishWhileAway(db: Database, services: Services, count: number): Promise<Published[]> {
  const published = await publishStories(
    db,
    Array.from({ length: count }, (_, i) => sampleStory({ headline: `While away ${i + 1}` })),
  );
  const stories = [...published.values()].sort((a, b) => a.revision - b.revision);
  const newest = stories.at(-1)?.revision ?? 0;
  await waitFor(() => services.feed.deliveredUpTo() >= newest, { message: 'the feed to hand out the last story published while away' });
  return stories;
}

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    expect(await services.feed.ready()).toBe(true);
  });
  afterAll(async () => {
    services.feed.close();
    await bus.close();
  });

  async function insert(overrides: Partial<NewNewsAnalysis> = {}) {
    const published = await publishStory(db(), sampleStory(overrides));
    const [row] = await db()
      .select()
      .from(newsAnalysis)
      .where(eq(newsAnalysis.id, published?.id ?? 0));
    if (!row) throw new Error('insert failed');
    return row;
  }

  async function user({ trial = true }: { trial?: boolean } = {}) {
    const { session } = await createConfirmedUser(services, db());
    if (trial) await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const caller = await validateAccessToken(db(), session.access_token);
    return { session, api: callerFor(services, db(), caller) };
  }

  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => 'OK',
      (error: TRPCError) => error.code,
    );

  test('every entitled procedure refuses visitors, users without access, ended trials and lapsed subscriptions', async () => {
    const entitled = Object.entries(appRouter._def.procedures)
      .filter(([, procedure]) => (procedure as unknown as { _def: { meta?: { entitled?: boolean } } })._def.meta?.entitled)
      .map(([path]) => path)
      .sort();
    // A valid input for each: the refusal must come from the entitlement, not from the parser.
    type Api = ReturnType<typeof callerFor>;
    const calls: Record<string, (api: Api) => Promise<unknown>> = {
      'alerts.get': (api) => api.alerts.get(),
      'alerts.createRule': (api) =>
        api.alerts.createRule({ name: 'Big movers', keywords: [], category: null, direction: null, minImpact: 7, instruments: [], watchlist: false }),
      'alerts.deleteRule': (api) => api.alerts.deleteRule({ id: '00000000-0000-4000-8000-000000000000' }),
      'alerts.setEmail': (api) => api.alerts.setEmail({ email: true }),
      'alerts.updateRule': (api) => api.alerts.updateRule({ id: '00000000-0000-4000-8000-000000000000', enabled: false }),
      'calibration.board': (api) => api.calibration.board(),
      'charts.minutes': (api) => api.charts.minutes({ id: 1 }),
      'feed.list': (api) => api.feed.list(),
      'feed.onInsert': (api) => api.feed.onInsert(),
      'feed.search': (api) => api.feed.search({ words: 'rates' }),
      'feed.story': (api) => api.feed.story({ id: 1 }),
      'preferences.get': (api) => api.preferences.get(),
      'preferences.update': (api) => api.preferences.update({ layout: 'dense' }),
      'push.settings': (api) => api.push.settings(),
      'push.subscribe': (api) =>
        api.push.subscribe({ endpoint: 'https://push.example.test/send/1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, label: 'Firefox on Linux' }),
      'sources.summary': (api) => api.sources.summary(),
      'views.create': (api) => api.views.create({ name: 'Macro', filters: { category: 'economy' } }),
      'views.delete': (api) => api.views.delete({ id: '00000000-0000-4000-8000-000000000000' }),
      'views.list': (api) => api.views.list(),
      'views.update': (api) => api.views.update({ id: '00000000-0000-4000-8000-000000000000', name: 'Rates' }),
      'watchlist.add': (api) => api.watchlist.add({ symbol: 'NVDA' }),
      'watchlist.list': (api) => api.watchlist.list(),
      'watchlist.remove': (api) => api.watchlist.remove({ symbol: 'NVDA' }),
    };
    expect(entitled).toEqual(Object.keys(calls).sort());
    const refusals = async (api: Api) =>
      Object.fromEntries(await Promise.all(entitled.map(async (path) => [path, await codeOf((calls[path] as (api: Api) => Promise<unknown>)(api))])));
    const every = (code: string) => Object.fromEntries(entitled.map((path) => [path, code]));

    expect(await refusals(callerFor(services, db()))).toEqual(every('UNAUTHORIZED'));

    const noAccess = await user({ trial: false });
    expect(await refusals(noAccess.api)).toEqual(every('FORBIDDEN'));

    const ended = await user({ trial: false });
    await ended.api.billing.demo.completeCheckout();
    expect(await codeOf(ended.api.feed.list())).toBe('OK');
    await ended.api.billing.endTrial();
    expect(await refusals(ended.api)).toEqual(every('FORBIDDEN'));

    const lapsed = await user({ trial: false });
    await db()
      .insert(subscriptions)
      .values({
        userId: lapsed.session.user.id,
        provider: 'demo',
        status: 'past_due',
        currentPeriodEnd: new Date(Date.now() - 86_400_000),
      });
    expect(await refusals(lapsed.api)).toEqual(every('FORBIDDEN'));
  });

  test('the list: newest 50 by created_at, served from memory and refreshed by inserts', async () => {
    const { api } = await user();
    for (let i = 0; i < 54; i++)
      await db()
        .insert(newsAnalysis)
        .values(sampleStory({ createdAt: new Date(Date.now() - (60 - i) * 60_000) }));
    await insert({ createdAt: new Date(Date.now() - 5 * 60_000) });
    await waitFor(async () => (await api.feed.list()).length >= 50, { message: 'a full list' });
    const first = await api.feed.list();
    expect(first).toHaveLength(50);
    const times = first.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const fresh = await insert({ headline: 'Breaking: rates cut' });
    await waitFor(async () => (await api.feed.list())[0]?.id === fresh.id).catch(() => {});
    const after = await api.feed.list();
    expect(after[0]?.headline).toBe('Breaking: rates cut');
    expect(after).toHaveLength(50);
  });

  test('FEED_SOURCE_DOMAINS restricts the feed', async () => {
    const hub = createFeedHub(db(), null, ['allowed.test']);
    await insert({ sourceDomain: 'allowed.test' });
    await insert({ sourceDomain: 'other.test' });
    const items = await hub.newest();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.source_domain === 'allowed.test')).toBe(true);
    hub.close();
  });

  /**
   * The stream as tRPC's in-process caller gives it: each event is a tracked envelope, [id, data].
   * The stream is registered once the call has answered: what is published from then on reaches it.
   */
  async function openStream(api: ReturnType<typeof callerFor>, lastEventId: number | null) {
    const before = services.streams.count();
    const stream = (await api.feed.onInsert({ lastEventId })) as AsyncIterable<[string, FeedStreamEvent]>;
    expect(services.streams.count()).toBe(before + 1);
    const inner = stream[Symbol.asyncIterator]();
    return {
      next: async () => {
        const result = await inner.next();
        return { done: result.done, value: result.value ? { id: result.value[0], data: result.value[1] } : undefined };
      },
      /** The next event, a row. */
      row: async () => {
        const { value } = await inner.next();
        if (!value || 'reload' in value[1]) throw new Error(`expected a row, got ${JSON.stringify(value)}`);
        return { id: value[0], data: value[1] };
      },
      return: () => inner.return?.(),
    };
  }

  test('the stream delivers inserts and changes in order; resuming with the last revision gets what was missed, once', async () => {
    const { api } = await user();
    const iterator = await openStream(api, null);
    const firstPull = iterator.row();
    const a = await insert({ headline: 'A' });
    const b = await insert({ headline: 'B' });
    const first = await firstPull;
    const second = await iterator.row();
    expect([first.data.headline, second.data.headline]).toEqual(['A', 'B']);
    // The event id is the row's revision: where a resume starts.
    expect(first.id).toBe(String(a.revision));
    await iterator.return();

    // Offline for a while: two more rows arrive.
    const c = await insert({ headline: 'C' });
    const d = await insert({ headline: 'D' });
    const again = await openStream(api, b.revision);
    const got = [await again.row(), await again.row()].map((r) => r.data.id);
    expect(got).toEqual([c.id, d.id]);
    const thirdPull = again.row();
    const e = await insert({ headline: 'E' });
    expect((await thirdPull).data.id).toBe(e.id);

    // A stored story changes (its AI analysis arrived): the open stream gets the same id, changed, with a new revision.
    const fourthPull = again.row();
    const revised = await reviseStory(db(), c.id, {
      analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'AI view' },
      analysisMethod: 'claude-haiku-4-5',
    });
    const update = await fourthPull;
    expect(update.data).toMatchObject({ id: c.id, headline: 'C', analysis_method: 'claude-haiku-4-5', revision: revised?.revision });
    expect(update.id).toBe(String(revised?.revision));
    await again.return();

    // A reader who left after E comes back: only the change is new to them, and it comes once.
    const back = await openStream(api, e.revision);
    expect((await back.row()).data).toMatchObject({ id: c.id, analysis_method: 'claude-haiku-4-5' });
    const nextPull = back.row();
    const f = await insert({ headline: 'F' });
    expect((await nextPull).data.id).toBe(f.id);
    await back.return();
  });

  test('a stream resumed after more changes than it replays is told at once to read the list again, then goes on live', async () => {
    const { api } = await user();
    const seen = await insert({ headline: 'Read before the break' });
    const away = await publishWhileAway(db(), services, REPLAY_LIMIT + 60);
    const newestAway = away.at(-1)?.revision;

    const back = await openStream(api, seen.revision);
    // First, the word: its id is where the stream goes on from, so the next resume starts there.
    expect((await back.next()).value).toEqual({ id: String(newestAway), data: { reload: true } });
    const nextPull = back.row();
    const after = await insert({ headline: 'Published after the word to read the list again' });
    expect(await nextPull).toMatchObject({ id: String(after.revision), data: { id: after.id } });
    await back.return();

    // The list read on that word holds the newest of what was missed.
    const list = await api.feed.list();
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([after.id, away.at(-1)?.id ?? 0]);
  });

  test('the stream ends when the trial is ended', async () => {
    const { api } = await user({ trial: false });
    await api.billing.demo.completeCheckout();
    const iterator = await openStream(api, null);
    const pending = iterator.next();
    await api.billing.endTrial();
    const result = await settleWithin(pending, 3000, 'still open');
    expect(result).toEqual({ done: true, value: undefined });
  });
});

forEachDatabase((database) => {
  let bus: LiveBus;
  let server: RunningServer;
  let services: Services;
  const env = testEnv();

  async function boot() {
    services = createServices(env, database().db, { feed: createFeedHub(database().db, bus, undefined) });
    expect(await services.feed.ready()).toBe(true);
    server = startServer({ env, database: database(), services, port: 0, distDir: null });
  }

  async function trialUser() {
    const { session } = await createConfirmedUser(services, database().db);
    await database().db.update(profiles).set({ trialUntil: sql`now() + interval '1 day'` }).where(eq(profiles.id, session.user.id));
    return session;
  }

  /**
   * tRPC's subscription client on the stream, with the token in a header as the web app sends it.
   * Resolves once the stream is open (its first event is out): what is published from then on reaches it.
   */
  async function subscribe(
    token: string,
    lastEventId: number | null,
    onData: (event: { id: string; data: FeedStreamEvent }) => void,
    requestedUrls: string[] = [],
  ) {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpSubscriptionLink({
          url: `${server.url.origin}/trpc`,
          EventSource,
          eventSourceOptions: () => ({
            fetch: (input, init) => {
              requestedUrls.push(String(input));
              return fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${token}` } });
            },
          }),
        }),
      ],
    });
    let started = () => {};
    const open = new Promise<void>((resolve) => {
      started = resolve;
    });
    const subscription = client.feed.onInsert.subscribe({ lastEventId }, { onStarted: () => started(), onData });
    await within(open, { message: 'the stream to open' });
    return subscription;
  }
  beforeAll(async () => {
    bus = await startLiveBus(database());
    await boot();
  });
  afterAll(async () => {
    await server.stop();
    await bus.close();
  });

  test('GET /trpc/feed.list from memory answers exactly as tRPC does, and refuses the same way', async () => {
    const { session } = await createConfirmedUser(services, database().db);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const base = `${server.url.origin}/trpc`;
    expect((await fetch(`${base}/feed.list`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${base}/feed.list`)).status).toBe(401);

    // Starting the trial through the product clears the remembered "no access" at once.
    const started = await fetch(`${base}/billing.demo.completeCheckout`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.status).toBe(200);
    await publishStory(database().db, sampleStory({ headline: 'fast path' }));
    const fast = await fetch(`${base}/feed.list`, { headers: auth });
    expect(fast.status).toBe(200);
    expect(fast.headers.get('content-security-policy')).toContain("default-src 'self'");
    const fastBody = await fast.json();
    // A batch of only feed.list is answered from memory too; a larger batch goes through tRPC.
    const fastBatch = await fetch(`${base}/feed.list?batch=1&input=${encodeURIComponent('{}')}`, { headers: auth });
    expect(await fastBatch.json()).toEqual([fastBody]);
    const viaTrpc = await fetch(`${base}/feed.list,auth.me?batch=1&input=${encodeURIComponent('{}')}`, { headers: auth });
    const [batched] = (await viaTrpc.json()) as [unknown];
    expect(fastBody).toEqual(batched);
  });

  test("a reset link's recovery session of an entitled user gets neither the list nor the stream, on the lean paths or through tRPC", async () => {
    const { session } = await createConfirmedUser(services, database().db);
    const [account] = await database().db.select().from(users).where(eq(users.id, session.user.id));
    if (!account) throw new Error('no user row');
    const recovery = await createSession(database().db, account, 'recovery');
    await database().db.update(profiles).set({ trialUntil: sql`now() + interval '1 day'` }).where(eq(profiles.id, recovery.user.id));
    const auth = { authorization: `Bearer ${recovery.access_token}` };
    const base = `${server.url.origin}/trpc`;
    for (const url of [`${base}/feed.list`, `${base}/feed.list?batch=1&input=${encodeURIComponent('{}')}`]) {
      const response = await fetch(url, { headers: auth });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(serverAuthErrors.recoveryOnly);
    }
    // A refused subscription is an error event on tRPC's stream, which then ends.
    const stream = await fetch(`${base}/feed.onInsert`, { headers: auth });
    expect(await stream.text()).toContain(`"httpStatus":403`);
  });

  const insert = async (headline: string) => {
    const row = await publishStory(database().db, sampleStory({ headline }));
    if (!row) throw new Error('insert failed');
    return row;
  };

  /** What a subscriber received, and a wait for the nth event that checks no more came. */
  function receiver() {
    const received: { id: string; data: FeedStreamEvent }[] = [];
    return {
      received,
      onData: (event: { id: string; data: FeedStreamEvent }) => received.push(event),
      async until(n: number) {
        await waitFor(() => received.length >= n, { message: `${n} events` });
        expect(received.length).toBe(n);
      },
      storyIds: () => received.map((event) => (isFeedReload(event.data) ? 'reload' : event.data.id)),
    };
  }

  test('over SSE with the token in a header: live rows, then a resume across a server restart with no gap and no duplicate', async () => {
    const session = await trialUser();
    const { received, onData, until, storyIds } = receiver();
    const requestedUrls: string[] = [];

    const subscription = await subscribe(session.access_token, null, onData, requestedUrls);
    const one = await insert('one');
    await until(1);
    expect(received[0]?.id).toBe(String(one.revision));
    expect(requestedUrls.every((url) => !url.includes(session.access_token))).toBe(true);
    subscription.unsubscribe();

    // The server restarts; rows arrive meanwhile.
    await server.stop();
    const two = await insert('two');
    const three = await insert('three');
    await boot();
    const resumed = await subscribe(session.access_token, one.revision, onData, requestedUrls);
    await until(3);
    expect(storyIds()).toEqual([one.id, two.id, three.id]);
    const four = await insert('four');
    await until(4);
    expect(storyIds().at(-1)).toBe(four.id);
    resumed.unsubscribe();
  }, 60_000);

  test(`resuming after up to ${REPLAY_LIMIT} changes replays each in order; after more, the stream says at once to read the list again, then goes on live`, async () => {
    const session = await trialUser();
    const seen = await insert('Read before the break');

    const away = await publishWhileAway(database().db, services, REPLAY_LIMIT);
    const replayed = receiver();
    const first = await subscribe(session.access_token, seen.revision, replayed.onData);
    await replayed.until(REPLAY_LIMIT);
    expect(replayed.received.map((event) => event.id)).toEqual(away.map((story) => String(story.revision)));
    first.unsubscribe();

    // Away again, for more than a stream replays.
    const lastSeen = away.at(-1)?.revision ?? 0;
    const longer = await publishWhileAway(database().db, services, REPLAY_LIMIT + 60);
    const told = receiver();
    const second = await subscribe(session.access_token, lastSeen, told.onData);
    await told.until(1);
    // Its id is where the stream goes on from: the client resumes after it next time.
    expect(told.received[0]).toEqual({ id: String(longer.at(-1)?.revision), data: { reload: true } });
    const after = await insert('Published after the word to read the list again');
    await told.until(2);
    expect(told.received[1]).toMatchObject({ id: String(after.revision), data: { id: after.id } });
    second.unsubscribe();
  }, 60_000);
});
