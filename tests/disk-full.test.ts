/**
 * A full disk is a pause, not a fault: a write that meets Postgres's disk_full or
 * insufficient_resources (or ENOSPC from the files PGlite writes) answers 503 with Retry-After,
 * as an unreachable database does, and writes nothing.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { profiles, watchlistSymbols } from '@/server/db/schema';
import { isDiskFull, isTemporarilyUnavailable } from '@/server/db/unavailable';
import { type RunningServer, startServer } from '@/server/server';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

test('disk_full, insufficient_resources and ENOSPC are told apart from other failures, however deep the cause', () => {
  const wrapped = (code: string) => new Error('Failed query: insert …', { cause: Object.assign(new Error('could not extend file'), { code }) });
  expect(isDiskFull(wrapped('53100'))).toBe(true);
  expect(isDiskFull(wrapped('53000'))).toBe(true);
  expect(isDiskFull(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
  expect(isTemporarilyUnavailable(wrapped('ECONNREFUSED'))).toBe(true);
  expect(isDiskFull(wrapped('23505'))).toBe(false);
  expect(isTemporarilyUnavailable(new Error('a bug'))).toBe(false);
});

forEachDatabase((database) => {
  let server: RunningServer;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const env = testEnv();
    const services = testServices(database().db, env);
    server = startServer({ env, database: database(), services, port: 0, distDir: null });
    const { session } = await createConfirmedUser(services, database().db);
    token = session.access_token;
    userId = session.user.id;
    await database()
      .db.insert(profiles)
      .values({ id: userId, trialUntil: sql`now() + interval '7 days'` })
      .onConflictDoUpdate({ target: profiles.id, set: { trialUntil: sql`now() + interval '7 days'` } });
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Every insert into the watchlist fails the way a full disk makes Postgres fail. */
  async function fillTheDisk(condition: 'disk_full' | 'insufficient_resources') {
    await database().db.execute(
      sql.raw(`create or replace function fail_as_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '${condition}'; end $$`),
    );
    await database().db.execute(sql`create trigger disk_is_full before insert on watchlist_symbols for each row execute function fail_as_full()`);
  }
  const makeRoom = () => database().db.execute(sql`drop trigger if exists disk_is_full on watchlist_symbols`);

  test.each(['disk_full', 'insufficient_resources'] as const)('a write that meets %s answers 503 with Retry-After and writes nothing', async (condition) => {
    await fillTheDisk(condition);
    try {
      const response = await fetch(`${server.url.origin}/trpc/watchlist.add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ symbol: 'NVDA' }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
      expect(await database().db.select().from(watchlistSymbols).where(eq(watchlistSymbols.userId, userId))).toEqual([]);
    } finally {
      await makeRoom();
    }
    // Once there is room again, the same request succeeds.
    const again = await fetch(`${server.url.origin}/trpc/watchlist.add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ symbol: 'NVDA' }),
    });
    expect(again.status).toBe(200);
    await database().db.delete(watchlistSymbols).where(eq(watchlistSymbols.userId, userId));
  });
});
