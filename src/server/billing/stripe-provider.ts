/**
 * Stripe: Checkout in subscription mode, the Billing Portal, and webhooks that converge by
 * re-reading the subscription from Stripe, so events may arrive in any order or twice.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { PLAN } from '../../shared/billing';
import { checkoutReturnPaths } from '../../shared/destination';
import type { Database } from '../db/client';
import { billingCustomers, billingEvents, type SubscriptionStatus, type User, users } from '../db/schema';
import { log } from '../log';
import type { BillingProvider } from './provider';
import { applySubscriptionState, type SubscriptionStarted } from './subscription-state';

export type StripeSettings = { priceId: string; webhookSecret: string; publicUrl: string; onStarted?: SubscriptionStarted };

export type StripeProvider = BillingProvider & {
  kind: 'stripe';
  /** Verifies and handles one webhook delivery; returns the HTTP response for Stripe. */
  handleWebhook(db: Database, rawBody: string, signature: string | null): Promise<Response>;
  syncSubscription(db: Database, subscriptionId: string): Promise<void>;
};

const statusMap: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  paused: 'paused',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
/** A Stripe object's id ("sub_…", "cus_…"), from the id or the expanded object; null for anything else. */
const idOf = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && STRIPE_ID.test(id) ? id : null;
};
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;
const userIdSchema = z.uuid();

/**
 * What every Stripe event carries. A signed delivery without it is answered 400 (nothing to
 * retry) rather than failing on every retry.
 */
