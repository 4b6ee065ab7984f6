/**
 * Access as entitled procedures see it, remembered for a few seconds per user on this
 * instance. Any change, made here or on another instance, drops the entry as soon as the
 * live bus brings the news; the TTL only bounds what a lost announcement could keep.
 */
import type { Database } from '../db/client';
import { createTtlCache } from '../lib/ttl-cache';
import { type Access, loadAccess } from './access';
import { onAnyAccessChange, onMissedAccessChanges } from './access-events';
import type { BillingServices } from './billing-services';

const recent = createTtlCache<string, Access>(5_000, 20_000);
onAnyAccessChange((userId) => recent.delete(userId));
onMissedAccessChanges(() => recent.clear());

export async function currentAccess(db: Database, services: BillingServices, userId: string): Promise<Access> {
  const cached = recent.get(userId);
  // An entitlement that ran out by itself (a trial's last second) is never served from memory.
  if (cached && !(cached.entitledUntil && cached.entitledUntil.getTime() <= Date.now())) return cached;
  return recent.read(userId, async () => {
    await services.billing?.refresh(db, userId);
    const { subscribed, trial, entitled, entitledUntil } = await loadAccess(db, userId);
    return { subscribed, trial, entitled, entitledUntil };
  });
}
