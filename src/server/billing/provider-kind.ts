import type { BillingProviderKind } from '../../shared/billing.ts';
import type { Env } from '../env';

/** Which payment provider the configuration selects: Stripe when configured, else the demo (off in production unless enabled). */
export function billingProviderKind(env: Env): BillingProviderKind {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID) return 'stripe';
  if (env.isProduction && !env.BILLING_DEMO_IN_PRODUCTION) return 'none';
  return 'demo';
}
