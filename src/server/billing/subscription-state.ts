/**
 * The state transitions both providers drive. A provider reports what a subscription looks
 * like now; this records it and keeps the trial bookkeeping of the profile in step.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, type Subscription, type SubscriptionStatus, subscriptions } from '../db/schema';
import { log } from '../log';
import { announceAccessChange } from './access-events';

export type ProviderSubscription = {
  provider: 'stripe' | 'demo';
  customerId: string | null;
  subscriptionId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  hasPaymentMethod: boolean;
};

/** Statuses of a subscription that still runs (a second one for the same user is a duplicate). */
export const liveStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

/** `started`: a new subscription began (the first, or a new one after an ended one). */
export type ApplyResult = { subscription: Subscription; duplicate: boolean; started: boolean };

/** Told when a subscription begins, e.g. to send the contract confirmation. */
export type SubscriptionStarted = (db: Database, userId: string, subscription: Subscription) => Promise<void>;

/**
 * Records the provider's view of a subscription for a user. Returns `duplicate` when the user
 * already has another live subscription (two checkouts completed): the caller cancels it.
 */
export async function applySubscriptionState(db: Database, userId: string, state: ProviderSubscription): Promise<ApplyResult> {
  const result = await recordSubscriptionState(db, userId, state);
  await announceAccessChange(db, userId);
  return result;
}

async function recordSubscriptionState(db: Database, userId: string, state: ProviderSubscription): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    // Concurrent events for one user apply in turn: the profile row (always there) is the lock,
    // since the subscription row may not exist yet.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
    const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update').limit(1);
    if (existing && existing.providerSubscriptionId !== state.subscriptionId && liveStatuses.includes(existing.status)) {
      if (liveStatuses.includes(state.status)) {
        log.warn('second live subscription for a user', { userId, kept: existing.providerSubscriptionId, duplicate: state.subscriptionId });
        return { subscription: existing, duplicate: true, started: false };
      }
      // An old, ended subscription reporting in late changes nothing.
      return { subscription: existing, duplicate: false, started: false };
    }

    const values = {
      provider: state.provider,
      providerCustomerId: state.customerId,
      providerSubscriptionId: state.subscriptionId,
      status: state.status,
      tier: 'pro',
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      trialEnd: state.trialEnd,
      hasPaymentMethod: state.hasPaymentMethod,
      updatedAt: new Date(),
    };
    const [subscription] = existing
      ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ userId, ...values })
          .returning();
    if (!subscription) throw new Error('subscription upsert returned nothing');

    if (state.status === 'trialing' && state.trialEnd) {
      // The trial starts once per user: only while it was never used and never set.
      await tx
        .update(profiles)
        .set({ trialUntil: state.trialEnd })
        .where(and(eq(profiles.id, userId), eq(profiles.trialUsed, false), or(isNull(profiles.trialUntil), eq(profiles.trialUntil, state.trialEnd))));
    } else if (state.status !== 'trialing') {
      // The trial is over however it ended (converted, paused, cancelled): no trial access beyond now.
      await tx
        .update(profiles)
        .set({ trialUntil: sql`least(${profiles.trialUntil}, now())` })
        .where(and(eq(profiles.id, userId), sql`${profiles.trialUntil} > now()`));
    }
    const started = (!existing || existing.providerSubscriptionId !== state.subscriptionId) && liveStatuses.includes(state.status);
    return { subscription, duplicate: false, started };
  });
}
