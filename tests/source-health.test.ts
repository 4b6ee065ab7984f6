/**
 * Source health as an operator and a reader meet it: with one feed unreachable (a local port
 * nobody listens on) and one answering, the operator route and `cli sources` list each source's
 * last success, last error and next try, /metrics carries one series per configured source, and
 * the feed's badge data counts the failing one. Strangers get nothing.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import type { DatabaseHandle } from '@/server/db/client';
import { newsSources, profiles } from '@/server/db/schema';
import { type IngestScheduler, startIngestScheduler } from '@/server/news/scheduler';
import { operatorAccessPath } from '@/server/operator/operator-access';
import { OPERATOR_SOURCES_PATH } from '@/server/operator/operator-routes';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { runCli } from './helpers/cli';
import { createTestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

const METRICS_TOKEN = 'scrape-sources-0123456789';
const feedXml = readFileSync('tests/fixtures/feeds/atom.xml', 'utf8');

let database: DatabaseHandle;
let services: Services;
let server: RunningServer;
let scheduler: IngestScheduler;
let publisher: ReturnType<typeof Bun.serve>;
let dataDir: string;
let deadFeed: string;
let liveFeed: string;

/** A port that was just free: nothing listens there. */
function closedPort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port as number;
  probe.stop(true);
  return port;
}

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  dataDir = mkdtempSync(join(tmpdir(), 'iw-sources-'));
  publisher = Bun.serve({ port: 0, fetch: () => new Response(feedXml, { headers: { 'Content-Type': 'application/atom+xml' } }) });
  deadFeed = `http://127.0.0.1:${closedPort()}/feed.xml`;
  liveFeed = `http://127.0.0.1:${publisher.port}/feed.xml`;
  const env = testEnv({ NEWS_FEEDS: `${deadFeed},${liveFeed}`, METRICS_TOKEN, DATA_DIR: dataDir });
  services = createServices(env, database.db);
  server = startServer({ env, database, services, port: 0, distDir: null, operatorDataDir: dataDir });
  scheduler = startIngestScheduler({ database, sources: services.news.sources, pipeline: services.pipeline, intervalSeconds: services.news.intervalSeconds });
  // The scheduler's own first polls (spread over two seconds): one read of each feed.
  await waitFor(
    async () => {
      const rows = await database.db.select().from(newsSources);
      return rows.some((row) => row.id === deadFeed && row.lastError) && rows.some((row) => row.id === liveFeed && row.lastSuccessAt);
    },
    { timeout: 30_000, interval: 100, message: 'the scheduler to read the feeds' },
  );
});

afterAll(async () => {
  await scheduler.stop();
  await server.stop();
  publisher.stop(true);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const operatorToken = () => (JSON.parse(readFileSync(operatorAccessPath(dataDir), 'utf8')) as { token: string }).token;

type ListedSource = {
  id: string;
  state: string;
  lastSuccessAt: string | null;
  lastError: string | null;
  consecutiveFailures: number;
  nextTryAt: string | null;
};

test('the operator route lists each source: the unreachable one failing with its error and next try, the other read', async () => {
  const response = await fetch(`${server.url.origin}${OPERATOR_SOURCES_PATH}`, { headers: { Authorization: `Bearer ${operatorToken()}` } });
  expect(response.status).toBe(200);
  const { sources } = (await response.json()) as { sources: ListedSource[] };
  const dead = sources.find((source) => source.id === deadFeed);
  const live = sources.find((source) => source.id === liveFeed);
  expect(dead).toMatchObject({ state: 'failing', consecutiveFailures: 1, lastSuccessAt: null });
  expect(dead?.lastError).toContain('unreachable');
  // Backed off: not read again for a minute at least.
  expect(new Date(dead?.nextTryAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(live).toMatchObject({ state: 'ok', consecutiveFailures: 0, lastError: null });
  expect(new Date(live?.lastSuccessAt ?? 0).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(new Date(live?.nextTryAt ?? 0).getTime()).toBeGreaterThan(Date.now());
});

test('`cli sources` prints the same, with the count of failing sources, and exits 1 while one fails', async () => {
  const { code, out } = await runCli(['sources'], { env: { DATA_DIR: dataDir } });
  expect(out).toContain('1 of 2 sources failing');
  const deadLine = out.split('\n').find((line) => line.includes(deadFeed)) ?? '';
  expect(deadLine).toStartWith('failing\t1\tnever\t');
  expect(deadLine).toContain('unreachable');
  expect(deadLine).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  expect(out.split('\n').find((line) => line.includes(liveFeed))).toStartWith('ok\t0\t');
  expect(code).toBe(1);
  const json = await runCli(['sources', '--json'], { env: { DATA_DIR: dataDir } });
  expect(
    json.out
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as ListedSource).state),
  ).toEqual(['failing', 'ok']);
});

test('/metrics carries the last success and the failures in a row of each configured source', async () => {
  const text = await (await fetch(`${server.url.origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1],
    );
  expect(value(`impactwire_source_consecutive_failures{source="${deadFeed}"}`)).toBe(1);
  expect(value(`impactwire_source_last_success_timestamp_seconds{source="${deadFeed}"}`)).toBe(0);
  expect(value(`impactwire_source_consecutive_failures{source="${liveFeed}"}`)).toBe(0);
  expect(value(`impactwire_source_last_success_timestamp_seconds{source="${liveFeed}"}`)).toBeGreaterThan(Date.now() / 1000 - 60);
  // Only the configured sources: one series each.
  expect(text.split('\n').filter((line) => line.startsWith('impactwire_source_consecutive_failures{'))).toHaveLength(2);
});

test('a reader with access gets the counts for the badge, never the sources or their errors', async () => {
  const { session } = await createConfirmedUser(services, database.db);
  await database.db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
  const reader = callerFor(services, database.db, await validateAccessToken(database.db, session.access_token));
  expect(await reader.sources.summary()).toEqual({ total: 2, failing: 1, sampleFinished: false, sampleStandingIn: false });
  await expect(callerFor(services, database.db).sources.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
});

test('the operator route refuses a missing or wrong token, and any client from the network', async () => {
  const url = `${server.url.origin}${OPERATOR_SOURCES_PATH}`;
  for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${operatorToken()}x`, operatorToken()]) {
    const response = await fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(deadFeed);
  }
  // The token file is the server user's alone.
  expect(statSync(operatorAccessPath(dataDir)).mode & 0o777).toBe(0o600);
  // A proxy on this machine forwarding a stranger's request: refused even with the token.
  const forwarded = await fetch(url, { headers: { Authorization: `Bearer ${operatorToken()}`, 'X-Forwarded-For': '198.51.100.7' } });
  expect(forwarded.status).toBe(403);
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
  if (networkAddress) {
    const remote = await fetch(`http://${networkAddress}:${server.url.port}${OPERATOR_SOURCES_PATH}`, {
      headers: { Authorization: `Bearer ${operatorToken()}` },
    });
    expect(remote.status).toBe(403);
  } else console.warn('no network address on this machine: the network client case is skipped');
});
