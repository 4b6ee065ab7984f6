/**
 * A malformed lastEventId on the live feed is refused with a BAD_REQUEST (400) that names it,
 * as tRPC refuses any bad input to a subscription (an error event on the stream), whether the
 * request reaches the lean SSE writer first or tRPC's own path; a visitor is refused as a
 * visitor. Never a 500.
 * A well-formed one, as tRPC's client sends it (text) or a program sends it (a number), still
 * resumes the stream.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { eq, sql } from 'drizzle-orm';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createContext } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';
import { serverAuthErrors } from '@/shared/auth';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { publishStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { within } from './helpers/wait';

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

  /** tRPC reports a subscription's refusal as an error event on a stream, which then ends. */
  async function refusalOf(response: Response): Promise<{ status: number; httpStatus: unknown; message: unknown }> {
    const body = await response.text();
    const event = body.match(/event: serialized-error\ndata: (.*)\n/)?.[1];
    const error = event ? (JSON.parse(event) as { message?: unknown; data?: { httpStatus?: unknown } }) : null;
    return { status: response.status, httpStatus: error?.data?.httpStatus, message: error?.message ?? body.slice(0, 200) };
  }

  /** What each malformed id got, for the ones that did not get a BAD_REQUEST naming lastEventId. */
  async function wronglyAnswered(origin: string, token: string | null, expectedStatus: number) {
    const wrong: Record<string, unknown> = {};
    for (const bad of malformed) {
      const refusal = await refusalOf(await fetch(urlOf(origin, bad), { headers: headersOf(token, bad.header) }));
      const right =
        refusal.status === 200 && refusal.httpStatus === expectedStatus && (expectedStatus !== 400 || String(refusal.message).includes('lastEventId'));
      if (!right) wrong[bad.name] = refusal;
    }
    return wrong;
  }

  /**
   * Whether a stream resumed from `revision` brings the story after it and not the one at it.
   * Both were published before the stream opened, so the story after it comes first if at all.
   */
  async function resumes(origin: string, ask: { input?: unknown; query?: string; header?: string }, after: string, at: string): Promise<boolean> {
    const controller = new AbortController();
    const response = await fetch(urlOf(origin, ask), { headers: headersOf(subscriberToken, ask.header), signal: controller.signal });
    const decoder = new TextDecoder();
    let text = '';
    const reading = (async () => {
      for await (const chunk of response.body as ReadableStream<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        if (text.includes(after)) return;
      }
    })().catch(() => {});
    await within(reading, { timeout: 3_000, message: `the story after the resume point from ${urlOf(origin, ask)}` }).catch(() => {});
    controller.abort();
    return response.status === 200 && text.includes(after) && !text.includes(at);
  }

  test('a visitor sending an id that cannot become a number is refused as a visitor, not with a 500', async () => {
    const response = await fetch(urlOf(server.url.origin, { input: { lastEventId: { toString: 1 } } }));
    expect(await refusalOf(response)).toEqual({ status: 200, httpStatus: 401, message: serverAuthErrors.sessionMissing });
    // However else the id is malformed.
    expect(await wronglyAnswered(server.url.origin, null, 401)).toEqual({});
  });

  for (const [name, origin] of [
    ['the server (the lean writer hands a malformed id to tRPC)', () => server.url.origin],
    ["tRPC's own subscription path", () => trpcOnly.url.origin.replace(/\/$/, '')],
  ] as const) {
    test(`${name}: every malformed id gets a BAD_REQUEST naming lastEventId, and a well-formed one still resumes`, async () => {
      expect(await wronglyAnswered(origin(), subscriberToken, 400)).toEqual({});
      const at = `resume point ${name}`;
      const after = `missed while away ${name}`;
      const first = await publishStory(db(), at);
      await publishStory(db(), after);
      const [row] = await db().select({ revision: newsAnalysis.revision }).from(newsAnalysis).where(eq(newsAnalysis.id, first));
      if (!row) throw new Error('no story');
      const { revision } = row;
      // As a number from a program, as text from tRPC's client, in the header from an EventSource,
      // in the query from an EventSource that cannot set headers.
      const asks = [
        { input: { lastEventId: revision } },
        { input: { lastEventId: String(revision) } },
        { header: String(revision) },
        { query: `lastEventId=${revision}` },
        { query: `Last-Event-Id=${revision}` },
      ];
      for (const ask of asks) {
        expect({ ask, resumed: await resumes(origin(), ask, after, at) }).toEqual({ ask, resumed: true });
      }
    });
  }
});
