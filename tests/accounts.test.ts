import { describe, expect, type Mock, spyOn, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import * as sessionsModule from '@/server/accounts/sessions';
import { hashToken } from '@/server/accounts/tokens';
import * as usersModule from '@/server/accounts/users';
import { oneTimeTokens, rateLimitEvents, refreshTokens, sessions, users } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import type { Mail } from '@/server/mail/mail';
import { PASSWORD_MIN_LENGTH, serverAuthErrors, validationMessages } from '@/shared/auth';
import { createConfirmedUser, tokenFromOutbox, uniqueEmail } from './helpers/accounts';
import { callerFor, callerWithToken, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

/** The tRPC error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The tRPC error code of each settled call, or 'OK'. */
function outcomes(results: PromiseSettledResult<unknown>[]): string[] {
  return results.map((r) => (r.status === 'fulfilled' ? 'OK' : r.reason instanceof TRPCError ? r.reason.code : String(r.reason)));
}

/**
 * Runs `requests` while watching the account lookups, and resolves once the lookup of `email` has
 * answered. A reset or sign-in link request answers first and looks the address up afterwards to
 * decide whether a mail goes out; once that lookup has answered, the decision has been taken.
 */
async function afterLookupOf(email: string, requests: () => Promise<unknown>): Promise<void> {
  const lookups: Mock<typeof usersModule.findUserByEmail> = spyOn(usersModule, 'findUserByEmail');
  try {
    await requests();
    const call = await waitFor(() => lookups.mock.calls.findIndex(([, address]) => address === email) + 1, { message: `the lookup of ${email}` });
    await lookups.mock.results[call - 1]?.value;
  } finally {
    lookups.mockRestore();
  }
}

forEachDatabase((database) => {
  const db = () => database().db;
  const services = () => testServices(db());
  const visitor = (ip = '127.0.0.1') => callerFor(services(), db(), null, ip);
  const forgetRateLimits = () => db().delete(rateLimitEvents);

  test('sign-up mails a confirmation link to the site root; the link confirms and signs in', async () => {
    const email = uniqueEmail();
    expect(await visitor().auth.signUp({ email: `  ${email.toUpperCase()} `, password: 'secret1' })).toEqual({ ok: true });

    const [mail] = (await listOutbox(db())).filter((m) => m.to === email);
    expect(mail?.subject).toBe('Confirm your Impactwire account');
    expect(mail?.text).toContain('Impactwire');
    expect(mail?.html).toContain('Impactwire');
    expect(mail?.links[0]).toMatch(/^http:\/\/app\.test\/#type=signup&token=[a-z2-7]{32}$/);

    // Not confirmed yet: the right password is refused with a clear message.
    const refused = await failure(visitor().auth.signIn({ email, password: 'secret1' }));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(serverAuthErrors.emailNotConfirmed);

    const token = await tokenFromOutbox(db(), email, 'signup');
    const session = await visitor().auth.confirmEmail({ token });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBeGreaterThan(3590);
    expect(session.expires_in).toBeLessThanOrEqual(3600);
    expect(session.expires_at).toBeCloseTo(Date.now() / 1000 + 3600, -1);
    expect(session.refresh_token).not.toBe(session.access_token);
    expect(session.user).toMatchObject({ email, user_metadata: { full_name: null, avatar_url: null } });

    const me = await (await callerWithToken(services(), db(), session.access_token)).auth.me();
    expect(me?.email).toBe(email);

    // The link works once.
    const reused = await failure(visitor().auth.confirmEmail({ token }));
    expect(reused.code).toBe('BAD_REQUEST');
    expect(reused.message).toBe(serverAuthErrors.linkUsed);

    // Sign-in now works.
    const signedIn = await visitor().auth.signIn({ email, password: 'secret1' });
    expect(signedIn.user.id).toBe(session.user.id);
  });

  test('only token hashes are stored', async () => {
    const { session } = await createConfirmedUser(services(), db());
    const stored = await db().select().from(sessions).where(eq(sessions.userId, session.user.id));
    const serialized = JSON.stringify(stored);
    expect(serialized).not.toContain(session.access_token);
    expect(serialized).not.toContain(session.refresh_token);
    const tokens = JSON.stringify(await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, session.user.id)));
    expect(tokens).toMatch(/[0-9a-f]{64}/);
  });

  test("a registered address keeps the product's 'already registered' message", async () => {
    const { email } = await createConfirmedUser(services(), db());
    const error = await failure(visitor().auth.signUp({ email, password: 'another1' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('already registered');
  });

  test('wrong password and unknown address get the same answer', async () => {
    const { email } = await createConfirmedUser(services(), db());
    const wrong = await failure(visitor().auth.signIn({ email, password: 'not-it-at-all' }));
    const unknown = await failure(visitor().auth.signIn({ email: uniqueEmail('ghost'), password: 'whatever1' }));
    expect(wrong.message).toBe('Invalid login credentials');
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.code).toBe(wrong.code);
  });

  test('failed sign-ins trip the limit of the account from that address with a retry time, and it recovers', async () => {
    const { email, password } = await createConfirmedUser(services(), db());
    for (let i = 0; i < 5; i++) await failure(visitor().auth.signIn({ email, password: `wrong-${i}-pw` }));
    const limited = await failure(visitor().auth.signIn({ email, password }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes. You can still sign in now with a link sent to your email, or reset your password.',
    );

    // Once the window has passed the account may sign in again.
    await db()
      .update(rateLimitEvents)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(like(rateLimitEvents.key, `signin:email:${email}%`));
    const session = await visitor().auth.signIn({ email, password });
    expect(session.user.email).toBe(email);
  });

  test('failed sign-ins from one address trip the per-IP limit across accounts', async () => {
    const strict = testServices(db(), testEnv({ RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '3' }));
    const fromIp = callerFor(strict, db(), null, '203.0.113.9');
    for (let i = 0; i < 3; i++) await failure(fromIp.auth.signIn({ email: uniqueEmail('spray'), password: 'guess123' }));
    const limited = await failure(fromIp.auth.signIn({ email: uniqueEmail('spray'), password: 'guess123' }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    const other = await failure(callerFor(strict, db(), null, '203.0.113.10').auth.signIn({ email: uniqueEmail(), password: 'guess123' }));
    expect(other.code).toBe('BAD_REQUEST');
  });

  test('refresh rotates both tokens; a spent refresh token revokes the session', async () => {
    const { session } = await createConfirmedUser(services(), db());
    const refreshed = await visitor().auth.refresh({ refresh_token: session.refresh_token });
    expect(refreshed.access_token).not.toBe(session.access_token);
    expect(refreshed.refresh_token).not.toBe(session.refresh_token);
    await expect((await callerWithToken(services(), db(), session.access_token)).auth.me()).resolves.toBeNull();
    expect((await (await callerWithToken(services(), db(), refreshed.access_token)).auth.me())?.id).toBe(session.user.id);

    // The old refresh token comes back later: someone copied it. The whole session ends.
    await db().update(refreshTokens).set({ spentAt: sql`now() - interval '1 minute'` }).where(isNotNull(refreshTokens.spentAt));
    const reuse = await failure(visitor().auth.refresh({ refresh_token: session.refresh_token }));
    expect(reuse.code).toBe('UNAUTHORIZED');
    expect(await (await callerWithToken(services(), db(), refreshed.access_token)).auth.me()).toBeNull();
    const after = await failure(visitor().auth.refresh({ refresh_token: refreshed.refresh_token }));
    expect(after.code).toBe('UNAUTHORIZED');
  });

  test('two tabs refreshing with the same token at once: one wins, the other is told, nobody is signed out', async () => {
    const { session } = await createConfirmedUser(services(), db());
    const results = await Promise.allSettled([
      visitor().auth.refresh({ refresh_token: session.refresh_token }),
      visitor().auth.refresh({ refresh_token: session.refresh_token }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as TRPCError).code).toBe('CONFLICT');
    const fresh = (won[0] as PromiseFulfilledResult<{ access_token: string }>).value;
    expect((await (await callerWithToken(services(), db(), fresh.access_token)).auth.me())?.id).toBe(session.user.id);
  });

  test('sign-out ends the session; without one it says the session is missing', async () => {
    const { session } = await createConfirmedUser(services(), db());
    const caller = await callerWithToken(services(), db(), session.access_token);
    expect(await caller.auth.signOut()).toEqual({ ok: true });
    expect(await (await callerWithToken(services(), db(), session.access_token)).auth.me()).toBeNull();
    const missing = await failure(visitor().auth.signOut());
    expect(missing.code).toBe('UNAUTHORIZED');
    expect(missing.message).toBe('Auth session missing!');
  });

  test('reset request answers the same for unknown addresses and mails only real ones', async () => {
    const { email, session } = await createConfirmedUser(services(), db());
    // A second device stays signed in until the password changes.
    const other = await visitor().auth.signIn({ email, password: 'correct horse' });
    await forgetRateLimits();
    const ghost = uniqueEmail('ghost');
    await afterLookupOf(ghost, async () => {
      expect(await visitor().auth.requestPasswordReset({ email })).toEqual({ ok: true });
      expect(await visitor().auth.requestPasswordReset({ email: ghost })).toEqual({ ok: true });
    });

    const token = await tokenFromOutbox(db(), email, 'recovery');
    expect((await listOutbox(db())).some((m) => m.to === ghost)).toBe(false);
    const mail = (await listOutbox(db())).find((m) => m.to === email && m.subject.startsWith('Reset'));
    expect(mail?.links[0]).toStartWith('http://app.test/#type=recovery&token=');

    const recovery = await visitor().auth.exchangeRecoveryToken({ token });
    expect(recovery.kind).toBe('recovery');
    const recovering = await callerWithToken(services(), db(), recovery.access_token);
    expect(await recovering.auth.updatePassword({ password: 'brand new pw' })).toEqual({ signedOut: true });

    // Every session ended, including the recovery session itself.
    for (const token of [session.access_token, other.access_token, recovery.access_token]) {
      expect(await (await callerWithToken(services(), db(), token)).auth.me()).toBeNull();
    }
    expect((await failure(visitor().auth.signIn({ email, password: 'correct horse' }))).message).toBe('Invalid login credentials');
    expect((await visitor().auth.signIn({ email, password: 'brand new pw' })).user.email).toBe(email);
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token }))).message).toBe(serverAuthErrors.linkUsed);
  });

  /** Asks for a reset link and returns it once mailed (newer than `older`, if given). */
  async function requestResetLink(email: string, older?: string): Promise<string> {
    await forgetRateLimits();
    await visitor().auth.requestPasswordReset({ email });
    return waitFor(
      async () => {
        const token = await tokenFromOutbox(db(), email, 'recovery');
        return token !== older && token;
      },
      { message: `a new reset mail for ${email}` },
    );
  }

  test('a newer reset link voids the older one', async () => {
    const { email } = await createConfirmedUser(services(), db());
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email, older);
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token: older }))).message).toBe(serverAuthErrors.linkUsed);
    expect((await visitor().auth.exchangeRecoveryToken({ token: newer })).kind).toBe('recovery');
  });

  test('changing the password voids outstanding reset links', async () => {
    const { password, session, email } = await createConfirmedUser(services(), db());
    const link = await requestResetLink(email);
    const caller = await callerWithToken(services(), db(), session.access_token);
    await caller.auth.updatePassword({ password: 'next password', currentPassword: password });
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token: link }))).message).toBe(serverAuthErrors.linkUsed);
  });

  test('setting a new password from a reset link voids the links asked for meanwhile', async () => {
    const { email } = await createConfirmedUser(services(), db());
    const first = await requestResetLink(email);
    const recovery = await visitor().auth.exchangeRecoveryToken({ token: first });
    const meanwhile = await requestResetLink(email, first);
    await (await callerWithToken(services(), db(), recovery.access_token)).auth.updatePassword({ password: 'brand new pw' });
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token: meanwhile }))).message).toBe(serverAuthErrors.linkUsed);
  });

  test('signing in with the password voids outstanding reset links', async () => {
    const { email, password } = await createConfirmedUser(services(), db());
    const link = await requestResetLink(email);
    await visitor().auth.signIn({ email, password });
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token: link }))).message).toBe(serverAuthErrors.linkUsed);
  });

  test('expired and forged links get a clear message', async () => {
    const email = uniqueEmail();
    await visitor().auth.signUp({ email, password: 'secret12' });
    const token = await tokenFromOutbox(db(), email, 'signup');
    await db().update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await failure(visitor().auth.confirmEmail({ token }))).message).toBe(serverAuthErrors.linkExpired);
    expect((await failure(visitor().auth.confirmEmail({ token: 'abcdefghijklmnopqrstuvwxyz234567' }))).message).toBe(serverAuthErrors.linkInvalid);
    // A confirmation token is not a reset token.
    expect((await failure(visitor().auth.exchangeRecoveryToken({ token }))).message).toBe(serverAuthErrors.linkInvalid);
  });

  test('changing the password needs the current one and ends the other sessions', async () => {
    const { email, password, session } = await createConfirmedUser(services(), db());
    const other = await visitor().auth.signIn({ email, password });
    const caller = await callerWithToken(services(), db(), session.access_token);

    const missing = await failure(caller.auth.updatePassword({ password: 'next password' }));
    expect(missing.message).toBe('Please enter your current password');
    const wrong = await failure(caller.auth.updatePassword({ password: 'next password', currentPassword: 'nope nope' }));
    expect(wrong.message).toBe(serverAuthErrors.wrongCurrentPassword);
    const short = await failure(caller.auth.updatePassword({ password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1), currentPassword: password }));
    expect(short.message).toContain(validationMessages.newPasswordTooShort);

    expect(await caller.auth.updatePassword({ password: 'next password', currentPassword: password })).toEqual({ signedOut: false });
    expect((await (await callerWithToken(services(), db(), session.access_token)).auth.me())?.email).toBe(email);
    expect(await (await callerWithToken(services(), db(), other.access_token)).auth.me()).toBeNull();
  });

  test('mails to one address: at most one per interval', async () => {
    const email = uniqueEmail();
    await visitor().auth.signUp({ email, password: 'secret12' });
    const again = await failure(visitor().auth.signUp({ email, password: 'secret12' }));
    expect(again.code).toBe('TOO_MANY_REQUESTS');
    expect(again.message).toMatch(/^Too many e-mails requested\. Please try again in (\d+ seconds?|1 minute)\.$/);
    const reset = await failure(visitor().auth.requestPasswordReset({ email }));
    expect(reset.code).toBe('TOO_MANY_REQUESTS');
  });

  test('mails per client address are limited too', async () => {
    const strict = testServices(db(), testEnv({ RATE_LIMIT_MAIL_IP_PER_HOUR: '2' }));
    const fromIp = callerFor(strict, db(), null, '198.51.100.4');
    await fromIp.auth.requestPasswordReset({ email: uniqueEmail() });
    await fromIp.auth.requestPasswordReset({ email: uniqueEmail() });
    expect((await failure(fromIp.auth.requestPasswordReset({ email: uniqueEmail() }))).code).toBe('TOO_MANY_REQUESTS');
  });

  test('signing up again before confirming sends a new link and voids the old one', async () => {
    const email = uniqueEmail();
    await visitor().auth.signUp({ email, password: 'first pass' });
    const first = await tokenFromOutbox(db(), email, 'signup');
    await db().update(rateLimitEvents).set({ createdAt: sql`now() - interval '2 minutes'` });
    await visitor().auth.signUp({ email, password: 'second pass' });
    const second = await tokenFromOutbox(db(), email, 'signup');
    expect(second).not.toBe(first);
    expect((await failure(visitor().auth.confirmEmail({ token: first }))).message).toBe(serverAuthErrors.linkUsed);
    await visitor().auth.confirmEmail({ token: second });
    expect((await visitor().auth.signIn({ email, password: 'second pass' })).user.email).toBe(email);
  });

  test('bad input gets a 400 with a message and changes nothing', async () => {
    const [before] = await db().select({ n: count() }).from(users);
    const huge = 'x'.repeat(10_000);
    const cases: [string, () => Promise<unknown>][] = [
      ['missing fields', () => visitor().auth.signUp({} as never)],
      ['wrong types', () => visitor().auth.signUp({ email: 42, password: ['a'] } as never)],
      ['malformed e-mail', () => visitor().auth.signUp({ email: 'not-an-email', password: 'secret12' })],
      ['10 KB e-mail', () => visitor().auth.signUp({ email: `${huge}@example.com`, password: 'secret12' })],
      ['10 KB password', () => visitor().auth.signUp({ email: uniqueEmail(), password: huge })],
      ['short password', () => visitor().auth.signIn({ email: uniqueEmail(), password: '12345' })],
      ['10 KB token', () => visitor().auth.confirmEmail({ token: huge })],
      ['empty token', () => visitor().auth.exchangeRecoveryToken({ token: '' })],
      ['missing e-mail', () => visitor().auth.requestPasswordReset({ email: '' })],
    ];
    for (const [name, call] of cases) {
      const error = await failure(call());
      expect(error.code, name).toBe('BAD_REQUEST');
      expect(error.message.length, name).toBeGreaterThan(0);
    }
    expect((await failure(visitor().auth.signIn({ email: uniqueEmail(), password: '12345' }))).cause).toBeDefined();
    const [after] = await db().select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  describe('the sign-in link', () => {
    /** A confirmed account whose confirmation mail left a while ago, and a sign-in link it asked for. */
    async function accountWithSignInLink(destination?: string) {
      const account = await createConfirmedUser(services(), db());
      await forgetRateLimits();
      expect(await visitor().auth.requestSignInLink({ email: account.email, destination })).toEqual({ ok: true });
      return { ...account, token: await tokenFromOutbox(db(), account.email, 'signin') };
    }

    const sessionsOf = async (userId: string) => (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

    test('lands on the site root, signs the owner in once, and is stored only as its hash, for an hour', async () => {
      const { email, session, token } = await accountWithSignInLink();
      const mail = (await listOutbox(db())).find((m) => m.to === email && m.subject === 'Your Impactwire sign-in link');
      expect(mail?.links[0]).toBe(`http://app.test/#type=signin&token=${token}`);
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      expect(mail?.text).toContain('The link is valid for 1 hour and can be used once');

      const stored = await db()
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, session.user.id), eq(oneTimeTokens.purpose, 'sign_in')));
      expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
      expect(JSON.stringify(await db().select().from(oneTimeTokens))).not.toContain(token);
      expect(Math.abs((stored[0]?.expiresAt.getTime() ?? 0) - (Date.now() + 60 * 60 * 1000))).toBeLessThan(60_000);

      const signedIn = await visitor().auth.signInWithLink({ token });
      expect(signedIn.kind).toBe('normal');
      expect((await (await callerWithToken(services(), db(), signedIn.access_token)).auth.me())?.email).toBe(email);
      expect((await failure(visitor().auth.signInWithLink({ token }))).message).toBe(serverAuthErrors.linkUsed);
    });

    test('with a destination it lands on the sign-in page that leads on there; one on another site is dropped', async () => {
      const { email } = await accountWithSignInLink('/settings');
      const links = (await listOutbox(db())).filter((m) => m.to === email).flatMap((m) => m.links);
      expect(links).toContain(`http://app.test/auth?redirect=%2Fsettings#type=signin&token=${await tokenFromOutbox(db(), email, 'signin')}`);
      const other = await accountWithSignInLink('https://evil.example');
      expect(new URL((await listOutbox(db())).find((m) => m.to === other.email && m.subject.includes('sign-in'))?.links[0] ?? '').pathname).toBe('/');
    });

    test('an address never confirmed gets the confirmation mail, not a sign-in link: its account may be a stranger’s', async () => {
      const email = uniqueEmail('unconfirmed');
      await visitor().auth.signUp({ email, password: 'chosen by whoever signed up' });
      await forgetRateLimits();
      expect(await visitor().auth.requestSignInLink({ email })).toEqual({ ok: true });
      const mails = await waitFor(async () => {
        const sent = (await listOutbox(db())).filter((m) => m.to === email);
        return sent.length === 2 ? sent : null;
      });
      expect(mails.some((m) => m.subject === 'Your Impactwire sign-in link')).toBe(false);
      expect(mails.every((m) => m.links.some((link) => link.includes('#type=signup&token=')))).toBe(true);
      // The owner who asked gets in all the same: the confirmation link signs the mailbox in.
      const confirmed = await visitor().auth.confirmEmail({ token: await tokenFromOutbox(db(), email, 'signup') });
      expect(confirmed.user.email).toBe(email);
    });

    test('an expired, forged or other kind of link gets a clear message and no session', async () => {
      const { token, session } = await accountWithSignInLink();
      const before = await sessionsOf(session.user.id);
      await db()
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect((await failure(visitor().auth.signInWithLink({ token }))).message).toBe(serverAuthErrors.linkExpired);
      expect((await failure(visitor().auth.signInWithLink({ token: 'abcdefghijklmnopqrstuvwxyz234567' }))).message).toBe(serverAuthErrors.linkInvalid);
      // A reset link is not a sign-in link (its session may only set a password), nor the other way round.
      const reset = await requestResetLink(session.user.email);
      expect((await failure(visitor().auth.signInWithLink({ token: reset }))).message).toBe(serverAuthErrors.linkInvalid);
      const { token: fresh } = await accountWithSignInLink();
      expect((await failure(visitor().auth.exchangeRecoveryToken({ token: fresh }))).message).toBe(serverAuthErrors.linkInvalid);
      expect(await sessionsOf(session.user.id)).toBe(before);
    });

    test('the answer does not tell whether the address has an account: same reply, same limits, and it leaves before the mail', async () => {
      const { email } = await createConfirmedUser(services(), db());
      const ghost = uniqueEmail('ghost');
      await forgetRateLimits();
      await afterLookupOf(ghost, async () => {
        expect(await visitor().auth.requestSignInLink({ email })).toEqual({ ok: true });
        expect(await visitor().auth.requestSignInLink({ email: ghost })).toEqual({ ok: true });
      });
      await tokenFromOutbox(db(), email, 'signin');
      expect((await listOutbox(db())).some((m) => m.to === ghost)).toBe(false);
      // Asked again at once, both are refused alike.
      const [known, unknown] = [await failure(visitor().auth.requestSignInLink({ email })), await failure(visitor().auth.requestSignInLink({ email: ghost }))];
      expect([known.code, unknown.code]).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
      expect(unknown.message).toBe(known.message);

      // The reply leaves while the mail is still being handed to the mail server.
      let release = () => {};
      const handedOff: Mail[] = [];
      const slowMailer = {
        description: 'a mail server that answers when the test lets it',
        send: (mail: Mail) => {
          handedOff.push(mail);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      };
      await forgetRateLimits();
      const held = callerFor({ ...services(), mailer: slowMailer }, db());
      expect(await held.auth.requestSignInLink({ email })).toEqual({ ok: true });
      await waitFor(() => handedOff.length === 1, { message: 'the sign-in mail handed to the mail server' });
      release();
    });

    test('it counts against the mail limits before any work: per address (with the reset), and per client address', async () => {
      const { email } = await createConfirmedUser(services(), db());
      await forgetRateLimits();
      // Forty at once for one address: one mail.
      const results = await Promise.allSettled(Array.from({ length: 40 }, () => visitor().auth.requestSignInLink({ email })));
      expect(outcomes(results).sort()).toEqual(['OK', ...Array(39).fill('TOO_MANY_REQUESTS')]);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as TRPCError).message).toMatch(/^Too many e-mails requested\. Please try again in (\d+ seconds?|1 minute)\.$/);
      await tokenFromOutbox(db(), email, 'signin');
      expect((await listOutbox(db())).filter((m) => m.to === email && m.subject.includes('sign-in'))).toHaveLength(1);
      // The reset shares the address's allowance.
      expect((await failure(visitor().auth.requestPasswordReset({ email }))).code).toBe('TOO_MANY_REQUESTS');

      const strict = testServices(db(), testEnv({ RATE_LIMIT_MAIL_IP_PER_HOUR: '3' }));
      const fromIp = callerFor(strict, db(), null, '198.51.100.5');
      const spray = await Promise.allSettled(Array.from({ length: 40 }, () => fromIp.auth.requestSignInLink({ email: uniqueEmail('spray') })));
      expect(outcomes(spray).sort()).toEqual([...Array(3).fill('OK'), ...Array(37).fill('TOO_MANY_REQUESTS')]);
    });

    test('the link is spent and the session made in one transaction: a failed session leaves the link usable', async () => {
      const { token, session } = await accountWithSignInLink();
      const before = await sessionsOf(session.user.id);
      const create = spyOn(sessionsModule, 'createSession').mockImplementationOnce(() => Promise.reject(new Error('the session could not be stored')));
      try {
        await expect(visitor().auth.signInWithLink({ token })).rejects.toThrow();
      } finally {
        create.mockRestore();
      }
      expect(await sessionsOf(session.user.id)).toBe(before);
      // Two clicks at once: one session.
      const clicks = await Promise.allSettled([visitor().auth.signInWithLink({ token }), visitor().auth.signInWithLink({ token })]);
      expect(outcomes(clicks).sort()).toEqual(['BAD_REQUEST', 'OK']);
      expect(await sessionsOf(session.user.id)).toBe((before ?? 0) + 1);
    });

    test('only the newest link works, and signing in with the password or changing it voids it', async () => {
      const { email, password, session, token: older } = await accountWithSignInLink();
      await forgetRateLimits();
      await visitor().auth.requestSignInLink({ email });
      const newer = await waitFor(async () => {
        const token = await tokenFromOutbox(db(), email, 'signin');
        return token !== older && token;
      });
      expect((await failure(visitor().auth.signInWithLink({ token: older }))).message).toBe(serverAuthErrors.linkUsed);
      await visitor().auth.signIn({ email, password });
      expect((await failure(visitor().auth.signInWithLink({ token: newer }))).message).toBe(serverAuthErrors.linkUsed);

      await forgetRateLimits();
      await visitor().auth.requestSignInLink({ email });
      const beforeChange = await waitFor(async () => {
        const token = await tokenFromOutbox(db(), email, 'signin');
        return token !== newer && token;
      });
      await (await callerWithToken(services(), db(), session.access_token)).auth.updatePassword({ password: 'next password', currentPassword: password });
      expect((await failure(visitor().auth.signInWithLink({ token: beforeChange }))).message).toBe(serverAuthErrors.linkUsed);
    });
  });

  test('two clicks on one confirmation link: one session', async () => {
    const email = uniqueEmail();
    await visitor().auth.signUp({ email, password: 'secret12' });
    const token = await tokenFromOutbox(db(), email, 'signup');
    const results = await Promise.allSettled([visitor().auth.confirmEmail({ token }), visitor().auth.confirmEmail({ token })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
