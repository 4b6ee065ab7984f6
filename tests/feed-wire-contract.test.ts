/**
 * The feed's two lean paths (server/feed/fast-list.ts and fast-stream.ts) answer in front of
 * tRPC, speaking its wire format themselves. Here tRPC's own client talks to the app (lean paths
 * in front) and to tRPC's handler alone, and must get the same answers from both, down to the
 * bytes: feed.list alone and batched, errors, and the live stream (tracked rows, resuming after
 * the last id, pings, the reconnect delay). A change of the envelope on either side fails here.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, TRPCClientError } from '@trpc/client';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { eq, sql } from 'drizzle-orm';
import { EventSource } from 'eventsource';
import { profiles } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { REPLAY_LIMIT } from '@/server/feed/live-streams';
import { SSE_HEADERS, SSE_PING_INTERVAL_MS, SSE_RECONNECT_AFTER_INACTIVITY_MS } from '@/server/http/sse-wire';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { publishStories, publishStory } from '@/server/news/publish';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createContext } from '@/server/trpc/init';
import type { AppRouter } from '@/server/trpc/router';
import { appRouter } from '@/server/trpc/router';
import { serverAuthErrors } from '@/shared/auth';
import { type FeedStreamEvent, isFeedReload } from '@/shared/feed';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { startTcpProxy } from './helpers/tcp-proxy';
import { forEachDatabase } from './helpers/test-database';
import { waitFor, within } from './helpers/wait';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
/** One request of tRPC's client and what came back, as the network carried it. */
type Exchange = { url: string; status: number; vary: string | null; body: string };
type Story = { id: number; revision: number; headline: string };

/** What tRPC's handler says in Vary; the lean feed.list says `Authorization`. */
const TRPC_VARY = 'trpc-accept, accept';

