import Stripe from 'stripe';
import type { Env } from '../env';
import { createDemoProvider, type DemoProvider } from './demo-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

export type ConfiguredProvider = StripeProvider | DemoProvider | null;

/** Stripe when it is configured; otherwise the demo, which production only runs when asked to. */
export function createBillingProvider(env: Env): ConfiguredProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID) {
    const stripe = new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 });
    return createStripeProvider(stripe, {
      priceId: env.STRIPE_PRICE_ID,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      publicUrl: env.PUBLIC_URL,
    });
  }
  if (env.isProduction && !env.BILLING_DEMO_IN_PRODUCTION) return null;
  return createDemoProvider(env.PUBLIC_URL);
}
