/**
 * Spec §3/§4 client-wide subscription state and its loading rules:
 * - checked on the initial session and on every sign-in, 100 ms after the auth change;
 * - there, trial access needs trial_until ahead and trial_used false; the manual re-check
 *   only needs trial_until ahead;
 * - loading is true during a check and false after, also on failure; a failed check leaves
 *   the state as it was and is only logged;
 * - a manual re-check that finds a new 'pro' subscription fires the conversion events.
 */
import type { AuthSession, PublicUser } from '@/shared/auth';
import { PLAN, planPurchaseValue } from '@/shared/billing';
import { onAuthStateChange } from '@/web/auth/session-store';
import { track } from '@/web/analytics/track';
import { trpcClient } from '@/web/trpc';

export type SubscriptionState = {
  user: PublicUser | null;
  session: AuthSession | null;
  subscribed: boolean;
  subscriptionTier: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  hasTrialAccess: boolean;
  trialEndDate: string | null;
  loading: boolean;
};

const AUTH_CHANGE_DELAY_MS = 100;

const signedOut: SubscriptionState = {
  user: null,
  session: null,
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  hasTrialAccess: false,
  trialEndDate: null,
  loading: false,
};

let state: SubscriptionState = signedOut;
const listeners = new Set<() => void>();

function update(change: Partial<SubscriptionState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

async function check({ requireUnusedTrial }: { requireUnusedTrial: boolean }): Promise<void> {
  if (!state.session) return;
  update({ loading: true });
  try {
    const [status, profile] = await Promise.all([trpcClient.billing.status.query(), trpcClient.billing.profile.query()]);
    const trialAhead = profile.trial_until !== null && new Date(profile.trial_until).getTime() > Date.now();
    update({
      subscribed: status.subscribed,
      subscriptionTier: status.subscription_tier,
      subscriptionEnd: status.subscription_end,
      cancelAtPeriodEnd: status.cancel_at_period_end,
      hasTrialAccess: trialAhead && (!requireUnusedTrial || !profile.trial_used),
      trialEndDate: status.trial_end_date ?? profile.trial_until,
    });
  } catch (error) {
    console.error('Subscription check failed', error);
  } finally {
    update({ loading: false });
  }
}

let pendingCheck: ReturnType<typeof setTimeout> | null = null;

onAuthStateChange((event, session) => {
  if (!session || session.kind !== 'normal') {
    if (pendingCheck) clearTimeout(pendingCheck);
    update({ ...signedOut });
    return;
  }
  update({ session, user: session.user });
  if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN') {
    update({ loading: true });
    if (pendingCheck) clearTimeout(pendingCheck);
    pendingCheck = setTimeout(() => void check({ requireUnusedTrial: true }), AUTH_CHANGE_DELAY_MS);
  }
});

/** The manual re-check (after checkout, after ending the trial). */
export async function refreshSubscription(): Promise<void> {
  const before = state;
  await check({ requireUnusedTrial: false });
  if (state.subscribed && state.subscriptionTier === PLAN.tier && !before.subscribed) {
    track('Purchase', planPurchaseValue);
    track('SubscriptionCompleted', planPurchaseValue);
    if (before.hasTrialAccess) track('TrialConverted', planPurchaseValue);
  }
}

export const subscriptionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};