function authorizedFetch(token: string | null, exchanges?: Exchange[]): Fetch {
  return async (input, init) => {
    const headers = { ...(init?.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(input, { ...init, headers });
    if (exchanges) {
      exchanges.push({ url: String(input), status: response.status, vary: response.headers.get('vary'), body: await response.clone().text() });
    }
    return response;
  };
}

/** tRPC's client one call per request, and batching, as the web app's links do. */
function clientsOf(origin: string, token: string | null, exchanges?: Exchange[]) {
  const fetch = authorizedFetch(token, exchanges);
  return {
    single: createTRPCClient<AppRouter>({ links: [httpLink({ url: `${origin}/trpc`, fetch })] }),
    batched: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${origin}/trpc`, fetch })] }),
  };
}

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;
  let server: RunningServer;
  /** tRPC's fetch adapter alone, without the lean paths in front. */
  let trpcOnly: ReturnType<typeof Bun.serve>;
  let token: string;
  let origins: { lean: string; trpc: string };
  const stories: Story[] = [];

  const publish = async (headline: string): Promise<Story> => {
    const row = await publishStory(db(), sampleStory({ headline }));
    if (!row) throw new Error('story insert returned nothing');
    const story = { id: row.id, revision: row.revision, headline };
    stories.push(story);
    return story;
  };

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    server = startServer({ env: testEnv(), database: database(), services, port: 0, distDir: null });
    trpcOnly = Bun.serve({
      port: 0,
      fetch: (req) =>
        fetchRequestHandler({ endpoint: '/trpc', req, router: appRouter, createContext: (opts) => createContext({ db: db(), services }, opts, null) }),
    });
    origins = { lean: server.url.origin, trpc: `http://localhost:${trpcOnly.port}` };
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    token = session.access_token;
    expect(await services.feed.ready()).toBe(true);
    for (const headline of ['Copper climbs on mine strike', 'Regional lender cuts outlook', 'Shipping rates ease in Asia']) await publish(headline);
    // Once the feed has handed out the last row, its page is read again with it.
    const newest = stories.at(-1)?.revision ?? 0;
    await waitFor(() => services.feed.deliveredUpTo() >= newest, { message: 'the feed to hand out the last story' });
  });
  afterAll(async () => {
    await trpcOnly.stop(true);
    await server.stop();
    services.feed.close();
    await bus.close();
  });

  test('feed.list alone and in a batch: the lean path sends the bytes of tRPC, and the client reads them', async () => {
    const answers = async (origin: string) => {
      const exchanges: Exchange[] = [];
      const { single, batched } = clientsOf(origin, token, exchanges);
      const alone = await single.feed.list.query();
      const batchOfOne = await batched.feed.list.query();
      const [inBatch, story] = await Promise.all([batched.feed.list.query(), batched.feed.story.query({ id: stories[0]!.id })]);
      return { alone, batchOfOne, inBatch, story, exchanges };
    };
    const lean = await answers(origins.lean);
    const trpc = await answers(origins.trpc);

    const newestFirst = stories.map((story) => story.headline).reverse();
    for (const list of [lean.alone, lean.batchOfOne, lean.inBatch]) expect(list.map((item) => item.headline)).toEqual(newestFirst);
    expect(lean.story.headline).toBe(stories[0]!.headline);
    // The lean path answered the call alone and the batch of it alone; the mixed batch went to tRPC.
    expect(lean.exchanges.map((exchange) => exchange.vary)).toEqual(['Authorization', 'Authorization', TRPC_VARY]);
    expect(lean.exchanges.map(({ status, body }) => ({ status, body }))).toEqual(trpc.exchanges.map(({ status, body }) => ({ status, body })));
    expect(lean.exchanges.map((exchange) => exchange.url.replace(origins.lean, ''))).toEqual(
      trpc.exchanges.map((exchange) => exchange.url.replace(origins.trpc, '')),
    );
  });

  test('errors reach the client as tRPC errors with their code, status and message, on both paths', async () => {
    const errorOf = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => {
          if (!(error instanceof TRPCClientError)) throw error;
          const { code, httpStatus, fieldErrors } = (error as TRPCClientError<AppRouter>).data ?? {};
          return { message: error.message, code, httpStatus, fieldErrors };
        },
      );
    for (const origin of [origins.lean, origins.trpc]) {
      const visitor = clientsOf(origin, null);
      expect(await errorOf(visitor.single.feed.list.query())).toMatchObject({
        code: 'UNAUTHORIZED',
        httpStatus: 401,
        message: serverAuthErrors.sessionMissing,
      });
      expect(await errorOf(visitor.batched.feed.list.query())).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });

      const subscriber = clientsOf(origin, token);
      const [list, badInput] = await Promise.all([subscriber.batched.feed.list.query(), errorOf(subscriber.batched.feed.story.query({ id: -1 }))]);
      expect(list).toHaveLength(stories.length);
      expect(badInput).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, fieldErrors: { id: expect.any(String) } });
      expect(badInput?.message).toStartWith('id: ');

      // A malformed id to resume after: refused on the stream as tRPC refuses any bad subscription input.
      const streamError = await new Promise<unknown>((resolve) => {
        const client = createTRPCClient<AppRouter>({
          links: [httpSubscriptionLink({ url: `${origin}/trpc`, EventSource, eventSourceOptions: () => ({ fetch: authorizedFetch(token) }) })],
        });
        const subscription = client.feed.onInsert.subscribe(
          { lastEventId: 'not-a-revision' },
          {
            onError: (error) => {
              subscription.unsubscribe();
              resolve(errorOf(Promise.reject(error)));
            },
          },
        );
      });
      expect(streamError).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, fieldErrors: { lastEventId: expect.any(String) } });
    }
  });

  /** The stream resumed after `lastEventId`, as text, up to the event whose id is `untilId`. */
  const streamText = async (origin: string, lastEventId: number, untilId: number) => {
    const input = encodeURIComponent(JSON.stringify({ lastEventId: String(lastEventId) }));
    const response = await fetch(`${origin}/trpc/feed.onInsert?input=${input}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const end = `id: ${untilId}\n\n\n`;
    let text = '';
    while (!text.includes(end)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    return text;
  };

  const CONNECTED = `event: connected\ndata: ${JSON.stringify({ reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS })}\n\n\n`;

  test('the stream after an id: the lean writer sends the bytes of tRPC', async () => {
    const [first, , last] = stories as [Story, Story, Story];
    const lean = await streamText(origins.lean, first.revision, last.revision);
    expect(lean).toStartWith(CONNECTED);
    expect(lean).toBe(await streamText(origins.trpc, first.revision, last.revision));
  });

  test("the stream's headers: the lean writer sends tRPC's own", async () => {
    // Those that differ from one answer to the next, and the Vary tRPC's handler adds to every answer.
    const perAnswer = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'vary']);
    const headersOf = async (origin: string, bearer: string | null) => {
      const controller = new AbortController();
      const response = await fetch(`${origin}/trpc/feed.onInsert`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        signal: controller.signal,
      });
      controller.abort();
      return Object.fromEntries([...response.headers].filter(([name]) => !perAnswer.has(name)));
    };
    // tRPC's handler alone sends the headers the lean writer writes, and no others.
    expect(await headersOf(origins.trpc, token)).toEqual(Object.fromEntries(Object.entries(SSE_HEADERS).map(([name, value]) => [name.toLowerCase(), value])));
    // In the app, a subscriber's stream comes from the lean writer and a visitor's (refused on the
    // stream) from tRPC, through the same front door (which makes Cache-Control no-store).
    expect(await headersOf(origins.lean, token)).toEqual(await headersOf(origins.lean, null));
  });

  test("tRPC's client on the stream: tracked rows after its id, live rows, pings, and a resume after a cut with no gap or duplicate", async () => {
    const follow = (origin: string) => {
      const proxy = startTcpProxy({ hostname: '127.0.0.1', port: Number(new URL(origin).port) });
      const received: { id: string; headline: string }[] = [];
      const connected: unknown[] = [];
      let pings = 0;
      class WatchedEventSource extends EventSource {
        constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
          super(url, init);
          this.addEventListener('connected', (event) => connected.push(JSON.parse(event.data)));
          this.addEventListener('ping', () => pings++);
        }
      }
      const client = createTRPCClient<AppRouter>({
        links: [
          httpSubscriptionLink({
            url: `http://127.0.0.1:${proxy.port}/trpc`,
            EventSource: WatchedEventSource,
            eventSourceOptions: () => ({ fetch: authorizedFetch(token) }),
          }),
        ],
      });
      const subscription = client.feed.onInsert.subscribe(
        { lastEventId: String(stories[0]!.revision) },
        { onData: (event) => received.push({ id: event.id, headline: isFeedReload(event.data) ? 'the word to reload' : event.data.headline }) },
      );
      return {
        received,
        connected,
        pings: () => pings,
        proxy,
        close() {
          subscription.unsubscribe();
          proxy.close();
        },
      };
    };
    const idsOf = (list: Story[]) => list.map((story) => ({ id: String(story.revision), headline: story.headline }));
    const followers = [follow(origins.lean), follow(origins.trpc)];
    try {
      const backlog = stories.slice(1);
      await waitFor(() => followers.every((f) => f.received.length >= backlog.length), { timeout: 15_000, message: 'the backlog on both paths' });
      for (const follower of followers) expect(follower.received).toEqual(idsOf(backlog));

      const live = await publish('Wheat futures slip after rain');
      await waitFor(() => followers.every((f) => f.received.length >= backlog.length + 1), { timeout: 15_000, message: 'the live row on both paths' });
      for (const follower of followers) expect(follower.received.at(-1)).toEqual(idsOf([live])[0]);

      // Quiet now: each stream pings within the interval.
      await waitFor(() => followers.every((f) => f.pings() > 0), { timeout: SSE_PING_INTERVAL_MS + 5_000, message: 'a ping on both paths' });
      for (const follower of followers) {
        expect(follower.pings()).toBeGreaterThan(0);
        expect(follower.connected).toEqual([{ reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS }]);
      }

      // The network drops; a row arrives meanwhile; the client reconnects after its last id by itself.
      for (const follower of followers) follower.proxy.cut();
      const missed = await publish('Lumber prices firm on housing data');
      for (const follower of followers) follower.proxy.restore();
      await waitFor(() => followers.every((f) => f.received.some((event) => event.headline === missed.headline)), {
        timeout: SSE_RECONNECT_AFTER_INACTIVITY_MS + 10_000,
        message: 'the missed row after reconnecting on both paths',
      });
      for (const follower of followers) {
        expect(follower.received).toEqual(idsOf(stories.slice(1)));
        expect(follower.connected.length).toBe(2);
      }
    } finally {
      for (const follower of followers) follower.close();
    }
  }, 60_000);

  // Last: it leaves more stories than the list shows.
  test(`past ${REPLAY_LIMIT} missed changes, both paths send the same word to read the list again, and tRPC's client reads it`, async () => {
    const resumeAfter = (stories.at(-1) as Story).revision;
    const published = await publishStories(
      db(),
      Array.from({ length: REPLAY_LIMIT + 1 }, (_, i) => sampleStory({ headline: `Missed while away ${i + 1}` })),
    );
    const newest = Math.max(...[...published.values()].map((story) => story.revision));
    await waitFor(() => services.feed.deliveredUpTo() >= newest, { message: 'the feed to hand out the last story' });

    const lean = await streamText(origins.lean, resumeAfter, newest);
    expect(lean).toBe(`${CONNECTED}data: {"reload":true}\nid: ${newest}\n\n\n`);
    expect(await streamText(origins.trpc, resumeAfter, newest)).toBe(lean);

    const firstEventOf = (origin: string) =>
      new Promise<{ id: string; data: FeedStreamEvent }>((resolve) => {
        const client = createTRPCClient<AppRouter>({
          links: [httpSubscriptionLink({ url: `${origin}/trpc`, EventSource, eventSourceOptions: () => ({ fetch: authorizedFetch(token) }) })],
        });
        const subscription = client.feed.onInsert.subscribe(
          { lastEventId: String(resumeAfter) },
          {
            onData: (event) => {
              subscription.unsubscribe();
              resolve(event);
            },
          },
        );
      });
    for (const origin of [origins.lean, origins.trpc]) {
      const event = await within(firstEventOf(origin), { message: `the first event from ${origin}` });
      expect(event).toEqual({ id: String(newest), data: { reload: true } });
      expect(isFeedReload(event.data)).toBe(true);
    }
  });
});
