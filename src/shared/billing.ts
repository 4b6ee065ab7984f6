/** Spec §1, §3, §8, §9: the plan, the trial, the status shape and the billing error texts. */

export const PLAN = {
  name: 'Professional',
  tier: 'pro',
  priceEur: 19.99,
  /** "€19.99" */
  priceLabel: '€19.99',
  trialDays: 7,
} as const;

/** Spec §3: what check-subscription returns. Dates are ISO strings. */
export type SubscriptionStatusResponse = {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
  trial_end_date: string | null;
};

/** Spec §7 profiles read. */
export type ProfileResponse = { trial_used: boolean; trial_until: string | null };

export type BillingProviderKind = 'stripe' | 'demo' | 'none';

export const billingErrorTexts = {
  endTrialFailed: 'The trial phase could not be ended. Please try again.',
  portalFailedSettings: 'Failed to open subscription management portal.',
  portalFailedOther: 'Error opening subscription management. Please try again.',
  checkoutFailedSettings: 'Failed to start subscription process.',
  checkoutFailedPricing: 'Error creating checkout session. Please try again.',
} as const;

/** Server messages of the billing procedures. */
export const billingServerErrors = {
  notConfigured: 'Payments are not available at the moment. Please try again later.',
  alreadySubscribed: 'You already have a subscription. Manage it in Settings.',
  noSubscription: 'There is no subscription to manage yet.',
  noTrial: 'There is no trial phase to end.',
  notEntitled: 'This feature needs an active subscription or trial.',
} as const;
