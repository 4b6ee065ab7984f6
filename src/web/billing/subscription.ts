/**
 * docs/product.md §3/§4 client-wide subscription state, as every page reads it. The server decides access
 * (billing.status) and the client shows it. The checks, the re-check, the tab sync and the
 * conversion events live in subscription-sync.ts, which is loaded lazily, on the first full
 * session: a visitor's pages never fetch it, nor the API client and query code it brings.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AuthSession, PublicUser } from '@/shared/auth';
import type { SubscriptionStatusResponse } from '@/shared/billing';
import { useSession } from '@/web/auth/use-auth';
import { getSession, onAuthStateChange } from '@/web/lib/session-store';
import { tellOtherTabs } from '@/web/lib/tab-channel';

/** docs/product.md §3 client-wide subscription state; `entitled` is the server's has_access. */
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
  entitled: boolean;
  /**
   * Whether a checkout now would start the free trial (the server's one offer rule); null until
   * the server has answered. A visitor is offered it: signing up starts with an unused trial.
   */
  trialOffered: boolean | null;
};

/** What subscription-sync.ts last answered: the status, whether it has answered yet, whether a check runs. */
type ShownStatus = { status: SubscriptionStatusResponse | undefined; pending: boolean; checking: boolean };

let shown: ShownStatus = { status: undefined, pending: true, checking: false };
const listeners = new Set<() => void>();

/** For subscription-sync.ts: the state every page shows. */
export function showStatus(next: ShownStatus) {
  if (next.status === shown.status && next.pending === shown.pending && next.checking === shown.checking) return;
  shown = next;
  for (const listener of listeners) listener();
}

const shownStatus = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => shown,
};

let sync: Promise<typeof import('./subscription-sync')> | null = null;

/** Lazy: only a signed-in user's tab needs the subscription's checks (see the top of this file). */
function loadSync() {
  sync ??= import('./subscription-sync').catch((error: unknown) => {
    sync = null;
    // Like a failed check: the state stays as it was, and loading ends.
    console.error('Subscription check failed', error);
    showStatus({ ...shown, pending: false, checking: false });
    throw error;
  });
  return sync;
}

onAuthStateChange((_event, session) => {
  if (session?.kind === 'normal') void loadSync().catch(() => {});
});

/** Tells the other tabs that this user's subscription changed; they ask the server again. */
export function announceSubscriptionChange() {
  const session = getSession();
  if (session?.kind === 'normal') tellOtherTabs({ type: 'subscription-changed', userId: session.user.id });
}

/** The manual re-check (docs/product.md §4). Returns the new status, or null if there is no session or the check failed. */
export async function recheckSubscription(): Promise<SubscriptionStatusResponse | null> {
  if (getSession()?.kind !== 'normal') return null;
  try {
    return (await loadSync()).recheckSubscription();
  } catch {
    return null;
  }
}

/** Remembers that this user started a checkout while not subscribed (see subscription-sync.ts). */
export async function noteCheckoutStarted() {
  if (getSession()?.kind === 'normal') (await loadSync()).noteCheckoutStarted();
}

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
  entitled: false,
  trialOffered: true,
};

export function useSubscription(): SubscriptionState {
  const session = useSession();
  const signedIn = session?.kind === 'normal' ? session : null;
  const { status: data, pending, checking } = useSyncExternalStore(shownStatus.subscribe, shownStatus.get);
  // As a query hook does for each view that mounts: a page opened after a failed check asks again.
  useEffect(() => {
    if (sync) void sync.then((module) => module.askAgainIfFailed()).catch(() => {});
  }, []);
  if (!signedIn) return signedOut;
  return {
    user: signedIn.user,
    session: signedIn,
    subscribed: data?.subscribed ?? false,
    subscriptionTier: data?.subscription_tier ?? null,
    subscriptionEnd: data?.subscription_end ?? null,
    cancelAtPeriodEnd: data?.cancel_at_period_end ?? false,
    hasTrialAccess: data?.access.trial ?? false,
    trialEndDate: data?.access.trial_until ?? null,
    // Before the first answer too: the check is on its way (docs/product.md §4: loading during checks).
    loading: pending || checking,
    entitled: data?.access.has_access ?? false,
    trialOffered: data?.access.trial_offered ?? null,
  };
}
