/**
 * The sign-in and mail limits hold however the attempts arrive: one after another, all at
 * once, in tRPC batches or over many connections. What is counted is the password checks
 * that really run (every argon2 verification goes through Bun.password.verify).
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { rateLimitEvents } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { type RunningServer, startServer } from '@/server/server';
import type { Services } from '@/server/services';
import { CONTRACT_NAME } from '@/shared/contracts';
import { createConfirmedUser, tokenFromOutbox, uniqueEmail } from './helpers/accounts';
import { callerFor, callerWithToken, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

/** A refused sign-in says when to try again, and how the owner gets in meanwhile. */
const WAYS_IN = 'You can still sign in now with a link sent to your email, or reset your password.';
const TOO_MANY_SIGN_INS =
  /^Too many sign-in attempts\. Please try again in \d+ minutes?\. You can still sign in now with a link sent to your email, or reset your password\.$/;

/** Runs `attack` and returns how many password verifications it caused. */
async function passwordChecksDuring(attack: () => Promise<unknown>): Promise<number> {
  const verify = spyOn(Bun.password, 'verify');
  try {
    await attack();
    return verify.mock.calls.length;
  } finally {
    verify.mockRestore();
  }
}

/** The tRPC error code of each settled call, or 'OK'. */
function outcomes(results: PromiseSettledResult<unknown>[]): string[] {
  return results.map((r) => (r.status === 'fulfilled' ? 'OK' : r.reason instanceof TRPCError ? r.reason.code : String(r.reason)));
}

/** A server behind one trusted proxy, which names each client in X-Forwarded-For. */
function startProxiedServer(database: () => DatabaseHandle, env: Env): RunningServer {
  return startServer({ env, database: database(), services: testServices(database().db, env), port: 0, distDir: null });
}

/** A sign-in over HTTP by a client at `address`, as the proxy in front of the server reports it. */
function signInFrom(server: RunningServer, address: string, email: string, password: string): Promise<Response> {
  return fetch(`${server.url.origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

/** A tRPC mutation over HTTP by a client at `address`: its status and its answer. */
async function callFrom(server: RunningServer, address: string, path: string, input: unknown) {
  const response = await fetch(`${server.url.origin}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { data: unknown }; error?: { message: string } } };
}

/** The message of a refused tRPC call over HTTP. */
async function errorMessage(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** The status of each of `count` wrong guesses from one address, made one after another. */
async function wrongGuessesFrom(server: RunningServer, address: string, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signInFrom(server, address, email, `wrong guess ${i}`)).status);
  return statuses;
}

/** The owner forgot the password: a while after signing up, asks for a reset link, follows it and sets `password`. */
async function resetPassword(services: Services, db: Database, email: string, password: string): Promise<void> {
  // The confirmation mail went out a moment ago; one mail per address per minute is another limit.
  await db
    .update(rateLimitEvents)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(rateLimitEvents.key, `mail:email:${email}`));
  await callerFor(services, db, null, '192.0.2.200').auth.requestPasswordReset({ email });
  const recovery = await callerFor(services, db).auth.exchangeRecoveryToken({ token: await tokenFromOutbox(db, email, 'recovery') });
  await (await callerWithToken(services, db, recovery.access_token)).auth.updatePassword({ password });
}

/**
 * A stranger's forty guesses at one account, all wrong: attempts sent at once arrive in any order,
 * and the right password, let through early, would rightly forget the failures before it
 * (limits.ts). That the right password is refused too once the limit is reached is shown below.
 */
const WRONG_GUESSES = Array.from({ length: 40 }, (_, i) => `wrong guess ${i}`);

