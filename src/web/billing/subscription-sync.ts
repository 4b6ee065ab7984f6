/**
 * Keeps the subscription state (docs/product.md §3/§4) in step with the server and the other tabs, through
 * TanStack Query and the tRPC client. Loaded by subscription.ts only once there is a session, so
 * a visitor never fetches it (nor the API client it brings); pages read the state through
 * `useSubscription` there.
 * - checked on the initial session and on every sign-in, 100 ms after the auth change;
 * - the manual re-check (back from checkout, after ending the trial) asks the server for the
 *   re-check's trial rule and replaces the state with its answer;
 * - loading is true during a check and false after, also on failure; a failed check leaves
 *   the state as it was and is only logged;
 * - a manual re-check that finds a new 'pro' subscription fires the conversion events: new
 *   against the state shown before, or against the state when this user started a checkout
 *   (the provider sends the buyer back to a fresh page that may already know the subscription);
 * - tabs keep in step: a tab that changes or learns of a change tells the others, and a tab
 *   that comes back into view asks again; these quiet checks replace the answer without
 *   showing "loading", so an open feed never blanks out.
 */
import { QueryObserver } from '@tanstack/react-query';
import { PLAN, planPurchaseValue, type SubscriptionStatusResponse } from '@/shared/billing';
import { trackOnce } from '@/web/analytics/track';
import { getSession, onAuthStateChange } from '@/web/lib/session-store';
import { onOtherTabMessage } from '@/web/lib/tab-channel';
import { queryClient, trpc, trpcClient } from '@/web/trpc';
import { announceSubscriptionChange, showStatus } from './subscription';

const AUTH_CHANGE_DELAY_MS = 100;

function logFailure(error: unknown): never {
  console.error('Subscription check failed', error);
  throw error;
}

const signInCheck = trpc.billing.status.queryOptions({ check: 'sign-in' }, { staleTime: Number.POSITIVE_INFINITY, retry: false });

/** The status the whole client shows: fetched once per sign-in, replaced by manual re-checks. */
const subscriptionStatusQuery = {
  ...signInCheck,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SubscriptionStatusResponse> => {
    await new Promise((resolve) => setTimeout(resolve, AUTH_CHANGE_DELAY_MS));
    // Signed out (or signed in again) during the delay: this check is void.
    signal.throwIfAborted();
    return trpcClient.billing.status.query({ check: 'sign-in' }, { signal }).catch(logFailure);
  },
};

const allStatusChecks = { queryKey: trpc.billing.status.pathKey() };

const signedIn = () => getSession()?.kind === 'normal';

/**
 * The one watcher of the shown status, for every view: it fetches while there is a full session
 * and hands each answer, and whether any status check is running, to what the pages read.
 */
const statusObserver = new QueryObserver(queryClient, { ...subscriptionStatusQuery, enabled: false });

function publish() {
  const result = statusObserver.getCurrentResult();
  showStatus({ status: result.data, pending: result.isPending, checking: queryClient.isFetching(allStatusChecks) > 0 });
}

/**
 * Whether this user may read the paid pages, once the server's check has answered: the route
 * loaders ask for paid data only then, so a visitor or a user without access is never refused.
 * False without a full session, or when the check failed.
 */
export function accessOnceChecked(): Promise<boolean> {
  return new Promise((resolve) => {
    const answered = () => {
      const result = statusObserver.getCurrentResult();
      if (signedIn() && result.isPending) return false;
      resolve(signedIn() && (result.data?.access.has_access ?? false));
      return true;
    };
    if (answered()) return;
    // The check answering, or the session ending (which may leave the check's state as it was).
    const stopWatching = statusObserver.subscribe(() => answered() && stop());
    const stopListening = onAuthStateChange(() => answered() && stop());
    const stop = () => {
      stopWatching();
      stopListening();
    };
  });
}

/** A view opened after the last check failed asks again, as a query hook does for each view that mounts. */
export function askAgainIfFailed() {
  const result = statusObserver.getCurrentResult();
  if (signedIn() && result.isError && result.data === undefined) void statusObserver.refetch();
}

/**
 * What was shown before the background checks changed it, until the next manual re-check: a
 * background check that lands first (the checkout tab regains focus) must not hide from the
 * re-check that the user was not subscribed before, or the purchase would go unreported.
 */
let stateBeforeQuietChanges: { status: SubscriptionStatusResponse | undefined } | null = null;

onAuthStateChange((event, session) => {
  if (session?.kind !== 'normal') {
    // Signed out, or only a recovery session: nothing of the last user's state stays.
    queryClient.removeQueries(allStatusChecks);
    stateBeforeQuietChanges = null;
  } else if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN') {
    void queryClient.resetQueries({ queryKey: subscriptionStatusQuery.queryKey });
  }
  // Enabled after the reset, so a first check starts once, with its delay.
  statusObserver.setOptions({ ...subscriptionStatusQuery, enabled: session?.kind === 'normal' });
});
statusObserver.subscribe(publish);
queryClient.getQueryCache().subscribe(publish);

