/**
 * Postgres goes away and comes back (a TCP proxy between the app and the shared Postgres is
 * cut and restored; the real server is never stopped). Meanwhile the probe and the API say
 * so at once, and afterwards the live feed delivers everything published during the outage.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { hashToken } from '@/server/accounts/tokens';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { profiles, sessions } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { openFeedStream } from './helpers/sse';
import { publishStory } from './helpers/stories';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createTestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

if (!process.env.TEST_DATABASE_URL) {
  console.log('outage tests skipped: set TEST_DATABASE_URL to cut the app off a real Postgres');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('while Postgres is down', () => {
  /** The test's own connection, which the outage does not touch (another instance, say). */
  let direct: DatabaseHandle;
  /** Looks at the app's sessions as Postgres sees them. */
  let admin: postgres.Sql;
  let proxy: TcpProxy;
  let app: DatabaseHandle;
  let bus: LiveBus;
  let services: Services;
  let server: RunningServer;

  beforeAll(async () => {
    direct = await createTestDatabase('postgres');
    if (direct.target.kind !== 'postgres') throw new Error('expected Postgres');
    admin = postgres(direct.target.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin?.end();
    await direct?.close();
  });

  // Each test gets its own app, connection pool and proxy: what one outage leaves behind in a
  // pool must not decide the next test.
  beforeEach(async () => {
    if (direct.target.kind !== 'postgres') throw new Error('expected Postgres');
    const url = new URL(direct.target.url);
    proxy = startTcpProxy({ hostname: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    app = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
    bus = await startLiveBus(app);
    services = createServices(testEnv(), app.db, { feed: createFeedHub(app.db, bus, undefined) });
    server = startServer({ env: testEnv(), database: app, services, port: 0, distDir: null });
  });
  // postgres.js takes its full 5 s grace to close a pool that lived through an outage.
  afterEach(async () => {
    proxy.restore();
    await server.stop();
    services.feed.close();
    await bus.close();
    await app.close();
    proxy.close();
  }, 60_000);

  const publish = (headline: string) => publishStory(direct.db, headline);

  /**
   * Cuts the proxy and resolves once Postgres has ended every session the app had through it,
   * its listening one included: nothing announced from then on can reach the app.
   */
  async function cutAndWaitForSessionsToEnd() {
    const appPorts = proxy.upstreamPorts();
    proxy.cut();
    await waitFor(async () => (await admin`select 1 from pg_stat_activity where client_port = any(${appPorts}::int[])`).length === 0, {
      interval: 50,
      message: "the app's sessions to end",
    });
  }

  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    return { response, ms: Math.round(performance.now() - started) };
  };

  test('/readyz answers 503 within 1 s and requests fail at once with a clear 503, for as long as it lasts', async () => {
    const { email, password, session } = await createConfirmedUser(services, app.db);
    expect((await fetch(`${server.url.origin}/readyz`)).status).toBe(200);
    proxy.cut();
    // A signed-in request, whose session cannot be looked up, and the feed's fast path say the same.
    const auth = { authorization: `Bearer ${session.access_token}` };
    const me = await fetch(`${server.url.origin}/trpc/auth.me`, { headers: auth });
    expect(me.status).toBe(503);
    expect(((await me.json()) as { error: { message: string } }).error.message).toBe(UNAVAILABLE);
    const feed = await fetch(`${server.url.origin}/trpc/feed.list`, { headers: auth });
    expect(feed.status).toBe(503);
    expect(await feed.text()).toContain(UNAVAILABLE);
    try {
      const slowest = { readyz: 0, signIn: 0 };
      const outageEnds = performance.now() + 6_000;
      while (performance.now() < outageEnds) {
        const ready = await timed(() => fetch(`${server.url.origin}/readyz`));
        expect(ready.response.status).toBe(503);
        slowest.readyz = Math.max(slowest.readyz, ready.ms);

        const signIn = await timed(() =>
          fetch(`${server.url.origin}/trpc/auth.signIn`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }),
        );
        expect(signIn.response.status).toBe(503);
        const body = (await signIn.response.json()) as { error: { message: string } };
        expect(body.error.message).toBe(UNAVAILABLE);
        slowest.signIn = Math.max(slowest.signIn, signIn.ms);
        // A few probes a second for 6 s: that answers stay fast however long the outage lasts is
        // under test, so the outage and the probes are timed.
        await Bun.sleep(300);
      }
      console.log(`during the outage: slowest /readyz ${slowest.readyz} ms, slowest sign-in ${slowest.signIn} ms`);
      expect(slowest.readyz).toBeLessThan(1_000);
      expect(slowest.signIn).toBeLessThan(1_000);
    } finally {
      proxy.restore();
    }
    await waitFor(async () => (await fetch(`${server.url.origin}/readyz`)).status === 200, { interval: 100 }).catch(() => {});
    expect((await fetch(`${server.url.origin}/readyz`)).status).toBe(200);
  }, 60_000);

  test('when Postgres stops answering at all, /readyz says so within 1 s and a request gets a 503 within 3 s', async () => {
    const { email, password } = await createConfirmedUser(services, app.db);
    proxy.stall();
    try {
      const ready = await timed(() => fetch(`${server.url.origin}/readyz`));
      expect(ready.response.status).toBe(503);
      const signIn = await timed(() =>
        fetch(`${server.url.origin}/trpc/auth.signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }),
      );
      console.log(`Postgres silent: /readyz ${ready.ms} ms, sign-in ${signIn.ms} ms`);
      expect(ready.ms).toBeLessThan(1_000);
      expect(signIn.response.status).toBe(503);
      expect(((await signIn.response.json()) as { error: { message: string } }).error.message).toBe(UNAVAILABLE);
      expect(signIn.ms).toBeLessThan(3_000);
    } finally {
      proxy.restore();
    }
    await waitFor(async () => (await fetch(`${server.url.origin}/readyz`)).status === 200, { interval: 100 }).catch(() => {});
    expect((await fetch(`${server.url.origin}/readyz`)).status).toBe(200);
  }, 60_000);

  test('after the outage, every story published meanwhile reaches open streams within 2 s', async () => {
    const { session } = await createConfirmedUser(services, app.db);
    await app.db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const stream = await openFeedStream(server.url.origin, session.access_token);
    await publish('before the outage');
    await waitFor(() => stream.text().includes('before the outage'), { interval: 10 }).catch(() => {});
    expect(stream.text()).toContain('before the outage');

    await cutAndWaitForSessionsToEnd();
    await publish('during the outage');
    // The outage lasts a few seconds more, long enough for the app's reconnection attempts to
    // back off to their longest delay: the deadline after recovery must hold then too, so the
    // length of the outage is under test.
    await Bun.sleep(3_000);
    proxy.restore();
    const restoredAt = performance.now();
    await publish('right after the outage');

    const wanted = ['during the outage', 'right after the outage'];
    await waitFor(() => wanted.every((headline) => stream.text().includes(headline)), { timeout: 5_000 }).catch(() => {});
    const deliveredAfter = Math.round(performance.now() - restoredAt);
    await stream.close();
    console.log(`stories of the outage delivered ${deliveredAfter} ms after Postgres was back`);
    for (const headline of wanted) expect(stream.text()).toContain(headline);
    expect(deliveredAfter).toBeLessThan(2_000);
  }, 60_000);

  test('a session revoked elsewhere during the outage ends its stream within 2 s of recovery', async () => {
    const { session } = await createConfirmedUser(services, app.db);
    await app.db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const stream = await openFeedStream(server.url.origin, session.access_token);
    await cutAndWaitForSessionsToEnd();
    // Another instance signs the session out; its announcement cannot reach this one.
    await direct.db.delete(sessions).where(eq(sessions.accessTokenHash, hashToken(session.access_token)));
    proxy.restore();
    const ended = await stream.endsWithin(4_000);
    await stream.close();
    console.log(`the stream of a session revoked during the outage ended ${ended} ms after recovery`);
    expect(ended ?? Infinity).toBeLessThan(2_000);
    expect(stream.text()).toContain('event: return');
  }, 60_000);
});
