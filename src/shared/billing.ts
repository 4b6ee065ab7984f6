/** docs/product.md §1, §3, §8, §9: the plan, the trial, the status shape and the billing error texts. */

/** The one plan the product sells: every price and trial text is derived from it. */
export const PLAN = {
  name: 'Professional',
  tier: 'pro',
  /** Per month, in `currency`. */
  price: 19.99,
  currency: 'EUR',
  currencySymbol: '€',
  trialDays: 7,
} as const;

const amount = PLAN.price.toFixed(2);
const amountDe = amount.replace('.', ',');

/** The plan as the English and German texts write it. */
export const planText = {
  /** "€19.99" */
  price: `${PLAN.currencySymbol}${amount}`,
  /** "19.99 EUR" */
  priceWithCode: `${amount} ${PLAN.currency}`,
  /** "19,99 €" */
  priceDe: `${amountDe} ${PLAN.currencySymbol}`,
  /** "19,99 EUR" */
  priceWithCodeDe: `${amountDe} ${PLAN.currency}`,
  /** "7-day", as in "7-day free trial" */
  trial: `${PLAN.trialDays}-day`,
  /** "7-tägige", as in "kostenlose 7-tägige Testphase" */
  trialDe: `${PLAN.trialDays}-tägige`,
} as const;

/** What the checkout and conversion events report (docs/product.md §4: a 19.99 EUR purchase). */
export const planPurchaseValue = { value: PLAN.price, currency: PLAN.currency } as const;

/**
 * Which rule a status check applies to the trial (docs/product.md §4): the check after sign-in needs
 * trial_used false and trial_until ahead; the manual re-check (back from checkout, after ending
 * the trial) only needs trial_until ahead.
 */
export const statusChecks = ['sign-in', 'manual'] as const;
export type StatusCheck = (typeof statusChecks)[number];

/** What the caller may see, as the server decided it: the client shows it and never recomputes it. */
type AccessState = 'subscribed' | 'trial' | 'none';

/** docs/product.md §3: what check-subscription returns, plus the decided access. Dates are ISO strings. */
export type SubscriptionStatusResponse = {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  cancel_at_period_end: boolean;
  trial_end_date: string | null;
  access: {
    /** Entitled = subscribed or trial access. */
    has_access: boolean;
    state: AccessState;
    /** Trial access by the rule of the check that was asked for. */
    trial: boolean;
    /** The trial's end, also once it is over (the profile's trial_until); null if none was started. */
    trial_until: string | null;
    /** Whether a checkout now would start the free trial: every offer on every page reads this. */
    trial_offered: boolean;
  };
};

/**
 * What a checkout would do for the caller now, as the server decides it: start the free trial
 * (never had one), start the paid plan (trial used, nothing running), keep the plan after the
 * running trial (a payment method, so it converts instead of pausing: docs/architecture.md §3), or
 * nothing, as a paid plan runs already.
 */
export type CheckoutOffer = 'trial' | 'paid' | 'after-trial' | 'subscribed';

/** docs/product.md §7 profiles read. */
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
  nothingToResume: 'There is no cancelled subscription to resume.',
  notEntitled: 'This feature needs an active subscription or trial.',
} as const;
