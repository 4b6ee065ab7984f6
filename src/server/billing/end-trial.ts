import { eq, sql } from 'drizzle-orm';
import { billingServerErrors } from '../../shared/billing';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import { AppError } from '../errors';
import { loadAccess } from './access';
import { announceAccessChange } from './access-events';
import type { BillingServices } from './billing-services';
import { liveStatuses } from './subscription-state';

/**
 * End Trial Phase (docs/product.md §4): the provider subscription ends at once, trial_used becomes true
 * and access is gone immediately. It cannot be undone.
 */
export async function endTrial({ db, services, userId }: { db: Database; services: BillingServices; userId: string }): Promise<void> {
  await services.billing?.refresh(db, userId);
  const { trial, subscription } = await loadAccess(db, userId);
  if (!trial) throw new AppError('BAD_REQUEST', billingServerErrors.noTrial);
  if (subscription && liveStatuses.includes(subscription.status)) {
    if (!services.billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
    await services.billing.cancelNow(db, subscription);
  }
  await db
    .update(profiles)
    .set({ trialUsed: true, trialUntil: sql`least(${profiles.trialUntil}, now())` })
    .where(eq(profiles.id, userId));
  await announceAccessChange(db, userId);
}
