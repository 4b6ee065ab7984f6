/**
 * Dates at the edges of what the database can hold (year 0, years past 9999, or year 1 and 9999
 * shifted by a time zone) are refused with a 400 that names the field, never a 500, and a
 * refused request changes nothing.
 */
import { expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { contractRequests, profiles, rateLimitEvents, subscriptions } from '@/server/db/schema';
import { CONTRACT_NAME } from '@/shared/contracts';
import { createConfirmedUser, uniqueEmail } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const errorOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: TRPCError) => error,
  );

/** The field and message of the first validation problem (what the HTTP answer names). */
function firstIssue(error: TRPCError | null) {
  const issue = (error?.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues?.[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
}

forEachDatabase((database) => {
  const db = () => database().db;

  async function trialUser() {
    const services = testServices(db(), testEnv());
    const { session, email } = await createConfirmedUser(services, db());
    const api = callerFor(services, db(), await validateAccessToken(db(), session.access_token));
    await api.billing.demo.completeCheckout();
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    await db().delete(rateLimitEvents);
    return { email, userId: session.user.id, api, services };
  }

  const cancellation = (email: string, requestedEndDate: string) => ({
    name: 'Ann Lee',
    email,
    contract: CONTRACT_NAME,
    cancellationType: 'ordinary' as const,
    requestedEndDate,
  });

  test.each(['0000-01-01', '-000001-01-01', '+275760-09-13', '+010000-01-01', '9999-12-31', '1899-12-31', '2027-02-30'])(
    'a cancellation for the end date %s is refused with a 400 and records nothing, for the owner and for a stranger',
    async (day) => {
      const { email, userId, api, services } = await trialUser();
      const stranger = callerFor(services, db(), null, '192.0.2.77');
      for (const caller of [api, stranger]) {
        const error = await errorOf(caller.contracts.cancel(cancellation(email, day)));
        expect(error?.code).toBe('BAD_REQUEST');
        expect(firstIssue(error)?.field).toBe('requestedEndDate');
      }
      expect(await db().select().from(contractRequests).where(eq(contractRequests.email, email))).toEqual([]);
      expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.cancelAtPeriodEnd).toBe(false);
    },
  );

  test('the owner can still ask for the last day of year 2999', async () => {
    const { email, api } = await trialUser();
    const receipt = await api.contracts.cancel(cancellation(email, '2999-12-31'));
    expect(receipt.status).toBe('applied');
  });

  test.each([
    { from: '0001-01-01T00:00:00+14:00' },
    { to: '0001-01-01T05:00:00+06:00' },
    { to: '9999-12-31T23:59:59-14:00' },
    { from: '0000-01-01T00:00:00Z' },
  ])('an archive search from or to %o, beyond the years the database keeps, is a 400 that names the field', async (range) => {
    const { api } = await trialUser();
    const error = await errorOf(api.feed.search(range as { from?: string; to?: string }));
    expect(error?.code).toBe('BAD_REQUEST');
    expect(firstIssue(error)).toEqual({ field: Object.keys(range)[0] ?? '', message: 'Please pick a date between 1900 and 2999.' });
  });

  test('a stranger is refused the same way for an address without an account', async () => {
    const services = testServices(db(), testEnv());
    const error = await errorOf(callerFor(services, db(), null, '192.0.2.78').contracts.cancel(cancellation(uniqueEmail(), '0000-01-01')));
    expect(error?.code).toBe('BAD_REQUEST');
  });
});
