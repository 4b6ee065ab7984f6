import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { DatabaseHandle } from '@/server/db/client';
import { startServer } from '@/server/server';
import { testEnv, testServices } from './helpers/caller';
import { createTestDatabase } from './helpers/test-database';

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
    await Bun.sleep(5);
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

test('in production the outbox does not exist', async () => {
  const env = testEnv({ NODE_ENV: 'production' });
  const server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: null });
  try {
    expect((await fetch(`${server.url.origin}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${server.url.origin}/dev/outbox.json`)).status).toBe(404);
  } finally {
    await server.stop();
  }
});
