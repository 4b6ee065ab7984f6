/**
 * `cli publish` into a running embedded instance: the CLI finds the server through DATA_DIR,
 * the story goes through the normal pipeline and shows in the feed. Without the operator
 * token, with a wrong one, or from the network, nothing is published.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import type { DatabaseHandle } from '@/server/db/client';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { operatorAccessPath } from '@/server/operator/operator-access';
import { OPERATOR_PUBLISH_PATH } from '@/server/operator/operator-routes';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { runCli } from './helpers/cli';
import { createTestDatabase } from './helpers/test-database';

let database: DatabaseHandle;
let services: Services;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  dataDir = mkdtempSync(join(tmpdir(), 'iw-operator-'));
  const env = testEnv({ DATA_DIR: dataDir });
  services = createServices(env, database.db);
  server = startServer({ env, database, services, port: 0, distDir: null, operatorDataDir: dataDir });
});

afterAll(async () => {
  await server.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function reader() {
  const { session } = await createConfirmedUser(services, database.db);
  await database.db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
  return callerFor(services, database.db, await validateAccessToken(database.db, session.access_token));
}

const storyCount = async () => (await database.db.select({ id: newsAnalysis.id }).from(newsAnalysis)).length;
const cli = (args: string[], stdin?: string) => runCli(['publish', ...args], { env: { DATA_DIR: dataDir }, stdin });

test('cli publish puts a story from flags, and one from JSON on stdin, into the running feed', async () => {
  const flags = await cli([
    '--headline',
    'Harbour authority doubles container fees at the northern terminal',
    '--summary',
    'Shipping lines said the surcharge applies from next month.',
    '--source',
    'Harbour Ledger',
    '--url',
    'https://harbour-ledger.example/fees?utm_source=rss',
  ]);
  expect(flags.err).toBe('');
  expect(flags.code).toBe(0);
  expect(JSON.parse(flags.out)).toMatchObject({ published: 1 });

  const fromStdin = await cli([], JSON.stringify({ headline: 'Copper smelter output falls for a third month', summary: 'Maintenance cut production.' }));
  expect(fromStdin.code).toBe(0);

  const items = await (await reader()).feed.list();
  const fees = items.find((item) => item.headline === 'Harbour authority doubles container fees at the northern terminal');
  expect(fees).toMatchObject({ publisher_name: 'Harbour Ledger', url: 'https://harbour-ledger.example/fees', source_domain: 'harbour-ledger.example' });
  expect(fees?.analysis).toBeTruthy();
  const copper = items.find((item) => item.headline === 'Copper smelter output falls for a third month');
  // No link given: the card offers none, and the story is not labelled a sample.
  expect(copper?.publisher_name).toBe('Operator desk');
  expect(copper?.url).not.toMatch(/^https?:/);
  expect(copper?.source).not.toBe('demo');
});

test('cli publish refuses bad input and a story already stored, with the reason, and publishes nothing', async () => {
  const before = await storyCount();
  const control = await cli(['--headline', 'Rates \u0007 cut']);
  expect(control.code).toBe(1);
  expect(control.err).toContain('headline');
  const badLink = await cli(['--headline', 'Grain prices climb on dry weather', '--url', 'javascript:alert(1)']);
  expect(badLink.code).toBe(1);
  expect(badLink.err).toContain('url');
  const unknown = await cli(['--headline', 'Grain prices climb on dry weather', '--sneaky', 'x']);
  expect(unknown.code).toBe(1);
  expect(unknown.err).toContain('unknown argument --sneaky');
  const again = await cli(['--headline', 'Another take on the harbour fees', '--url', 'https://harbour-ledger.example/fees']);
  expect(again.code).toBe(1);
  expect(again.err).toContain('already stored');
  expect(await storyCount()).toBe(before);
});

test('without a running server the CLI says how to start one', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'iw-operator-none-'));
  try {
    const result = await runCli(['publish', '--headline', 'Nobody is listening here'], { env: { DATA_DIR: empty } });
    expect(result.code).toBe(1);
    expect(result.err).toContain('no running server found');
    expect(result.err).toContain('npx bun start');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('the publish route refuses a missing or wrong token and clients from the network: nothing is published', async () => {
  const before = await storyCount();
  const token = (JSON.parse(readFileSync(operatorAccessPath(dataDir), 'utf8')) as { token: string }).token;
  const body = JSON.stringify({ headline: 'Fake crash of every market at once' });
  const post = (origin: string, headers: Record<string, string>) => fetch(`${origin}${OPERATOR_PUBLISH_PATH}`, { method: 'POST', headers, body });
  expect((await post(server.url.origin, {})).status).toBe(401);
  expect((await post(server.url.origin, { Authorization: 'Bearer guessed-token-0123456789' })).status).toBe(401);
  expect((await post(server.url.origin, { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.9' })).status).toBe(403);
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
  if (networkAddress) expect((await post(`http://${networkAddress}:${server.url.port}`, { Authorization: `Bearer ${token}` })).status).toBe(403);
  else console.warn('no network address on this machine: the network client case is skipped');
  expect(await storyCount()).toBe(before);
});

test('a server without an operator directory has no operator routes', async () => {
  const env = testEnv();
  const plain = startServer({ env, database, services: createServices(env, database.db), port: 0, distDir: null });
  try {
    expect((await fetch(`${plain.url.origin}${OPERATOR_PUBLISH_PATH}`, { method: 'POST', body: '{"headline":"Hello there"}' })).status).toBe(404);
  } finally {
    await plain.stop();
  }
});