const sameStatus = (a: SubscriptionStatusResponse | undefined, b: SubscriptionStatusResponse) => JSON.stringify(a) === JSON.stringify(b);

let quietCheck: Promise<void> | null = null;

/**
 * Asks the server again without a loading state (another tab changed something, or this tab
 * came back into view) and replaces the shown status if the answer differs.
 */
function refreshSubscriptionQuietly(): Promise<void> {
  const session = getSession();
  if (session?.kind !== 'normal' || !queryClient.getQueryData(subscriptionStatusQuery.queryKey)) return Promise.resolve();
  quietCheck ??= trpcClient.billing.status
    .query({ check: 'sign-in' })
    .then((status) => {
      // Signed out or another user meanwhile: the answer is for nobody here.
      if (getSession()?.user.id !== session.user.id) return;
      const shown = queryClient.getQueryData(subscriptionStatusQuery.queryKey);
      if (!sameStatus(shown, status)) {
        // The manual re-check compares with the state before any background change (docs/product.md §4).
        stateBeforeQuietChanges ??= { status: shown };
        queryClient.setQueryData(subscriptionStatusQuery.queryKey, status);
      }
    })
    .catch((error: unknown) => console.error('Subscription check failed', error))
    .finally(() => {
      quietCheck = null;
    });
  return quietCheck;
}

onOtherTabMessage((message) => {
  if (message.type === 'subscription-changed' && message.userId === getSession()?.user.id) void refreshSubscriptionQuietly();
});

// Back from a provider's page (Stripe Checkout, the portal) or another window: ask again.
let lastFocusCheck = 0;
function onBackInView() {
  if (document.visibilityState !== 'visible' || Date.now() - lastFocusCheck < 1000) return;
  lastFocusCheck = Date.now();
  void refreshSubscriptionQuietly();
}
window.addEventListener('focus', onBackInView);
document.addEventListener('visibilitychange', onBackInView);

const CHECKOUT_STARTED_PREFIX = 'impactwire.checkout-started.';
/** A checkout started longer ago than this is abandoned; it no longer counts as the baseline. */
const CHECKOUT_STARTED_VALID_MS = 24 * 60 * 60 * 1000;
type CheckoutStarted = { at: number; trial: boolean };

/**
 * Remembers, for this user and across tabs, that a checkout started while not subscribed: the
 * re-check after checkout runs in the checkout's own tab, whose first status may already be the
 * new subscription, and must still know that this purchase is new.
 */
export function noteCheckoutStarted() {
  const session = getSession();
  const shown = queryClient.getQueryData(subscriptionStatusQuery.queryKey);
  if (session?.kind !== 'normal' || shown?.subscribed) return;
  const started: CheckoutStarted = { at: Date.now(), trial: shown?.access.trial ?? false };
  try {
    localStorage.setItem(CHECKOUT_STARTED_PREFIX + session.user.id, JSON.stringify(started));
  } catch {
    // Storage refused: the re-check falls back to the state shown before.
  }
}

/** Reads and forgets this user's checkout start, if one is recent. */
function takeCheckoutStarted(userId: string): CheckoutStarted | null {
  try {
    const stored = localStorage.getItem(CHECKOUT_STARTED_PREFIX + userId);
    localStorage.removeItem(CHECKOUT_STARTED_PREFIX + userId);
    const started = stored ? (JSON.parse(stored) as CheckoutStarted) : null;
    return started && Date.now() - started.at < CHECKOUT_STARTED_VALID_MS ? started : null;
  } catch {
    return null;
  }
}

/** The manual re-check. Returns the new status, or null if there is no session or the check failed. */
export async function recheckSubscription(): Promise<SubscriptionStatusResponse | null> {
  const session = getSession();
  if (session?.kind !== 'normal') return null;
  const before = stateBeforeQuietChanges ? stateBeforeQuietChanges.status : queryClient.getQueryData(subscriptionStatusQuery.queryKey);
  let status: SubscriptionStatusResponse;
  try {
    status = await queryClient.fetchQuery(trpc.billing.status.queryOptions({ check: 'manual' }, { staleTime: 0, retry: false }));
  } catch (error) {
    console.error('Subscription check failed', error);
    return null;
  }
  stateBeforeQuietChanges = null;
  queryClient.setQueryData(subscriptionStatusQuery.queryKey, status);
  if (!sameStatus(before, status)) announceSubscriptionChange();
  if (status.subscribed && status.subscription_tier === PLAN.tier) {
    const checkoutStarted = takeCheckoutStarted(session.user.id);
    if (checkoutStarted || !before?.subscribed) {
      // Once per user and paid period, however many tabs re-check it.
      const once = `${session.user.id}.${status.subscription_end}`;
      trackOnce(once, 'Purchase', planPurchaseValue);
      trackOnce(once, 'SubscriptionCompleted', planPurchaseValue);
      if (before?.access.trial || checkoutStarted?.trial) trackOnce(once, 'TrialConverted', planPurchaseValue);
    }
  }
  return status;
}
