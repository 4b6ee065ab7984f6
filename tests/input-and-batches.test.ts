/**
 * What a hostile visitor can send to /trpc: control characters in any text field. It is
 * refused with a 400 naming the field, before any work.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import type { Services } from '@/server/services';
import { appRouter } from '@/server/trpc/router';
import { CONTRACT_NAME } from '@/shared/contracts';
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
  const userExists = async (email: string) =>
    (await database().db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;

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
      const response = await post('auth.requestPasswordReset', { email: 'a@example.com', ['x\u0000']: 'y' });
      expect(response.status).toBe(400);
    });

    // Every field name any procedure reads, each holding a NUL, and a bare string too.
    const nulObject = Object.fromEntries(
      ['email', 'password', 'currentPassword', 'token', 'refresh_token', 'name', 'contract', 'cancellationType', 'reason', 'requestedEndDate', 'cancel', 'lastEventId'].map(
        (field) => [field, `x\u0000${field}`],
      ),
    );
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>);

    test('every procedure refuses a NUL with a 400 naming the field, signed in or not', async () => {
      expect(procedures.length).toBeGreaterThan(15);
      for (const [path, procedure] of procedures) {
        for (const headers of [{}, { authorization: `Bearer ${accessToken}` }] as Record<string, string>[]) {
          for (const input of [nulObject, 'x\u0000', { nested: { deeper: ['ok', 'x\u0000'] } }]) {
            const response =
              procedure._def.type === 'mutation'
                ? await post(path, input, headers)
                : await get(path, input, { ...headers, accept: 'text/event-stream' });
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