const eventEnvelope = z.object({
  id: z.string().regex(STRIPE_ID),
  type: z.string().regex(/^[a-z0-9_.]{1,255}$/),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * The delivered JSON as Postgres can store it in jsonb, which refuses NUL and a surrogate that is
 * not half of a pair. Valid JSON can carry them only as escapes (in keys or values): those are
 * replaced, on the text, so no depth of nesting matters.
 */
function storable(rawBody: string): object {
  return JSON.parse(rawBody.replace(UNSTORABLE_ESCAPE, '$1\\ufffd')) as object;
}
// An escape "\u0000" or "\ud800"–"\udfff" that follows an even number of backslashes (so it is
// not itself escaped). A pair written as two escapes is replaced too; Stripe writes such
// characters as UTF-8, and this is the stored copy only: the handler reads the parsed event.
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi;

/** Stripe's answer for an id it does not know: the event can never be processed. */
const isMissingResource = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'resource_missing';

/** The events acted on; anything else is stored and acknowledged. */
const handledEvents = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

export function createStripeProvider(stripe: Stripe, settings: StripeSettings): StripeProvider {
  async function ensureCustomer(db: Database, user: User): Promise<string> {
    const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id)).limit(1);
    if (known) return known.customerId;
    // The idempotency key makes two clicks at once create one customer.
    const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }, { idempotencyKey: `customer-${user.id}` });
    await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId: customer.id }).onConflictDoNothing();
    return customer.id;
  }

  async function userIdFor(db: Database, subscription: Stripe.Subscription): Promise<string | null> {
    const fromMetadata = userIdSchema.safeParse(subscription.metadata?.user_id);
    if (fromMetadata.success) return fromMetadata.data;
    const customerId = idOf(subscription.customer);
    if (!customerId) return null;
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.customerId, customerId)).limit(1);
    return row?.userId ?? null;
  }

  async function syncSubscription(db: Database, subscriptionId: string): Promise<void> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const userId = await userIdFor(db, subscription);
    if (!userId) {
      log.warn('stripe subscription without a known user', { subscriptionId });
      return;
    }
    const item = subscription.items?.data?.[0];
    const result = await applySubscriptionState(db, userId, {
      provider: 'stripe',
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
      status: statusMap[subscription.status] ?? 'incomplete',
      currentPeriodEnd: fromUnix(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      trialEnd: fromUnix(subscription.trial_end),
      hasPaymentMethod: subscription.default_payment_method !== null || subscription.default_source !== null,
    });
    if (result.duplicate) {
      await stripe.subscriptions.cancel(subscription.id);
      log.warn('duplicate stripe subscription cancelled', { userId, subscriptionId: subscription.id });
    }
    if (result.started) await settings.onStarted?.(db, userId, result.subscription);
  }

  /** The subscription an event is about, or null. */
  function subscriptionIdOf(event: Stripe.Event): string | null {
    const object = event.data.object as unknown as Record<string, unknown>;
    if (event.type === 'checkout.session.completed') return idOf(object.subscription);
    if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
    if (event.type.startsWith('invoice.')) {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return idOf(parent?.subscription_details?.subscription ?? object.subscription);
    }
    return null;
  }

  return {
    kind: 'stripe',
    description: `Stripe (price ${settings.priceId})`,

    async startCheckout({ db, user, offer, destination }) {
      const returnPaths = checkoutReturnPaths(destination);
      const customer = await ensureCustomer(db, user);
      if (offer === 'after-trial') {
        // The subscription exists already: what keeps it after the trial is a payment method, which
        // the portal takes (without one, the trial pauses at its end).
        const portal = await stripe.billingPortal.sessions.create({
          customer,
          return_url: `${settings.publicUrl}${returnPaths.success}`,
          flow_data: { type: 'payment_method_update' },
        });
        return portal.url;
      }
      const trialEligible = offer === 'trial';
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: settings.priceId, quantity: 1 }],
        // No card needed for the trial; a paid subscription needs one.
        payment_method_collection: trialEligible ? 'if_required' : 'always',
        subscription_data: {
          metadata: { user_id: user.id },
          ...(trialEligible
            ? {
                trial_period_days: PLAN.trialDays,
                // A trial that ends without a payment method pauses: no charge, no access.
                trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
              }
            : {}),
        },
        success_url: `${settings.publicUrl}${returnPaths.success}`,
        cancel_url: `${settings.publicUrl}${returnPaths.canceled}`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return session.url;
    },

    async openPortal({ db, user }) {
      const customer = await ensureCustomer(db, user);
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${settings.publicUrl}/settings` });
      return session.url;
    },

    async cancelNow(db, subscription) {
      if (!subscription.providerSubscriptionId) return;
      await stripe.subscriptions.cancel(subscription.providerSubscriptionId);
      await syncSubscription(db, subscription.providerSubscriptionId);
    },

    async cancelAtPeriodEnd(db, subscription) {
      if (!subscription.providerSubscriptionId) return;
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true });
      await syncSubscription(db, subscription.providerSubscriptionId);
    },

    async resume(db, subscription) {
      if (!subscription.providerSubscriptionId) return;
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: false });
      await syncSubscription(db, subscription.providerSubscriptionId);
    },

    refresh: async () => {},

    syncSubscription,

    async handleWebhook(db, rawBody, signature) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('missing Stripe-Signature header');
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        log.warn('stripe webhook rejected', { reason: error instanceof Error ? error.message : String(error) });
        return Response.json({ error: 'Invalid signature' }, { status: 400 });
      }
      if (!eventEnvelope.safeParse(event).success) {
        log.warn('stripe webhook rejected', { reason: 'not an event' });
        return Response.json({ error: 'Malformed event' }, { status: 400 });
      }

      // Stored by id first: a repeated delivery of a processed event is a no-op.
      const subscriptionId = subscriptionIdOf(event);
      await db
        .insert(billingEvents)
        .values({ id: event.id, provider: 'stripe', type: event.type, objectId: subscriptionId, payload: storable(rawBody) })
        .onConflictDoNothing();
      const [stored] = await db.select().from(billingEvents).where(eq(billingEvents.id, event.id)).limit(1);
      if (stored?.processedAt) return Response.json({ received: true, duplicate: true });

      try {
        if (event.type === 'checkout.session.completed') {
          const session = event.data.object as Stripe.Checkout.Session;
          const customerId = idOf(session.customer);
          const userId = userIdSchema.safeParse(session.client_reference_id);
          const [user] = userId.success ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId.data)).limit(1) : [];
          if (user && customerId) {
            await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId }).onConflictDoNothing();
          }
        }
        if (handledEvents.has(event.type) && subscriptionId) await syncSubscription(db, subscriptionId);
        if (event.type === 'customer.subscription.trial_will_end') log.info('trial ends soon', { subscriptionId });
        await db.update(billingEvents).set({ processedAt: new Date(), error: null }).where(eq(billingEvents.id, event.id));
        return Response.json({ received: true });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (isMissingResource(error)) {
          // Stripe does not know the object: no retry can ever succeed, so the event is closed.
          await db.update(billingEvents).set({ processedAt: new Date(), error: message }).where(eq(billingEvents.id, event.id));
          log.warn('stripe webhook names an unknown object; not retried', { eventId: event.id, type: event.type });
          return Response.json({ received: true, ignored: 'unknown object' });
        }
        await db.update(billingEvents).set({ error: message }).where(eq(billingEvents.id, event.id));
        log.error('stripe webhook failed; Stripe will retry', { eventId: event.id, type: event.type, error });
        return Response.json({ error: 'Processing failed' }, { status: 500 });
      }
    },
  };
}
