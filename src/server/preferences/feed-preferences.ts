/** How a user reads the feed, kept per user so that it follows them to every device. */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { feedPreferencesUpdateInput } from '../../shared/alert-inputs';
import { defaultFeedPreferences, type FeedPreferences } from '../../shared/preferences';
import type { Executor } from '../db/client';
import { type FeedPreferencesRow, feedPreferences } from '../db/schema';

const preferencesOf = (row: FeedPreferencesRow): FeedPreferences => ({ layout: row.layout, timeZone: row.timeZone });

export async function getFeedPreferences({ db, userId }: { db: Executor; userId: string }): Promise<FeedPreferences> {
  const [row] = await db.select().from(feedPreferences).where(eq(feedPreferences.userId, userId));
  return row ? preferencesOf(row) : defaultFeedPreferences;
}

type FeedPreferencesChanges = z.output<typeof feedPreferencesUpdateInput>;

/** Changes what the input names, keeps the rest; one statement, so two devices at once cannot mix halves. */
export async function updateFeedPreferences({
  db,
  userId,
  changes,
}: {
  db: Executor;
  userId: string;
  changes: FeedPreferencesChanges;
}): Promise<FeedPreferences> {
  const named = {
    ...(changes.layout === undefined ? {} : { layout: changes.layout }),
    ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone }),
  };
  const [row] = await db
    .insert(feedPreferences)
    .values({ userId, ...named })
    .onConflictDoUpdate({ target: feedPreferences.userId, set: { ...named, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the upsert of feed preferences returned no row');
  return preferencesOf(row);
}
