import { eq, inArray, lt } from 'drizzle-orm';
import { serverAuthErrors } from '../../shared/auth';
import { billingServerErrors } from '../../shared/billing';
import { accountGone } from '../accounts/account-gone';
import { accountLimitCounters, signInRules } from '../accounts/limits';
import { verifyPassword } from '../accounts/passwords';
import type { AuthenticatedCaller } from '../accounts/sessions';
import { invalidateUserSessions } from '../accounts/sessions';
import { loadBillingState } from '../billing/access';
import { announceAccessChange } from '../billing/access-events';
import { liveStatuses } from '../billing/subscription-state';
import type { Database } from '../db/client';
import { accountDeletions, billingCustomers, billingEvents, devOutbox, subscriptions, users } from '../db/schema';
import { AppError } from '../errors';
import { clearEvents, releaseReservation, reserveAttempt } from '../lib/rate-limits';
import { log } from '../log';
import { brandOf } from '../mail/mail';
import { accountDeletedMail } from '../mail/templates';
import type { Services } from '../services';

/** How long the anonymous contract record of a deleted account is kept (§ 147 AO: 10 years). */
const RETENTION_YEARS = 10;

type DeleteAccountOptions = { db: Database; services: Services; ip: string | null; caller: AuthenticatedCaller; password: string };

/**
 * Deletes the caller's own account (GDPR Art. 17), after the current password:
 * 1. a live subscription is cancelled at once through the payment provider — that cannot be
 *    rolled back, so it comes first, and a failure stops the deletion with nothing deleted;
 * 2. in one transaction: an anonymous contract record is kept, provider event payloads (which
 *    may hold the address) are emptied, the user's rate-limit counters and development mails go,
 *    every session ends, and the user row goes with everything that hangs on it (profile,
 *    sessions, tokens, subscription, provider customer link, watchlist, alert rules, feed
 *    preferences);
 * 3. a confirmation goes to the address.
 * Cancellation and withdrawal requests stay (they prove a declaration the law gives effect to);
 * they hold only what the sender typed into the public form.
 */
export async function deleteAccount({ db, services, ip, caller, password }: DeleteAccountOptions): Promise<void> {
  const { user } = caller;
  const reservation = await reserveAttempt(db, signInRules(services.env, user.email, ip), 'password attempts');
  if (!(await verifyPassword(password, user.passwordHash))) throw new AppError('BAD_REQUEST', serverAuthErrors.wrongCurrentPassword);
  await releaseReservation(db, reservation);

  await services.billing?.refresh(db, user.id);
  const before = await loadBillingState(db, user.id);
  if (before.subscription && liveStatuses.includes(before.subscription.status)) {
    if (!services.billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
    await services.billing.cancelNow(db, before.subscription);
  }

  await db.transaction(async (tx) => {
    // Two deletions at once (two tabs, a double click): the first takes the row, the second
    // finds it gone once the first commits, and writes no second record.
    const [stillThere] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!stillThere) throw accountGone();
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const [customer] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    const retainUntil = new Date();
    retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + RETENTION_YEARS);
    await tx.insert(accountDeletions).values({
      accountCreatedAt: user.createdAt,
      provider: subscription?.provider ?? customer?.provider ?? null,
      providerCustomerId: subscription?.providerCustomerId ?? customer?.customerId ?? null,
      providerSubscriptionId: subscription?.providerSubscriptionId ?? null,
      subscriptionStatus: subscription?.status ?? null,
      subscriptionStartedAt: subscription?.createdAt ?? null,
      retainUntil,
    });
    const providerIds = [subscription?.providerCustomerId, subscription?.providerSubscriptionId, customer?.customerId].filter((id): id is string => !!id);
    if (providerIds.length > 0) await tx.update(billingEvents).set({ payload: null }).where(inArray(billingEvents.objectId, providerIds));
    await clearEvents(tx, accountLimitCounters(user));
    await tx.delete(devOutbox).where(eq(devOutbox.to, user.email));
    await invalidateUserSessions(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  await announceAccessChange(db, user.id);
  log.info('account deleted', { userId: user.id });

  try {
    await services.mailer.send(accountDeletedMail(brandOf(services.env), user.email));
  } catch (error) {
    // The deletion stands; the mail is a courtesy the user can do without.
    log.error('account deletion mail failed', { error });
  }
}

/** Contract records of deleted accounts go once their retention period has ended. */
export async function pruneDeletionRecords(db: Database, now = new Date()): Promise<number> {
  const gone = await db.delete(accountDeletions).where(lt(accountDeletions.retainUntil, now)).returning({ id: accountDeletions.id });
  return gone.length;
}
