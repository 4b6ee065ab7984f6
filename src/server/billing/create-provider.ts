import Stripe from 'stripe';
import type { Env } from '../env';
import { createDemoProvider, type DemoProvider } from './demo-provider';
import { billingProviderKind } from './provider-kind';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import type { SubscriptionStarted } from './subscription-state';

export type ConfiguredProvider = StripeProvider | DemoProvider | null;

export function createBillingProvider(env: Env, onStarted?: SubscriptionStarted): ConfiguredProvider {
  const kind = billingProviderKind(env);
  if (kind === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID) {
    const stripe = new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 });
    return createStripeProvider(stripe, {
      priceId: env.STRIPE_PRICE_ID,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      publicUrl: env.PUBLIC_URL,
      onStarted,
    });
  }
  return kind === 'demo' ? createDemoProvider(onStarted) : null;
}
