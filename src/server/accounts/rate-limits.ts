/**
 * Sliding-window rate limits kept in the database, so that every instance counts the same
 * attempts. A rule is "at most `limit` events for `key` within `windowS` seconds".
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { AppError } from '../errors';

export type RateLimitRule = { key: string; limit: number; windowS: number };

/** "in 12 minutes", "in 45 seconds": when the oldest counted event leaves the window. */
function retryText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Throws TOO_MANY_REQUESTS, with when to retry, if any rule is already at its limit. */
export async function assertWithinLimits(db: Executor, rules: RateLimitRule[], what: string): Promise<void> {
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
    throw new AppError('TOO_MANY_REQUESTS', `Too many ${what}. Please try again ${retryText(retryAfterS)}.`);
  }
}

export async function recordEvents(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key })));
}

export async function clearEvents(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

/** Drops events older than the longest window; called now and then by the server. */
export async function pruneEvents(db: Executor, olderThanS: number): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - olderThanS * 1000)));
}
