/**
 * What a hostile visitor can send to /trpc: control characters in any text field, and batches
 * too large or mixing writes with other calls. Each is refused with a 400 before any work.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTRPCClient } from '@trpc/client';
import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import type { Services } from '@/server/services';
import type { AppRouter } from '@/server/trpc/router';
import { appRouter } from '@/server/trpc/router';
import { CONTRACT_NAME } from '@/shared/contracts';
import { apiLinks } from '@/web/api-links';
import { createConfirmedUser, uniqueEmail } from './helpers/accounts';
import { testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

type ErrorBody = { error: { message: string; data: { code: string; httpStatus: number } } };

forEachDatabase((database) => {
  let server: RunningServer;
  let base: string;
  let accessToken: string;
  let services: Services;

  beforeAll(async () => {
    const env = testEnv();
    services = testServices(database().db, env);
    server = startServer({ env, database: database(), services, port: 0, distDir: null });
    base = server.url.origin;
    accessToken = (await createConfirmedUser(services, database().db)).session.access_token;
  });
  afterAll(async () => {
    await server.stop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const get = (path: string, input?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { headers });
  const userExists = async (email: string) => (await database().db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;

  describe('control characters in text', () => {
    test('a NUL in the password of a sign-up is a 400 naming the field, and no account is made', async () => {
      const email = uniqueEmail('nul');
      const response = await post('auth.signUp', { email, password: 'secret\u0000word' });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.data.code).toBe('BAD_REQUEST');
      expect(error.message).toStartWith('password: ');
      expect(await userExists(email)).toBe(false);
    });

    test('a NUL in the name of a cancellation is a 400 naming the field', async () => {
      const response = await post('contracts.cancel', {
        name: 'Ann\u0000Lee',
        email: uniqueEmail('cancel'),
        contract: CONTRACT_NAME,
        cancellationType: 'ordinary',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toStartWith('name: ');
    });

    test('a field that allows lines takes tab and line breaks; a single-line field refuses them', async () => {
      // A fresh address each time: confirmation mails are rate-limited per address.
      const request = () => ({ name: 'Ann Lee', email: uniqueEmail('lines'), contract: CONTRACT_NAME, cancellationType: 'extraordinary' });
      const multiLine = await post('contracts.cancel', { ...request(), reason: 'Moved abroad.\n\tNo use for it.\r\nThanks' });
      expect(multiLine.status).toBe(200);
      for (const name of ['Ann\tLee', 'Ann\nLee']) {
        const singleLine = await post('contracts.cancel', { ...request(), name, reason: 'Moved abroad.' });
        expect(singleLine.status).toBe(400);
        expect(((await singleLine.json()) as ErrorBody).error.message).toStartWith('name: ');
      }
      // A lone carriage return or another control character is refused even where lines are allowed.
      for (const reason of ['Moved\rabroad', 'Moved\u0007abroad', 'Moved\u009babroad']) {
        const refused = await post('contracts.cancel', { ...request(), reason });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as ErrorBody).error.message).toStartWith('reason: ');
      }
    });

    test('control characters in a field name are refused too', async () => {
      const response = await post('auth.requestPasswordReset', { email: 'a@example.com', 'x\u0000': 'y' });
      expect(response.status).toBe(400);
    });

    // Every field name any procedure reads, each holding a NUL, and a bare string too.
    const nulObject = Object.fromEntries(
      [
        'email',
        'password',
        'currentPassword',
        'token',
        'refresh_token',
        'name',
        'contract',
        'cancellationType',
        'reason',
        'requestedEndDate',
        'cancel',
        'lastEventId',
      ].map((field) => [field, `x\u0000${field}`]),
    );
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>);

    test('every procedure refuses a NUL with a 400 naming the field, signed in or not', async () => {
      expect(procedures.length).toBeGreaterThan(15);
      for (const [path, procedure] of procedures) {
        for (const headers of [{}, { authorization: `Bearer ${accessToken}` }] as Record<string, string>[]) {
          for (const input of [nulObject, 'x\u0000', { nested: { deeper: ['ok', 'x\u0000'] } }]) {
            const response =
              procedure._def.type === 'mutation' ? await post(path, input, headers) : await get(path, input, { ...headers, accept: 'text/event-stream' });
            const body = procedure._def.type === 'subscription' ? await firstSseError(response) : await response.json();
            const error = (body as ErrorBody).error ?? (body as ErrorBody['error']);
            expect({ path, status: response.status, code: error.data.code }).toEqual({
              path,
              status: procedure._def.type === 'subscription' ? 200 : 400,
              code: 'BAD_REQUEST',
            });
            expect(error.message).toMatch(/^(input|\w+(\.\w+)*): /);
          }
        }
      }
    });

    test('a signed-in user is still signed in after a sign-out carrying a NUL', async () => {
      const { access_token } = (await createConfirmedUser(services, database().db)).session;
      const response = await post('auth.signOut', { x: '\u0000' }, { authorization: `Bearer ${access_token}` });
      expect(response.status).toBe(400);
      const me = (await (await get('auth.me', undefined, { authorization: `Bearer ${access_token}` })).json()) as {
        result: { data: { email: string } | null };
      };
      expect(me.result.data).not.toBeNull();
    });
  });

  describe('batches', () => {
    const batch = (paths: string[]) => `${paths.join(',')}?batch=1`;

    test('a batch of 11 calls is refused with one 400 before any of them runs', async () => {
      const emails = Array.from({ length: 11 }, () => uniqueEmail('batch'));
      const inputs = Object.fromEntries(emails.map((email, index) => [index, { email, password: 'secret12' }]));
      const response = await post(batch(emails.map(() => 'auth.signUp')), inputs);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.data.code).toBe('BAD_REQUEST');
      expect(body.error.message).toBe('Batch call exceeds maximum size');
      for (const email of emails) expect(await userExists(email)).toBe(false);

      const queries = await get(batch(Array.from({ length: 11 }, () => 'auth.me')));
      expect(queries.status).toBe(400);
    });

    test('1,500 feed.list calls in 15 KB get a short refusal, not megabytes', async () => {
      const response = await get(batch(Array.from({ length: 1500 }, () => 'feed.list')), undefined, {
        authorization: `Bearer ${accessToken}`,
      });
      expect(response.status).toBe(400);
      expect((await response.text()).length).toBeLessThan(1000);
    });

    test('a mutation batched with any other call is refused and nothing is written', async () => {
      const [first, second] = [uniqueEmail('pair'), uniqueEmail('pair')];
      const twoWrites = await post(batch(['auth.signUp', 'auth.signUp']), {
        0: { email: first, password: 'secret12' },
        1: { email: second, password: 'secret12' },
      });
      expect(twoWrites.status).toBe(400);
      expect(await userExists(first)).toBe(false);
      expect(await userExists(second)).toBe(false);

      const withQuery = await post(batch(['auth.me', 'auth.signUp']), { 1: { email: first, password: 'secret12' } });
      expect(withQuery.status).toBe(400);
      expect(await userExists(first)).toBe(false);
    });

    test('a single mutation, a batch of one mutation and a batch of 10 queries work', async () => {
      const email = uniqueEmail('single');
      expect((await post('auth.signUp', { email, password: 'secret12' })).status).toBe(200);
      expect(await userExists(email)).toBe(true);
      const alone = uniqueEmail('alone');
      const batchOfOne = await post(batch(['auth.signUp']), { 0: { email: alone, password: 'secret12' } });
      expect(batchOfOne.status).toBe(200);
      expect(await userExists(alone)).toBe(true);
      const ten = await get(batch(Array.from({ length: 10 }, () => 'auth.me')));
      expect(ten.status).toBe(200);
      expect(((await ten.json()) as unknown[]).length).toBe(10);
    });

    test("the web client's links never send a batch the server refuses", async () => {
      const client = createTRPCClient<AppRouter>({
        links: apiLinks({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${accessToken}` }) }),
      });
      // Calls made in the same tick are batched together: queries and writes at once.
      const results = await Promise.all([
        ...Array.from({ length: 25 }, () => client.auth.me.query()),
        ...Array.from({ length: 3 }, () => client.auth.signUp.mutate({ email: uniqueEmail('client'), password: 'secret12' })),
        ...Array.from({ length: 12 }, () => client.billing.status.query()),
      ]);
      expect(results).toHaveLength(40);
      const { url } = await client.billing.startCheckout.mutate({});
      expect(url).toContain('/billing/demo/checkout');
      // A mutation without input travels with an empty body (as tRPC's client sends it alone).
      const emptyBody = await fetch(`${base}/trpc/auth.signOut`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      });
      expect(emptyBody.status).toBe(200);
      // A procedure that reads its input still refuses one that is not JSON.
      expect((await fetch(`${base}/trpc/auth.signUp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    });
  });

  describe("this release's public and entitled entry points", () => {
    test('a stranger reads the publishers that answered (none here), and a batch of 11 of them is refused before any runs', async () => {
      const one = await get('sources.publishers');
      expect(one.status).toBe(200);
      expect(((await one.json()) as { result: { data: unknown } }).result.data).toEqual({ publishers: [], feeds: 0 });
      const eleven = await get(`${Array.from({ length: 11 }, () => 'sources.publishers').join(',')}?batch=1`);
      expect(eleven.status).toBe(400);
    });

    test('the minute chart refuses a stranger, and a NUL, a fraction or an unsafe number as its story id, before reading anything', async () => {
      expect((await get('charts.minutes', { id: 1 })).status).toBe(401);
      // A trial user, so that the entitlement lets the call through to its input.
      const { session } = await createConfirmedUser(services, database().db);
      await database().db.update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
      const auth = { authorization: `Bearer ${session.access_token}` };
      for (const id of ['1\u0000', 1.5, 2 ** 60]) {
        const refused = await get('charts.minutes', { id }, auth);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as ErrorBody).error.data.code).toBe('BAD_REQUEST');
      }
    });
  });
});

/** The first error event of a server-sent-event stream, parsed. */
async function firstSseError(response: Response): Promise<unknown> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const match = text.match(/event: serialized-error\ndata: (.*)\n/);
      if (match?.[1]) return JSON.parse(match[1]);
    }
  } finally {
    await reader.cancel();
  }
  throw new Error(`no error event in: ${text.slice(0, 500)}`);
}
