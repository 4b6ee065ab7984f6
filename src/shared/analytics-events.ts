/** docs/product.md §7: the analytics events the product sends, by name. */
const analyticsEvents = [
  'ViewContent',
  'InitiateCheckout',
  'Purchase',
  'Lead',
  'CompleteRegistration',
  'SignUpStarted',
  'LoginCompleted',
  'NewsAnalysisViewed',
  'SubscriptionViewed',
  'FeatureViewed',
  'TrialStarted',
  'SubscriptionCompleted',
  'TrialConverted',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];
export type AnalyticsParams = Record<string, string | number | boolean>;
