/**
 * What a user's other tabs send while the account is being deleted: one deletion wins and keeps
 * one contract record, and every other call gets a clear 401 instead of a 500.
 */
import { expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { validateAccessToken } from '@/server/accounts/sessions';
import { accountDeletions, rateLimitEvents } from '@/server/db/schema';
import { serverAuthErrors } from '@/shared/auth';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: TRPCError) => `${error.code}: ${error.message}`,
  );
const GONE = `UNAUTHORIZED: ${serverAuthErrors.accountDeleted}`;

forEachDatabase((database) => {
  const db = () => database().db;

  async function account() {
    const services = testServices(db(), testEnv());
    const { session, email, password } = await createConfirmedUser(services, db());
    await db().delete(rateLimitEvents);
    const caller = await validateAccessToken(db(), session.access_token);
    // A trial, so that the settings answer rather than ask for a subscription.
    await callerFor(services, db(), caller).billing.demo.completeCheckout();
    return { email, password, api: callerFor(services, db(), caller), visitor: callerFor(services, db()) };
  }
  const deletionRecords = async () => (await db().select().from(accountDeletions)).length;

  test('two deletions at once: one deletes the account and keeps one record, the other is told the account is gone', async () => {
    const { api, password } = await account();
    const before = await deletionRecords();
    const outcomes = await Promise.all([outcome(api.account.delete({ password })), outcome(api.account.delete({ password }))]);
    expect(outcomes.sort()).toEqual(['OK', GONE]);
    expect(await deletionRecords()).toBe(before + 1);
  });

  test('calls of a session resolved just before the deletion are told the account is gone, and change nothing', async () => {
    const { api, password } = await account();
    // The caller was resolved when these requests arrived; the deletion ends while they run.
    await api.account.delete({ password });
    expect(await outcome(api.account.exportData())).toBe(GONE);
    expect(await outcome(api.account.delete({ password }))).toBe(GONE);
    // Paid settings find no subscription any more: refused before they write.
    expect(await outcome(api.preferences.update({ layout: 'dense' }))).toStartWith('FORBIDDEN');
    expect(await outcome(api.watchlist.add({ symbol: 'NVDA' }))).toStartWith('FORBIDDEN');
  });

  test('export, settings and sign-in sent while the deletion runs get an answer or a clear 401, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const { api, visitor, email, password } = await account();
      const outcomes = await Promise.all([
        outcome(api.account.delete({ password })),
        outcome(api.account.exportData()),
        outcome(visitor.auth.signIn({ email, password })),
        outcome(api.preferences.update({ layout: 'dense' })),
        outcome(visitor.auth.signIn({ email, password })),
      ]);
      expect(outcomes[0]).toBe('OK');
      for (const result of outcomes) expect(result).not.toStartWith('INTERNAL_SERVER_ERROR');
    }
  });
});
