/**
 * The one rule for access (docs/product.md §4, docs/architecture.md §3): entitled = subscribed or in trial.
 * Subscribed = a paid subscription with status active; trial = trial_used false and
 * trial_until in the future.
 */
import { eq } from 'drizzle-orm';
import { type CheckoutOffer, PLAN } from '../../shared/billing';
import type { Executor } from '../db/client';
import { type Profile, profiles, type Subscription, subscriptions } from '../db/schema';
import { liveStatuses } from './subscription-state';

/** A paid period is honoured this long past its end, so a late renewal webhook never locks a payer out. */
const RENEWAL_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

export type Access = {
  subscribed: boolean;
  trial: boolean;
  entitled: boolean;
  /**
   * When the entitlement runs out by itself, unless something changes first (a renewal, a
   * subscription started in trial): the trial's end, or the paid period's end plus its grace.
   * Null when it has no set end, or when there is no entitlement.
   */
  entitledUntil: Date | null;
};

function decideAccess(profile: Profile | null, subscription: Subscription | null, now = new Date()): Access {
  const paid = subscription?.status === 'active' && subscription.tier === PLAN.tier;
  // A paid period with no recorded end never runs out by itself.
  const paidUntil = paid && subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS) : null;
  const subscribed = paid && (paidUntil === null || paidUntil > now);
  const trial = trialAccess(profile, now);
  const ends = [subscribed ? paidUntil : null, trial ? (profile?.trialUntil ?? null) : null].filter((end): end is Date => end !== null);
  const entitledUntil = (subscribed && paidUntil === null) || ends.length === 0 ? null : new Date(Math.max(...ends.map((end) => end.getTime())));
  return { subscribed, trial, entitled: subscribed || trial, entitledUntil };
}

/**
 * Trial = trial_until in the future and, unless `ignoreTrialUsed` (the docs/product.md §4 manual re-check),
 * trial_used false.
 */
export function trialAccess(profile: Profile | null, now = new Date(), { ignoreTrialUsed = false } = {}): boolean {
  return !!profile && (ignoreTrialUsed || !profile.trialUsed) && profile.trialUntil !== null && profile.trialUntil > now;
}

export type BillingState = { profile: Profile | null; subscription: Subscription | null };

/**
 * The one offer rule: the free trial is offered to a user who never had one (once per user,
 * docs/product.md §9) and has no running subscription. The status tells every page; checkout grants exactly it.
 */
export function trialOffered(state: BillingState): boolean {
  const running = !!state.subscription && liveStatuses.includes(state.subscription.status);
  return !running && !!state.profile && !state.profile.trialUsed && state.profile.trialUntil === null;
}

/** The one checkout rule: what a checkout now grants (CheckoutOffer); the checkout pages show it and the checkout does exactly it. */
export function checkoutOffer(state: BillingState): CheckoutOffer {
  if (trialOffered(state)) return 'trial';
  const status = state.subscription?.status;
  if (status === 'trialing') return 'after-trial';
  return status && liveStatuses.includes(status) ? 'subscribed' : 'paid';
}

export async function loadBillingState(db: Executor, userId: string): Promise<BillingState> {
  const [row] = await db
    .select({ profile: profiles, subscription: subscriptions })
    .from(profiles)
    .leftJoin(subscriptions, eq(subscriptions.userId, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (row) return row;
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return { profile: null, subscription: subscription ?? null };
}

export async function loadAccess(db: Executor, userId: string, now = new Date()): Promise<Access & BillingState> {
  const state = await loadBillingState(db, userId);
  return { ...state, ...decideAccess(state.profile, state.subscription, now) };
}
