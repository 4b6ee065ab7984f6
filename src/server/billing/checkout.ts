import { billingServerErrors } from '../../shared/billing';
import type { Database } from '../db/client';
import type { User } from '../db/schema';
import { AppError } from '../errors';
import { loadBillingState, trialOffered } from './access';
import type { BillingServices } from './billing-services';
import { liveStatuses } from './subscription-state';

function providerOf(services: BillingServices) {
  if (!services.billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
  return services.billing;
}

/** Start Free Trial / Start Subscription: a checkout URL, with the trial when the user never had one. */
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
  const state = await loadBillingState(db, user.id);
  if (state.subscription && liveStatuses.includes(state.subscription.status)) {
    throw new AppError('CONFLICT', billingServerErrors.alreadySubscribed);
  }
  return provider.startCheckout({ db, user, trialEligible: trialOffered(state), destination });
}

export async function openPortal({ db, services, user }: { db: Database; services: BillingServices; user: User }): Promise<string> {
  return providerOf(services).openPortal({ db, user });
}