forEachDatabase((database) => {
  const db = () => database().db;
  const services = () => testServices(db());
  let server: RunningServer;

  beforeAll(() => {
    server = startServer({ env: testEnv(), database: database(), services: services(), port: 0, distDir: null });
  });
  afterAll(() => server.stop());

  /** tRPC over HTTP: one call, or a batch of calls to the same procedure. */
  function post(path: string, inputs: unknown[]): Promise<Response> {
    const batch = inputs.length > 1;
    const url = `${server.url.origin}/trpc/${batch ? inputs.map(() => path).join(',') : path}${batch ? '?batch=1' : ''}`;
    const body = batch ? Object.fromEntries(inputs.map((input, i) => [i, input])) : inputs[0];
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  test('40 sign-in calls at once evaluate at most 5 passwords of one account', async () => {
    const { email } = await createConfirmedUser(services(), db());
    const visitor = callerFor(services(), db(), null, '192.0.2.1');
    let results: PromiseSettledResult<unknown>[] = [];
    const checks = await passwordChecksDuring(async () => {
      results = await Promise.allSettled(WRONG_GUESSES.map((guess) => visitor.auth.signIn({ email, password: guess })));
    });
    expect(checks).toBeLessThanOrEqual(5);
    expect(outcomes(results).filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(40 - checks);
    const refused = results.find((r) => r.status === 'rejected' && (r.reason as TRPCError).code === 'TOO_MANY_REQUESTS');
    expect(((refused as PromiseRejectedResult).reason as TRPCError).message).toMatch(TOO_MANY_SIGN_INS);
  });

  test('40 sign-in requests at once over HTTP evaluate at most 5 passwords of one account', async () => {
    const { email } = await createConfirmedUser(services(), db());
    let statuses: number[] = [];
    const checks = await passwordChecksDuring(async () => {
      const responses = await Promise.all(WRONG_GUESSES.map((guess) => post('auth.signIn', [{ email, password: guess }])));
      statuses = responses.map((r) => r.status);
    });
    expect(checks).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - checks);
    expect(statuses.every((s) => s === 429 || s === 400)).toBe(true);
  });

  test('four tRPC batches of 10 sign-ins sent at once are refused whole: no password is evaluated', async () => {
    const { email } = await createConfirmedUser(services(), db());
    const all = WRONG_GUESSES.map((guess) => ({ email, password: guess }));
    let statuses: number[] = [];
    const checks = await passwordChecksDuring(async () => {
      const batches = [0, 10, 20, 30].map((start) => post('auth.signIn', all.slice(start, start + 10)));
      statuses = (await Promise.all(batches)).map((response) => response.status);
    });
    // A mutation only travels alone; the reservation above bounds the unbatched ones.
    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(checks).toBe(0);
  });

  test('40 sign-ins at once from one address to 40 accounts evaluate at most 20 passwords', async () => {
    const strict = testServices(db(), testEnv({ RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '20' }));
    const fromIp = callerFor(strict, db(), null, '192.0.2.2');
    let results: PromiseSettledResult<unknown>[] = [];
    const checks = await passwordChecksDuring(async () => {
      results = await Promise.allSettled(Array.from({ length: 40 }, () => fromIp.auth.signIn({ email: uniqueEmail('spray'), password: 'guess123' })));
    });
    expect(checks).toBeLessThanOrEqual(20);
    expect(outcomes(results).filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(40 - checks);
  });

  test('40 password changes at once evaluate at most 5 current passwords', async () => {
    const { session } = await createConfirmedUser(services(), db());
    const caller = await callerWithToken(services(), db(), session.access_token, '192.0.2.3');
    let results: PromiseSettledResult<unknown>[] = [];
    const checks = await passwordChecksDuring(async () => {
      results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) => caller.auth.updatePassword({ password: 'next password', currentPassword: `guess ${i}` })),
      );
    });
    expect(checks).toBeLessThanOrEqual(5);
    expect(outcomes(results).filter((o) => o === 'TOO_MANY_REQUESTS')).toHaveLength(40 - checks);
  });

  test('the right password after a few wrong ones signs in while under the limit, and starts the count again', async () => {
    const { email, password } = await createConfirmedUser(services(), db());
    const visitor = callerFor(services(), db(), null, '192.0.2.4');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await expect(visitor.auth.signIn({ email, password: `wrong-${i}-pw` })).rejects.toThrow('Invalid login credentials');
      }
      expect((await visitor.auth.signIn({ email, password })).user.email).toBe(email);
    }
  });

  test('sign-ups from one address are limited, also for registered addresses', async () => {
    const strict = testServices(db(), testEnv({ RATE_LIMIT_MAIL_IP_PER_HOUR: '3' }));
    const registered = await Promise.all(Array.from({ length: 10 }, () => createConfirmedUser(services(), db())));
    const fromIp = callerFor(strict, db(), null, '192.0.2.5');
    const results = await Promise.allSettled(registered.map(({ email }) => fromIp.auth.signUp({ email, password: 'probe123' })));
    expect(outcomes(results).sort()).toEqual([...Array(3).fill('CONFLICT'), ...Array(7).fill('TOO_MANY_REQUESTS')]);
    // The product's message stays for the requests within the limit.
    const conflict = results.find((r) => r.status === 'rejected' && (r.reason as TRPCError).code === 'CONFLICT');
    expect(((conflict as PromiseRejectedResult).reason as TRPCError).message).toBe('User already registered');
    // A new address from that client is refused too, before any mail goes out.
    expect(outcomes(await Promise.allSettled([fromIp.auth.signUp({ email: uniqueEmail(), password: 'probe123' })]))).toEqual(['TOO_MANY_REQUESTS']);
  });

  test('reset requests sent at once from one address stop at the limit', async () => {
    const strict = testServices(db(), testEnv({ RATE_LIMIT_MAIL_IP_PER_HOUR: '3' }));
    const fromIp = callerFor(strict, db(), null, '192.0.2.6');
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => fromIp.auth.requestPasswordReset({ email: uniqueEmail('reset') })));
    expect(outcomes(results).sort()).toEqual([...Array(3).fill('OK'), ...Array(37).fill('TOO_MANY_REQUESTS')]);
  });

  describe('a stranger cannot lock the owner out', () => {
    // The shipped sign-in limits, behind one proxy: each test client has its own address.
    const shipped = () => testEnv({ TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '20' });
    // Two guesses per account and address, ten per account from all addresses in an hour.
    const small = () => testEnv({ TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_ATTEMPTS: '2', RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: '10' });
    let proxied: RunningServer;
    let smallCeiling: RunningServer;

    beforeAll(() => {
      proxied = startProxiedServer(database, shipped());
      smallCeiling = startProxiedServer(database, small());
    });
    afterAll(async () => {
      await proxied.stop();
      await smallCeiling.stop();
    });

    test("a stranger's wrong guesses from one address stop that address, while the owner signs in from another", async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      expect(await wrongGuessesFrom(proxied, '198.51.100.10', email, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      const stranger = await signInFrom(proxied, '198.51.100.10', email, password);
      expect(stranger.status).toBe(429);
      expect(await errorMessage(stranger)).toMatch(TOO_MANY_SIGN_INS);

      expect((await signInFrom(proxied, '198.51.100.20', email, password)).status).toBe(200);
      // The owner's sign-in does not free the stranger's address.
      expect((await signInFrom(proxied, '198.51.100.10', email, password)).status).toBe(429);
    });

    test("the owner's own wrong guesses from one address still stop that address", async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      expect(await wrongGuessesFrom(proxied, '198.51.100.30', email, 5)).toEqual([400, 400, 400, 400, 400]);
      let statuses: number[] = [];
      const checks = await passwordChecksDuring(async () => {
        statuses = [(await signInFrom(proxied, '198.51.100.30', email, password)).status];
      });
      expect(statuses).toEqual([429]);
      expect(checks).toBe(0);
    });

    test('a stranger hopping between the /64s of one IPv6 /48 is one network, while the owner on another network signs in', async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) statuses.push((await signInFrom(proxied, `2001:db8:77:${i.toString(16)}::1`, email, `wrong guess ${i}`)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await signInFrom(proxied, '2001:db8:77:ffff::1', email, password)).status).toBe(429);
      expect((await signInFrom(proxied, '2001:db8:78::1', email, password)).status).toBe(200);
    });

    test('a completed password reset lifts the limit on the account', async () => {
      const { email } = await createConfirmedUser(services(), db());
      expect(await wrongGuessesFrom(proxied, '198.51.100.40', email, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      await resetPassword(services(), db(), email, 'remembered at last');
      expect((await signInFrom(proxied, '198.51.100.40', email, 'remembered at last')).status).toBe(200);
    });

    /** Five addresses, each within its own limit, make the ten failures the account allows in an hour. */
    async function reachAccountCeiling(email: string): Promise<void> {
      for (let n = 1; n <= 5; n++) expect(await wrongGuessesFrom(smallCeiling, `203.0.113.${n}`, email, 2)).toEqual([400, 400]);
    }

    test('guesses from many addresses together reach the per-account ceiling, and then no address may try', async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      await reachAccountCeiling(email);
      let answer = { status: 0, message: '' };
      const checks = await passwordChecksDuring(async () => {
        const response = await signInFrom(smallCeiling, '203.0.113.99', email, password);
        answer = { status: response.status, message: await errorMessage(response) };
      });
      expect(answer).toEqual({ status: 429, message: `Too many sign-in attempts. Please try again in 60 minutes. ${WAYS_IN}` });
      expect(checks).toBe(0);
    });

    test('a completed password reset lifts the per-account ceiling', async () => {
      const { email } = await createConfirmedUser(services(), db());
      await reachAccountCeiling(email);
      await resetPassword(services(), db(), email, 'a fresh password');
      expect((await signInFrom(smallCeiling, '203.0.113.99', email, 'a fresh password')).status).toBe(200);
      // The addresses that had used up their own guesses may guess again.
      expect(await wrongGuessesFrom(smallCeiling, '203.0.113.1', email, 1)).toEqual([400]);
    });

    /** The owner, a while after signing up, asks for a sign-in link from `address`, opens it and is signed in: returns the access token. */
    async function signInByLink(server: RunningServer, address: string, email: string): Promise<string> {
      await db()
        .update(rateLimitEvents)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(rateLimitEvents.key, `mail:email:${email}`));
      expect(await callFrom(server, address, 'auth.requestSignInLink', { email })).toEqual({ status: 200, body: { result: { data: { ok: true } } } });
      const opened = await callFrom(server, address, 'auth.signInWithLink', { token: await tokenFromOutbox(db(), email, 'signin') });
      expect(opened.status).toBe(200);
      const session = opened.body.result?.data as { access_token: string } | undefined;
      if (!session) throw new Error('the sign-in link gave no session');
      return session.access_token;
    }

    test('one guess from each of 50 IPv6 /48s reaches the ceiling; the refusal names the sign-in link, and the link gets the owner in', async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      // The attack as reported: one wrong guess each from 2001:db8:1::1 to 2001:db8:50::1, at the shipped limits.
      for (let i = 1; i <= 50; i++) expect((await signInFrom(proxied, `2001:db8:${i}::1`, email, 'wrong-pw')).status).toBe(400);

      const refused = await signInFrom(proxied, '198.51.100.60', email, password);
      expect(refused.status).toBe(429);
      expect(await errorMessage(refused)).toBe(`Too many sign-in attempts. Please try again in 60 minutes. ${WAYS_IN}`);

      const accessToken = await signInByLink(proxied, '198.51.100.60', email);
      const me = await fetch(`${proxied.url.origin}/trpc/auth.me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(((await me.json()) as { result: { data: { email: string } } }).result.data.email).toBe(email);
      // The link opened a way for the owner, not for the guesser: the password stays behind the ceiling.
      expect((await signInFrom(proxied, '198.51.100.61', email, password)).status).toBe(429);
    });

    test('a stranger with one IPv6 /48 cannot reach the ceiling: 50 guesses from its /64s are 5 checked passwords', async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      const statuses: number[] = [];
      const checks = await passwordChecksDuring(async () => {
        for (let i = 1; i <= 50; i++) statuses.push((await signInFrom(proxied, `2001:db8:99:${i.toString(16)}::1`, email, 'wrong-pw')).status);
      });
      expect(checks).toBe(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      expect((await signInFrom(proxied, '198.51.100.62', email, password)).status).toBe(200);
    });

    test('the owner locked out of their own network by guesses from it gets in by the sign-in link from that network', async () => {
      const { email } = await createConfirmedUser(services(), db());
      expect(await wrongGuessesFrom(proxied, '198.51.100.63', email, 6)).toEqual([400, 400, 400, 400, 400, 429]);
      await signInByLink(proxied, '198.51.100.63', email);
    });

    test("contract requests a stranger files for the owner's address do not use up the mails that let the owner in", async () => {
      const { email, password } = await createConfirmedUser(services(), db());
      await reachAccountCeiling(email);
      expect((await signInFrom(smallCeiling, '198.51.100.70', email, password)).status).toBe(429);
      // Cancellations need no password, and each mails the address: as many as an hour allows, from addresses of the stranger's.
      for (let i = 1; i <= small().RATE_LIMIT_MAIL_PER_HOUR; i++) {
        await db()
          .update(rateLimitEvents)
          .set({ createdAt: sql`now() - interval '2 minutes'` })
          .where(sql`${rateLimitEvents.key} like ${`%mail:email:${email}`}`);
        const filed = await callFrom(smallCeiling, `198.51.100.${70 + i}`, 'contracts.cancel', {
          name: 'Mallory',
          email,
          contract: CONTRACT_NAME,
          cancellationType: 'ordinary',
        });
        expect(filed.status).toBe(200);
      }
      await signInByLink(smallCeiling, '198.51.100.80', email);
    });

    test('the confirmation link lifts the per-account ceiling on a new account', async () => {
      const email = uniqueEmail('unconfirmed');
      await callerFor(services(), db(), null, '192.0.2.201').auth.signUp({ email, password: 'first password' });
      await reachAccountCeiling(email);
      await callerFor(services(), db()).auth.confirmEmail({ token: await tokenFromOutbox(db(), email, 'signup') });
      expect((await signInFrom(smallCeiling, '203.0.113.99', email, 'first password')).status).toBe(200);
    });
  });
});
