import { planText } from '@/shared/billing';

/**
 * What the plan pages promise, by the server's offer rule (useSubscription().trialOffered): the
 * free trial only to whom a checkout would grant it; everyone else is told the price alone.
 */
export function offerLine(trialOffered: boolean | null): string {
  return trialOffered
    ? `Start with a ${planText.trial} free trial, no card required. Then ${planText.price} per month, cancel anytime.`
    : `${planText.price} per month, billed monthly. Cancel anytime.`;
}

/** The checkout button's label for the same offer. */
export function checkoutLabel(trialOffered: boolean | null): string {
  return trialOffered ? 'Start Free Trial' : `Subscribe for ${planText.price}/month`;
}
