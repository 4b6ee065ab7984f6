import { type CheckoutOffer, PLAN, planText } from '@/shared/billing';
import { formatDate } from '@/shared/format';

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

/** What the checkout page says it grants, line by line, for the server's offer (billing.demo.checkout). */
export function checkoutLines(offer: CheckoutOffer | undefined, trialEnd: string | null): string[] {
  switch (offer) {
    case 'trial':
      return [`${PLAN.trialDays} days free, no card required`, `Then ${planText.price} per month unless you cancel`];
    case 'after-trial':
      return [
        trialEnd
          ? `Your free trial keeps running until ${formatDate(trialEnd)}: nothing is charged before`
          : 'Your free trial keeps running: nothing is charged before it ends',
        `Then ${planText.price} per month, cancel anytime`,
        'Adds the demo card, so the plan continues instead of pausing when the trial ends',
      ];
    case 'subscribed':
      return ['Your subscription is active already. Manage it in the portal.'];
    default:
      return ['Billed monthly, cancel anytime (your free trial was already used)'];
  }
}

/** The checkout page's button for the same offer. */
export function checkoutButtonLabel(offer: CheckoutOffer | undefined): string {
  if (offer === 'trial') return `Start ${planText.trial} free trial`;
  if (offer === 'after-trial') return `Continue after the trial for ${planText.price}/month`;
  return `Subscribe for ${planText.price}/month`;
}
