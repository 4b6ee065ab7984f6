import { billingServerErrors } from '../../shared/billing';
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
 * when they never had one, the paid plan after a running trial, else the paid plan.
 */
export async function startCheckout({
  db,
  services,
  user,
  destination,
}: {
  db: Database;
  services: BillingServices;
  user: User;
  destination: string | null;
}): Promise<string> {
  const provider = providerOf(services);
  await provider.refresh(db, user.id);
  const offer = checkoutOffer(await loadBillingState(db, user.id));
  if (offer === 'subscribed') throw new AppError('CONFLICT', billingServerErrors.alreadySubscribed);
  return provider.startCheckout({ db, user, offer, destination });
}

export async function openPortal({ db, services, user }: { db: Database; services: BillingServices; user: User }): Promise<string> {
  return providerOf(services).openPortal({ db, user });
}
