/**
 * A user's push devices: subscribe this browser, list, remove. Each acts on the caller's own
 * rows only. The device count is checked under a per-user lock before the write, so two
 * subscribes at once cannot pass the limit together.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES, type PushSubscribeInput, pushTexts } from '../../shared/push';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../errors';
import { checkPushEndpoint } from './endpoint-guard';
import { loadVapidKeys } from './vapid-keys';

/** As the page receives it (JSON: the time as an ISO string). */
export type PushDevice = { id: string; label: string; createdAt: string; endpoint: string };

const asDevice = (row: Omit<PushDevice, 'createdAt'> & { createdAt: Date }): PushDevice => ({ ...row, createdAt: row.createdAt.toISOString() });

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  createdAt: pushSubscriptions.createdAt,
  endpoint: pushSubscriptions.endpoint,
};

/**
 * Stores this browser's subscription for the caller. The same endpoint again (a renewed key, or
 * another account signed in on the same browser) replaces its row: a browser has one subscription.
 */
export async function subscribePushDevice({
  db,
  env,
  userId,
  subscription,
}: {
  db: Database;
  env: Env;
  userId: string;
  subscription: PushSubscribeInput;
}): Promise<PushDevice> {
  if (!(await loadVapidKeys({ db, env }))) throw new AppError('BAD_REQUEST', pushTexts.off);
  checkPushEndpoint(subscription.endpoint, { production: env.isProduction });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${userId}`}))`);
    const [mine] = await tx
      .select({ devices: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${subscription.endpoint}`));
    if ((mine?.devices ?? 0) >= MAX_PUSH_DEVICES) throw new AppError('CONFLICT', pushTexts.tooManyDevices);
    const row = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, label: subscription.label };
    const [stored] = await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: sql`now()` } })
      .returning(deviceColumns);
    if (!stored) throw new Error('the push subscription was not stored');
    return asDevice(stored);
  });
}

export async function listPushDevices({ db, userId }: { db: Database; userId: string }): Promise<PushDevice[]> {
  const rows = await db.select(deviceColumns).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
  return rows.map(asDevice);
}

/** Removes one of the caller's devices; another user's id is answered as unknown. */
export async function removePushDevice({ db, userId, deviceId }: { db: Database; userId: string; deviceId: string }): Promise<{ removed: true }> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', pushTexts.noDevice);
  return { removed: true };
}

/** This browser unsubscribed: its row goes, if it is the caller's (gone already is fine). */
export async function unsubscribePushEndpoint({ db, userId, endpoint }: { db: Database; userId: string; endpoint: string }): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return { removed: removed.length > 0 };
}
