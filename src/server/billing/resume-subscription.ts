import { billingServerErrors } from '../../shared/billing';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { loadBillingState } from './access';
import type { BillingServices } from './billing-services';
import { liveStatuses } from './subscription-state';

/**
 * Resume subscription: takes back a cancellation at the end of the period while the trial or
 * the paid period still runs, so that the subscription renews again.
 */
export async function resumeSubscription({ db, services, userId }: { db: Database; services: BillingServices; userId: string }): Promise<void> {
  if (!services.billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
  await services.billing.refresh(db, userId);
  const { subscription } = await loadBillingState(db, userId);
  if (!subscription || !liveStatuses.includes(subscription.status) || !subscription.cancelAtPeriodEnd) {
    throw new AppError('BAD_REQUEST', billingServerErrors.nothingToResume);
  }
  await services.billing.resume(db, subscription);
}
