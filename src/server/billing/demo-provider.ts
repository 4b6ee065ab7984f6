/**
 * The demo provider: in-app checkout and portal pages ("Demo — no payment is taken") that
 * drive the same state transitions as Stripe. Time passes on read: a trial ends, a period
 * renews or a cancelled subscription ends when its date is reached.
 */
import { eq } from 'drizzle-orm';
import { billingServerErrors, type CheckoutOffer, PLAN } from '../../shared/billing';
import { DESTINATION_PARAM } from '../../shared/destination';
import type { Database } from '../db/client';
import { billingEvents, type Subscription, subscriptions, type User } from '../db/schema';
import { AppError } from '../errors';
import type { BillingProvider } from './provider';
import { applySubscriptionState, liveStatuses, type ProviderSubscription, type SubscriptionStarted } from './subscription-state';

const DAY_MS = 24 * 60 * 60 * 1000;

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function stateOf(row: Subscription): ProviderSubscription {
  return {
    provider: 'demo',
    customerId: row.providerCustomerId,
    subscriptionId: row.providerSubscriptionId ?? `demo_sub_${row.id}`,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd,
    hasPaymentMethod: row.hasPaymentMethod,
  };
}

/** Where a demo subscription stands at `now`, from where it stood when last written. */
export function advanceDemoState(state: ProviderSubscription, now = new Date()): ProviderSubscription {
  let next = { ...state };
  if (next.status === 'trialing' && next.trialEnd && next.trialEnd <= now) {
    if (next.cancelAtPeriodEnd) next = { ...next, status: 'canceled' };
    else if (next.hasPaymentMethod) next = { ...next, status: 'active', currentPeriodEnd: addMonth(next.trialEnd) };
    // Like Stripe: a trial that ends without a payment method pauses.
    else next = { ...next, status: 'paused', currentPeriodEnd: next.trialEnd };
  }
  while (next.status === 'active' && next.currentPeriodEnd && next.currentPeriodEnd <= now) {
    next = next.cancelAtPeriodEnd ? { ...next, status: 'canceled' } : { ...next, currentPeriodEnd: addMonth(next.currentPeriodEnd) };
  }
  return next;
}

export type DemoProvider = BillingProvider & {
  kind: 'demo';
  /** Grants `offer` (access.ts checkoutOffer), read at the moment of the click. */
  completeCheckout(db: Database, user: User, offer: Exclude<CheckoutOffer, 'subscribed'>): Promise<void>;
  setCancelAtPeriodEnd(db: Database, userId: string, cancel: boolean): Promise<void>;
  addPaymentMethod(db: Database, userId: string): Promise<void>;
  cancelSubscriptionNow(db: Database, userId: string): Promise<void>;
};

export function createDemoProvider(onStarted?: SubscriptionStarted): DemoProvider {
  async function record(db: Database, type: string, objectId: string) {
    const id = `demo_evt_${crypto.randomUUID()}`;
    await db.insert(billingEvents).values({ id, provider: 'demo', type, objectId, processedAt: new Date() });
  }

  async function current(db: Database, userId: string): Promise<Subscription> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    if (row?.provider !== 'demo' || !liveStatuses.includes(row.status)) {
      throw new AppError('BAD_REQUEST', billingServerErrors.noSubscription);
    }
    return row;
  }

  async function update(db: Database, userId: string, row: Subscription, change: Partial<ProviderSubscription>, event: string) {
    const state = { ...stateOf(row), ...change };
    await applySubscriptionState(db, userId, state);
    await record(db, event, state.subscriptionId);
  }

  const provider: DemoProvider = {
    kind: 'demo',
    description: 'demo provider (in-app checkout and portal; no payment is taken)',

    // Paths, not URLs: the pages open on the host the user is signed in on (the session is kept
    // per origin), whatever PUBLIC_URL names.
    startCheckout: async ({ destination }) =>
      destination ? `/billing/demo/checkout?${DESTINATION_PARAM}=${encodeURIComponent(destination)}` : '/billing/demo/checkout',
    openPortal: async () => '/billing/demo/portal',

    async completeCheckout(db, user, offer) {
      if (offer === 'after-trial') {
        // The running trial's subscription gets the payment method that lets it convert, and renews.
        const row = await current(db, user.id);
        await update(db, user.id, row, { hasPaymentMethod: true, cancelAtPeriodEnd: false }, 'checkout.session.completed');
        return;
      }
      const trialEligible = offer === 'trial';
      const now = new Date();
      const subscriptionId = `demo_sub_${crypto.randomUUID()}`;
      const state: ProviderSubscription = trialEligible
        ? {
            provider: 'demo',
            customerId: `demo_cus_${user.id}`,
            subscriptionId,
            status: 'trialing',
            currentPeriodEnd: new Date(now.getTime() + PLAN.trialDays * DAY_MS),
            cancelAtPeriodEnd: false,
            trialEnd: new Date(now.getTime() + PLAN.trialDays * DAY_MS),
            hasPaymentMethod: false,
          }
        : {
            provider: 'demo',
            customerId: `demo_cus_${user.id}`,
            subscriptionId,
            status: 'active',
            currentPeriodEnd: addMonth(now),
            cancelAtPeriodEnd: false,
            trialEnd: null,
            hasPaymentMethod: true,
          };
      const result = await applySubscriptionState(db, user.id, state);
      if (result.duplicate) throw new AppError('CONFLICT', billingServerErrors.alreadySubscribed);
      await record(db, 'checkout.session.completed', subscriptionId);
      if (result.started) await onStarted?.(db, user.id, result.subscription);
    },

    async setCancelAtPeriodEnd(db, userId, cancel) {
      const row = await current(db, userId);
      await update(db, userId, row, { cancelAtPeriodEnd: cancel }, cancel ? 'subscription.cancel_scheduled' : 'subscription.resumed');
    },

    async addPaymentMethod(db, userId) {
      const row = await current(db, userId);
      // A paused subscription resumes as soon as it can be paid.
      const change: Partial<ProviderSubscription> =
        row.status === 'paused' ? { hasPaymentMethod: true, status: 'active', currentPeriodEnd: addMonth(new Date()) } : { hasPaymentMethod: true };
      await update(db, userId, row, change, 'payment_method.attached');
    },

    async cancelSubscriptionNow(db, userId) {
      const row = await current(db, userId);
      await provider.cancelNow(db, row);
    },

    async cancelNow(db, subscription) {
      await update(db, subscription.userId, subscription, { status: 'canceled', cancelAtPeriodEnd: false }, 'subscription.deleted');
    },

    async cancelAtPeriodEnd(db, subscription) {
      await update(db, subscription.userId, subscription, { cancelAtPeriodEnd: true }, 'subscription.cancel_scheduled');
    },

    async resume(db, subscription) {
      await update(db, subscription.userId, subscription, { cancelAtPeriodEnd: false }, 'subscription.resumed');
    },

    async refresh(db, userId) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      if (row?.provider !== 'demo') return;
      const before = stateOf(row);
      const after = advanceDemoState(before);
      if (after.status !== before.status || after.currentPeriodEnd?.getTime() !== before.currentPeriodEnd?.getTime()) {
        await applySubscriptionState(db, userId, after);
        await record(db, `subscription.${after.status}`, after.subscriptionId);
      }
    },
  };
  return provider;
}
