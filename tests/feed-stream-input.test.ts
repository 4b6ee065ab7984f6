/**
 * A malformed lastEventId on the live feed is a 400 that says what is wrong, for a visitor and
 * for a subscriber, on the lean SSE writer and on tRPC's own subscription path: never a 500.
 * A well-formed one, as tRPC's client sends it (text) or a program sends it (a number), still
 * resumes the stream.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { eq, sql } from 'drizzle-orm';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { type LiveBus, startLiveBus } from '@/server/news/live-bus';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createContext } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { publishStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

/** Each way a client could send a malformed id: in the input, in the query, in the header. */
const malformed: { name: string; input?: unknown; query?: string; header?: string }[] = [
  { name: 'an object that cannot become a number', input: { lastEventId: { toString: 1 } } },
  { name: 'an object', input: { lastEventId: { id: 5 } } },
  { name: 'an array', input: { lastEventId: [5] } },
  { name: 'an empty array', input: { lastEventId: [] } },
  { name: 'a boolean', input: { lastEventId: true } },
  { name: 'a huge number', input: { lastEventId: 1e300 } },
  { name: 'an unsafe integer', input: { lastEventId: 2 ** 60 } },
  { name: 'a negative number', input: { lastEventId: -1 } },
  { name: 'a fraction', input: { lastEventId: 1.5 } },
  { name: 'a NaN string', input: { lastEventId: 'NaN' } },
  { name: 'a string of too many digits', input: { lastEventId: '123456789012345678901234567890' } },
  { name: 'a negative string', input: { lastEventId: '-3' } },
  { name: 'an input that is not an object', input: 42 },
  { name: 'a query parameter', query: 'lastEventId=abc' },
  { name: 'a Last-Event-ID header', header: 'Infinity' },
];

function urlOf(origin: string, { input, query }: { input?: unknown; query?: string }): string {
  const params = [input === undefined ? null : `input=${encodeURIComponent(JSON.stringify(input))}`, query ?? null].filter(Boolean);
  return `${origin}/trpc/feed.onInsert${params.length ? `?${params.join('&')}` : ''}`;
}

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;
  let server: RunningServer;
  /** tRPC's fetch adapter alone, as server.ts mounts it, without the lean writer in front. */
  let trpcOnly: ReturnType<typeof Bun.serve>;
  let subscriberToken: string;

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    server = startServer({ env: testEnv(), database: database(), services, port: 0, distDir: null });
    trpcOnly = Bun.serve({
      port: 0,
      fetch: (req) =>
        fetchRequestHandler({ endpoint: '/trpc', req, router: appRouter, createContext: (opts) => createContext({ db: db(), services }, opts, null) }),
    });
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    subscriberToken = session.access_token;
  });
  afterAll(async () => {
    await trpcOnly.stop(true);
    await server.stop();
    services.feed.close();
    await bus.close();
  });

  const headersOf = (token: string | null, header?: string) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(header ? { 'last-event-id': header } : {}),
  });

  describe('the live feed as the server answers it', () => {
    for (const who of ['a visitor', 'a subscriber'] as const) {
      for (const bad of malformed) {
        test(`${who} sending ${bad.name} gets a 400 naming lastEventId`, async () => {
          const token = who === 'a subscriber' ? subscriberToken : null;
          const response = await fetch(urlOf(server.url.origin, bad), { headers: headersOf(token, bad.header) });
          const body = await response.text();
          expect({ status: response.status, body }).toMatchObject({ status: 400, body: expect.stringContaining('lastEventId') });
        });
      }
    }
  });

  describe("tRPC's own subscription path", () => {
    // tRPC reports a subscription's refusal as an error event on a stream, which then ends.
    for (const bad of malformed) {
      test(`a subscriber sending ${bad.name} gets a BAD_REQUEST naming lastEventId`, async () => {
        const response = await fetch(urlOf(trpcOnly.url.origin.replace(/\/$/, ''), bad), { headers: headersOf(subscriberToken, bad.header) });
        const body = await response.text();
        expect(body).toContain('"httpStatus":400');
        expect(body).toContain('lastEventId');
        expect(body).not.toContain('"httpStatus":500');
      });
    }
  });

  test('a well-formed id resumes after that revision on both paths, as text (from the header or the input) or as a number', async () => {
    const first = await publishStory(db(), 'resume point');
    await publishStory(db(), 'missed while away');
    const [row] = await db().select({ revision: newsAnalysis.revision }).from(newsAnalysis).where(eq(newsAnalysis.id, first));
    if (!row) throw new Error('no story');
    const { revision } = row;
    const origins = [server.url.origin, trpcOnly.url.origin.replace(/\/$/, '')];
    for (const origin of origins) {
      for (const ask of [{ input: { lastEventId: revision } }, { input: { lastEventId: String(revision) } }, { header: String(revision) }]) {
        const controller = new AbortController();
        const response = await fetch(urlOf(origin, ask), { headers: headersOf(subscriberToken, ask.header), signal: controller.signal });
        expect(response.status).toBe(200);
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        let text = '';
        const deadline = Date.now() + 3_000;
        while (!text.includes('missed while away') && Date.now() < deadline) {
          const { value, done } = await Promise.race([reader.read(), Bun.sleep(200).then(() => ({ value: undefined, done: false }))]);
          if (done) break;
          if (value) text += decoder.decode(value, { stream: true });
        }
        controller.abort();
        expect(text).toContain('missed while away');
        expect(text).not.toContain('resume point');
      }
    }
  });
});
