/**
 * The real server process on Postgres through a TCP proxy, while its database connections are
 * taken away again and again: the proxy cut for seconds, and Postgres ending the app's sessions
 * (the one that holds the ingestion lock, the pooled ones, the listener, all at once). The
 * process must live through every cut, streams must resume with nothing lost or doubled, and
 * every story the API acknowledged must be stored.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { profiles } from '@/server/db/schema';
import { createServices } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { type Instance, startInstance } from './helpers/instances';
import { followFeed } from './helpers/sse';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createTestDatabase } from './helpers/test-database';
import { holdsFor, waitFor } from './helpers/wait';

const CUTS = 20;
const INGEST_LOCK_ID = 727_002;

type Cut = 'proxy' | 'lock session' | 'pooled sessions' | 'every session';
const cuts: Cut[] = ['proxy', 'lock session', 'pooled sessions', 'every session'];

describe.skipIf(!process.env.TEST_DATABASE_URL)('the server process while Postgres connections are cut', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: postgres.Sql;
  let proxy: TcpProxy;
  let instance: Instance;
  /** Advisory locks are per database, and other tests' servers hold theirs on the same Postgres. */
  let databaseOid: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.target.kind !== 'postgres') throw new Error('expected Postgres');
    admin = postgres(database.target.url, { max: 1, onnotice: () => {}, connection: { application_name: 'outage-test' } });
    const [current] = await admin<{ oid: number }[]>`select oid::int from pg_database where datname = current_database()`;
    databaseOid = current?.oid ?? -1;
    const url = new URL(database.target.url);
    proxy = startTcpProxy({ hostname: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    instance = await startInstance(url.toString());
  }, 90_000);
  afterAll(async () => {
    proxy?.restore();
    await instance?.stop();
    proxy?.close();
    await admin?.end();
    await database?.close();
  }, 60_000);

  /** Ends the app's Postgres sessions of one kind from the server side, as a failover or an operator would. */
  async function terminate(kind: Exclude<Cut, 'proxy'>) {
    const appPorts = proxy.upstreamPorts();
    const [lock] = await admin<{ pid: number }[]>`
      select pid from pg_locks where locktype = 'advisory' and objid = ${INGEST_LOCK_ID} and granted and database = ${databaseOid}`;
    const targets = await admin<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = current_database() and client_port = any(${appPorts}::int[])`;
    const pids = targets
      .map((row) => row.pid)
      .filter((pid) => (kind === 'lock session' ? pid === lock?.pid : kind === 'pooled sessions' ? pid !== lock?.pid : true));
    for (const pid of pids) await admin`select pg_terminate_backend(${pid})`;
    return pids.length;
  }

  /** The session that holds the ingestion lock, or null while none does. */
  async function lockHolder(): Promise<number | null> {
    const [holder] = await admin<{ pid: number }[]>`
      select pid from pg_locks where locktype = 'advisory' and objid = ${INGEST_LOCK_ID} and granted and database = ${databaseOid}`;
    return holder?.pid ?? null;
  }

  /** Why the test stops: the process ended, with what it printed last (the error that ended it, on stderr). */
  const ended = (when: string) =>
    new Error(`the server exited with ${instance.exitCode()} ${when}; its last lines: ${JSON.stringify(instance.lines.slice(-12))}`);

  test(`lives through ${CUTS} cuts; streams resume with no story lost or doubled; every acknowledged write is stored`, async () => {
    const services = createServices(testEnv(), database.db);
    const { session } = await createConfirmedUser(services, database.db);
    await database.db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const feeds = [followFeed(instance.origin, session.access_token), followFeed(instance.origin, session.access_token)];
    // A stream opened without a last id starts from now: the stories under test come after both are open.
    await waitFor(() => feeds.every((feed) => feed.connections() > 0), { message: 'both streams open' }).catch(() => {});
    expect(feeds.map((feed) => feed.connections())).toEqual([1, 1]);

    // Stories published through the running server all along: each answered 201 is acknowledged.
    const acknowledged: string[] = [];
    let refused = 0;
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const headline = `Outage probe story number ${n}`;
        const response = await fetch(`${instance.origin}/dev/news`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ headline }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(headline);
        else refused++;
        if (response && response.status >= 500 && response.status !== 503) throw new Error(`publish answered ${response.status}`);
        // A client publishing about twenty stories a second: the pace of the load, not a wait.
        await Bun.sleep(50);
      }
    })();

    const done: string[] = [];
    /** Connections each stream has opened once it is back from every drop so far. */
    let streamsOpened = 1;
    try {
      // The server holds its ingestion lock before the cuts begin, and both streams have had a
      // story: a stream dropped before its first event comes back without a last id, from
      // now on, as a new one would.
      await waitFor(async () => (await lockHolder()) !== null, { interval: 100, message: 'the ingestion lock' });
      await waitFor(() => feeds.every((feed) => feed.events.size > 0), { interval: 50, message: 'a first story on both streams' });
      for (let i = 0; i < CUTS; i++) {
        const cut = i + 1;
        const kind = cuts[i % cuts.length] as Cut;
        // Every other cut, the clients lose their streams too and must resume while the database
        // is away: each stream is back from its last drop first, or this drop would find none.
        if (i % 2 === 1) {
          await waitFor(() => feeds.every((feed) => feed.connections() >= streamsOpened), { interval: 50, message: `both streams back before cut ${cut}` });
          for (const feed of feeds) feed.drop();
          streamsOpened++;
        }
        if (kind === 'proxy') {
          proxy.cut();
          // How long Postgres stays away is under test (1 to 3 s: retries back off, connection
          // attempts time out), and the process must live all along.
          await holdsFor(() => instance.exitCode() === null, 1_000 + (i % 3) * 1_000, { interval: 100 }).catch(() => {
            throw ended(`at cut ${cut} (${kind})`);
          });
          proxy.restore();
        } else {
          await terminate(kind);
        }
        // Through the cut once it answers as ready and has acknowledged a story since: its pool
        // has met the dead sockets and connected again. The ingestion lock is not waited for: it
        // comes back at the scheduler's next check, seconds later, and the next cut may well fall
        // while it reconnects, as a real outage's second blow would.
        const acknowledgedBefore = acknowledged.length;
        const outcome = await waitFor(
          async () => {
            if (instance.exitCode() !== null) return 'exited';
            const through = acknowledged.length > acknowledgedBefore && (await fetch(`${instance.origin}/readyz`)).status === 200;
            return through && 'through';
          },
          { timeout: 30_000, interval: 100, message: `the server to come through cut ${cut} (${kind})` },
        );
        if (outcome === 'exited') throw ended(`at cut ${cut} (${kind})`);
        done.push(kind);
      }
    } finally {
      writing = false;
      await writer;
    }
    console.log(`cuts survived: ${done.length} (${done.join(', ')}); stories acknowledged ${acknowledged.length}, refused ${refused}`);
    expect(done.length).toBe(CUTS);
    // After the last cut the scheduler takes its lock again, the process still there.
    await waitFor(async () => instance.exitCode() !== null || (await lockHolder()) !== null, { interval: 100, message: 'the ingestion lock again' });
    if (instance.exitCode() !== null) throw ended('after the last cut');
    console.log(`stream connections (the first included): ${feeds.map((feed) => feed.connections()).join(', ')}`);
    expect(acknowledged.length).toBeGreaterThan(CUTS);

    // Every acknowledged story is stored once, and reaches every stream exactly once.
    const stored = await admin<{ headline: string }[]>`select headline from news_analysis where headline like 'Outage probe story number %'`;
    const storedCount = new Map<string, number>();
    for (const row of stored) storedCount.set(row.headline, (storedCount.get(row.headline) ?? 0) + 1);
    expect(acknowledged.filter((headline) => storedCount.get(headline) !== 1)).toEqual([]);
    // Each stream was dropped at every other cut, the last one too: it comes back once more.
    await waitFor(() => feeds.every((feed) => feed.connections() >= streamsOpened), { interval: 50, message: 'both streams back after the last drop' });
    await waitFor(() => feeds.every((feed) => acknowledged.every((headline) => feed.headlines.has(headline))), { interval: 100 }).catch(() => {});
    const missing = feeds.map((feed) => acknowledged.filter((headline) => !feed.headlines.has(headline)));
    if (missing.some((headlines) => headlines.length > 0)) {
      const revisions = await admin`select headline, revision from news_analysis where headline = any(${missing.flat()}) order by revision`;
      console.log('missing stories', JSON.stringify(revisions));
      console.log(
        'first and last event ids received',
        feeds.map((feed) => [...feed.events.keys()].filter((_, i, ids) => i === 0 || i === ids.length - 1)),
      );
      console.log('server errors', JSON.stringify(instance.lines.filter((line) => line.level === 'error').slice(0, 20)));
    }
    for (const feed of feeds) {
      expect(acknowledged.filter((headline) => !feed.headlines.has(headline))).toEqual([]);
      expect([...feed.events].filter(([, count]) => count > 1)).toEqual([]);
      expect(feed.connections()).toBeGreaterThan(CUTS / 2);
    }
    await Promise.all(feeds.map((feed) => feed.close()));
  }, 240_000);
});
