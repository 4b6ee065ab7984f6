import { afterAll, beforeAll, expect, test } from 'bun:test';
import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { newsAnalysis } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import { startServer } from '@/server/server';
import { testEnv, testServices } from './helpers/caller';
import { createTestDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.close());

test('outside production the outbox lists sent mails, newest first, as JSON and HTML', async () => {
  const env = testEnv({ NODE_ENV: 'development' });
  const services = testServices(database.db, env);
  const server = startServer({ env, database, services, port: 0, distDir: null });
  try {
    await services.mailer.send({ to: 'a@example.com', subject: 'First', text: 'Go to http://app.test/#type=signup&token=abc now', html: '<p>1</p>' });
    // Mails are listed by the time they were stored, which the embedded database keeps to the
    // millisecond: the second is sent once the clock has moved past the first.
    const [first] = await listOutbox(database.db);
    await waitFor(() => Date.now() > Date.parse(first!.sentAt), { interval: 1, message: 'the clock to pass the first mail' });
    await services.mailer.send({ to: 'b@example.com', subject: 'Second <b>', text: 'No links here', html: '<p>2</p>' });

    const json = (await (await fetch(`${server.url.origin}/dev/outbox.json`)).json()) as Record<string, unknown>[];
    expect(json.map((m) => m.subject)).toEqual(['Second <b>', 'First']);
    expect(Object.keys(json[0] ?? {}).sort()).toEqual(['html', 'links', 'sentAt', 'subject', 'text', 'to']);
    expect(json[1]?.links).toEqual(['http://app.test/#type=signup&token=abc']);

    const page = await (await fetch(`${server.url.origin}/dev/outbox`)).text();
    expect(page).toContain('<a href="http://app.test/#type=signup&#38;token=abc">');
    expect(page).toContain('Second &#60;b&#62;');
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
  } finally {
    await server.stop();
  }
});

test('in production the development routes do not exist, whatever DEV_ROUTES says', async () => {
  const env = testEnv({ NODE_ENV: 'production', DEV_ROUTES: 'public' });
  const server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: null });
  try {
    expect((await fetch(`${server.url.origin}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.url.origin}/dev/outbox.json`)).status).toBe(404);
    expect((await fetch(`${server.url.origin}/dev/news`, { method: 'POST', body: '{"headline":"Rates cut"}' })).status).toBe(404);
  } finally {
    await server.stop();
  }
});

/** This machine's address on its network: a request to it does not come from loopback. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
if (!networkAddress) console.warn('skipping the network-client tests of the development routes: this machine has no network address');

test.skipIf(!networkAddress)('by default a client from the network reads no mail and publishes no news', async () => {
  const env = testEnv({ NODE_ENV: 'development' });
  const services = testServices(database.db, env);
  const server = startServer({ env, database, services, port: 0, distDir: null });
  const remote = `http://${networkAddress}:${server.url.port}`;
  try {
    await services.mailer.send({ to: 'victim@example.com', subject: 'Reset', text: 'http://app.test/#type=recovery&token=live', html: '' });
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await fetch(`${remote}${path}`);
      expect(response.status).toBe(403);
      const body = await response.text();
      expect(body).not.toContain('token=live');
      expect(body).toContain('DEV_ROUTES=public');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const published = await fetch(`${remote}/dev/news`, { method: 'POST', body: JSON.stringify({ headline: 'Fake crash of all markets' }) });
    expect(published.status).toBe(403);
    // The same machine still gets them.
    expect((await fetch(`${server.url.origin}/dev/outbox.json`)).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test('behind a proxy on this machine, only requests forwarded for a loopback client are local, with or without TRUST_PROXY', async () => {
  for (const trustProxy of ['0', '1']) {
    const env = testEnv({ NODE_ENV: 'development', TRUST_PROXY: trustProxy });
    const server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: null });
    try {
      const outbox = (headers: Record<string, string>) => fetch(`${server.url.origin}/dev/outbox.json`, { headers });
      expect((await outbox({ 'x-forwarded-for': '198.51.100.7' })).status).toBe(403);
      expect((await outbox({ 'x-forwarded-for': '127.0.0.1, 198.51.100.7' })).status).toBe(403);
      expect((await outbox({ 'x-forwarded-for': '198.51.100.7, 127.0.0.1' })).status).toBe(403);
      expect((await outbox({ 'x-real-ip': '198.51.100.7' })).status).toBe(403);
      expect((await outbox({ forwarded: 'for=198.51.100.7' })).status).toBe(403);
      expect((await outbox({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    } finally {
      await server.stop();
    }
  }
});

test.skipIf(!networkAddress)('DEV_ROUTES=public opens them to the network; off closes them for everyone', async () => {
  const open = testEnv({ NODE_ENV: 'development', DEV_ROUTES: 'public' });
  const openServer = startServer({ env: open, database, services: testServices(database.db, open), port: 0, distDir: null });
  const closed = testEnv({ NODE_ENV: 'development', DEV_ROUTES: 'off' });
  const closedServer = startServer({ env: closed, database, services: testServices(database.db, closed), port: 0, distDir: null });
  try {
    expect((await fetch(`http://${networkAddress}:${openServer.url.port}/dev/outbox.json`)).status).toBe(200);
    expect((await fetch(`${closedServer.url.origin}/dev/outbox.json`)).status).toBe(404);
  } finally {
    await openServer.stop();
    await closedServer.stop();
  }
});

test('/dev/news refuses a headline with control characters and publishes a clean one', async () => {
  const env = testEnv({ NODE_ENV: 'development' });
  const server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: null });
  try {
    const post = (headline: string) => fetch(`${server.url.origin}/dev/news`, { method: 'POST', body: JSON.stringify({ headline }) });
    const refused = await post('Fed \u0000 cuts rates');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('headline');
    expect((await post('Fed cuts rates by 25 basis points')).status).toBe(201);
  } finally {
    await server.stop();
  }
});

test('/dev/news backdates a story within the last 7 days and refuses a time outside them', async () => {
  const env = testEnv({ NODE_ENV: 'development' });
  const server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: null });
  try {
    const post = (headline: string, publishedAt: string) =>
      fetch(`${server.url.origin}/dev/news`, { method: 'POST', body: JSON.stringify({ headline, publishedAt }) });
    const future = await post('Central bank of Norway lifts its key rate', new Date(Date.now() + 3600_000).toISOString());
    expect(future.status).toBe(400);
    expect(await future.text()).toContain('publishedAt: Must lie within the last 7 days.');
    expect((await post('Central bank of Norway lifts its key rate', new Date(Date.now() - 8 * 24 * 3600_000).toISOString())).status).toBe(400);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    expect((await post('Central bank of Norway lifts its key rate', twoHoursAgo.toISOString())).status).toBe(201);
    const [story] = await database.db.select().from(newsAnalysis).where(eq(newsAnalysis.headline, 'Central bank of Norway lifts its key rate'));
    expect(story?.publishedAt?.toISOString()).toBe(twoHoursAgo.toISOString());
  } finally {
    await server.stop();
  }
});
