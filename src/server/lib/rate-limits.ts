/**
 * Sliding-window rate limits kept in the database, so that every instance counts the same
 * attempts. A rule is "at most `limit` events for `key` within `windowS` seconds"; guarded work
 * reserves its event first, so attempts in flight count too.
 */
import { and, count, eq, gt, inArray, lt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { AppError } from '../errors';
import { metrics } from '../metrics';

export type RateLimitRule = { key: string; limit: number; windowS: number };

/** "in 12 minutes", "in 45 seconds": when the oldest counted event leaves the window. */
function retryText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Throws TOO_MANY_REQUESTS, with when to retry, if any rule is already at its limit. */
async function assertWithinLimits(db: Executor, rules: RateLimitRule[], what: string): Promise<void> {
  let retryAfterS = 0;
  for (const rule of rules) {
    const since = new Date(Date.now() - rule.windowS * 1000);
    const [row] = await db
      .select({ events: count(), oldest: min(rateLimitEvents.createdAt) })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, rule.key), gt(rateLimitEvents.createdAt, since)));
    if (row && row.events >= rule.limit && row.oldest) {
      const oldest = new Date(row.oldest).getTime();
      const wait = Math.max(1, Math.ceil((oldest + rule.windowS * 1000 - Date.now()) / 1000));
      retryAfterS = Math.max(retryAfterS, wait);
    }
  }
  if (retryAfterS > 0) {
    metrics.rateLimitRefusal(what);
    throw new AppError('TOO_MANY_REQUESTS', `Too many ${what}. Please try again ${retryText(retryAfterS)}.`);
  }
}

/**
 * Checks the rules and records one event per key as one step, before the guarded work runs.
 * Callers on the same key queue on a transaction-scoped advisory lock (keys locked in sorted
 * order, so callers cannot deadlock): however many arrive at once, in batches or over many
 * connections, at most `limit` get through within a window. Returns the recorded events, for
 * `releaseReservation` when the attempt turns out not to count.
 */
export async function reserveAttempt(db: Executor, rules: RateLimitRule[], what: string): Promise<string[]> {
  const keys = [...new Set(rules.map((rule) => rule.key))].sort();
  if (keys.length === 0) return [];
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    await assertWithinLimits(tx, rules, what);
    const recorded = await tx
      .insert(rateLimitEvents)
      .values(keys.map((key) => ({ key })))
      .returning({ id: rateLimitEvents.id });
    return recorded.map((event) => event.id);
  });
}

export async function releaseReservation(db: Executor, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, eventIds));
}

/** Counters to forget: those of the given keys, and of every key that starts with one of the prefixes. */
export type EventScope = { keys: string[]; keyPrefixes?: string[] };

export async function clearEvents(db: Executor, { keys, keyPrefixes = [] }: EventScope): Promise<void> {
  const matches = [
    ...(keys.length > 0 ? [inArray(rateLimitEvents.key, keys)] : []),
    ...keyPrefixes.map((prefix) => sql`starts_with(${rateLimitEvents.key}, ${prefix})`),
  ];
  if (matches.length === 0) return;
  await db.delete(rateLimitEvents).where(or(...matches));
}

/** Drops events older than the longest window; called now and then by the server. */
export async function pruneEvents(db: Executor, olderThanS: number): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - olderThanS * 1000)));
}
