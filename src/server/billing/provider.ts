/** What a payment provider does for the product; Stripe in production, the demo otherwise. */
import type { CheckoutOffer } from '../../shared/billing';
import type { Database } from '../db/client';
import type { Subscription, User } from '../db/schema';

/**
 * `offer`: what the checkout grants (access.ts checkoutOffer). `destination`: the app page the user
 * came from (already a safe path), carried back after the checkout.
 */
type CheckoutRequest = { db: Database; user: User; offer: Exclude<CheckoutOffer, 'subscribed'>; destination: string | null };

export type BillingProvider = {
  kind: 'stripe' | 'demo';
  /** For the start-up log. */
  description: string;
  /** A URL to pay at: to start the trial, the paid plan, or the plan after the running trial. */
  startCheckout(request: CheckoutRequest): Promise<string>;
  /** A URL where the customer manages the subscription. */
  openPortal(request: { db: Database; user: User }): Promise<string>;
  /** Ends the subscription now (End Trial Phase, withdrawal) and records the result. */
  cancelNow(db: Database, subscription: Subscription): Promise<void>;
  /** Cancels at the end of the period (a cancellation request) and records the result. */
  cancelAtPeriodEnd(db: Database, subscription: Subscription): Promise<void>;
  /** Takes back a cancellation at the end of the period: the subscription renews again. */
  resume(db: Database, subscription: Subscription): Promise<void>;
  /** Brings the stored state up to date before it is read (the demo lets time pass here). */
  refresh(db: Database, userId: string): Promise<void>;
};
