import { billingServerErrors, type CheckoutOffer } from '../../shared/billing';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { AppError } from '../errors';
import { checkoutOffer, loadBillingState } from './access';
import type { BillingServices } from './billing-services';

function providerOf(services: BillingServices) {
  if (!services.billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
  return services.billing;
}

/**
 * Start Free Trial / Start Subscription: a checkout URL for what the user can start now: the trial
 * when they never had one, the paid plan after a running trial, else the paid plan. `shownOffer`
 * is what the page's button offered: when the state has changed since (a trial started in another
 * tab), nothing else is started in its place, and the page re-checks on the CONFLICT.
 */
export async function startCheckout({
  db,
  services,
  user,
  destination,
  shownOffer = null,
}: {
  db: Database;
  services: BillingServices;
  user: User;
  destination: string | null;
  shownOffer?: Exclude<CheckoutOffer, 'subscribed'> | null;
}): Promise<string> {
  const provider = providerOf(services);
  await provider.refresh(db, user.id);
  const offer = checkoutOffer(await loadBillingState(db, user.id));
  if (offer === 'subscribed' || (shownOffer !== null && shownOffer !== offer)) throw new AppError('CONFLICT', billingServerErrors.alreadySubscribed);
  return provider.startCheckout({ db, user, offer, destination });
}

export async function openPortal({ db, services, user }: { db: Database; services: BillingServices; user: User }): Promise<string> {
  return providerOf(services).openPortal({ db, user });
}
