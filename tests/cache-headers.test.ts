/**
 * Answers that may carry account data are never kept by a browser, proxy or CDN: every /trpc
 * answer (queries, writes, errors, the feed's fast paths) and the other API routes say
 * `Cache-Control: no-store`. The hashed assets of the build keep their year-long cache.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { profiles } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

forEachDatabase((database) => {
  let server: RunningServer;
  let token: string;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'iw-cache-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title>__APP_NAME__</title><!--app-config--></head><body></body></html>');
    writeFileSync(join(distDir, 'assets/app-abc123.js'), 'console.log(1);');
    const env = testEnv();
    const services = testServices(database().db, env);
    server = startServer({ env, database: database(), services, port: 0, distDir });
    const { session } = await createConfirmedUser(services, database().db);
    token = session.access_token;
    await database().db.insert(profiles).values({ id: session.user.id, trialUntil: sql`now() + interval '7 days'` }).onConflictDoNothing();
  });
  afterAll(async () => {
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url.origin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  const post = (path: string, body?: unknown) =>
    send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

  test('every answer of the API, successful or not, says no-store', async () => {
    const answers = {
      'auth.me': await send('/trpc/auth.me'),
      'billing.status': await send('/trpc/billing.status'),
      'feed.list (fast path)': await send('/trpc/feed.list'),
      'account.exportData': await post('/trpc/account.exportData'),
      'a batch': await send(`/trpc/auth.me,billing.profile?batch=1&input=${encodeURIComponent('{}')}`),
      'an unknown procedure': await send('/trpc/nope'),
      'a refused input': await post('/trpc/watchlist.add', { symbol: 'not a symbol' }),
      'a visitor': await fetch(`${server.url.origin}/trpc/auth.me`),
      'the dev outbox': await send('/dev/outbox.json'),
      'one-click unsubscribe': await post('/api/alerts/unsubscribe?token=x'),
    };
    const cacheOf = Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.headers.get('cache-control')]));
    expect(cacheOf).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])));
    expect(answers['account.exportData'].status).toBe(200);
  });

  test('the live stream says no-store and keeps no-transform for proxies', async () => {
    const controller = new AbortController();
    const response = await send('/trpc/feed.onInsert', { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    controller.abort();
  });

  test('hashed assets keep their long cache, and the page its own', async () => {
    expect((await fetch(`${server.url.origin}/assets/app-abc123.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url.origin}/`)).headers.get('cache-control')).not.toContain('immutable');
  });
});
