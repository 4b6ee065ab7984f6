import type { ProfileResponse, StatusCheck, SubscriptionStatusResponse } from '../../shared/billing';
import type { Database } from '../db/client';
import { loadAccess, trialAccess, trialOffered } from './access';
import type { BillingServices } from './billing-services';
import { liveStatuses } from './subscription-state';

/**
 * docs/product.md §7 check-subscription, with the access the client shows (docs/product.md §4 client state): the one
 * access rule, except that a manual re-check counts a trial by its end date alone.
 */
export async function checkSubscription(
  db: Database,
  services: BillingServices,
  { userId, check = 'sign-in' }: { userId: string; check?: StatusCheck },
): Promise<SubscriptionStatusResponse> {
  await services.billing?.refresh(db, userId);
  const { subscription, profile, subscribed, trial } = await loadAccess(db, userId);
  const live = subscription && liveStatuses.includes(subscription.status) ? subscription : null;
  const shownTrial = check === 'manual' ? trialAccess(profile, new Date(), { ignoreTrialUsed: true }) : trial;
  const state = subscribed ? 'subscribed' : shownTrial ? 'trial' : 'none';
  return {
    subscribed,
    subscription_tier: subscribed ? (live?.tier ?? null) : null,
    subscription_end: live?.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: live?.cancelAtPeriodEnd ?? false,
    trial_end_date: trial ? (profile?.trialUntil?.toISOString() ?? null) : null,
    access: {
      has_access: state !== 'none',
      state,
      trial: shownTrial,
      trial_until: profile?.trialUntil?.toISOString() ?? null,
      trial_offered: trialOffered({ profile, subscription }),
    },
  };
}

/** docs/product.md §7 profiles read: trial_used and trial_until of the caller. */
export async function readProfile(db: Database, services: BillingServices, userId: string): Promise<ProfileResponse> {
  await services.billing?.refresh(db, userId);
  const { profile } = await loadAccess(db, userId);
  return { trial_used: profile?.trialUsed ?? false, trial_until: profile?.trialUntil?.toISOString() ?? null };
}
