/** The symbols a user follows: listed oldest first, added once, bounded. */
import { and, asc, count, eq } from 'drizzle-orm';
import { WATCHLIST_LIMIT, watchlistErrors } from '../../shared/watchlist';
import type { Database, Executor } from '../db/client';
import { users, watchlistSymbols } from '../db/schema';
import { AppError } from '../errors';

export async function listWatchlist({ db, userId }: { db: Executor; userId: string }): Promise<string[]> {
  const rows = await db
    .select({ symbol: watchlistSymbols.symbol })
    .from(watchlistSymbols)
    .where(eq(watchlistSymbols.userId, userId))
    .orderBy(asc(watchlistSymbols.addedAt), asc(watchlistSymbols.symbol));
  return rows.map((row) => row.symbol);
}

/** Follows a symbol (following it again changes nothing); returns the whole list. */
export async function followSymbol({ db, userId, symbol }: { db: Database; userId: string; symbol: string }): Promise<string[]> {
  await db.transaction(async (tx) => {
    // One writer per user at a time, so two adds at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(watchlistSymbols).where(eq(watchlistSymbols.userId, userId));
    const [already] = await tx
      .select({ symbol: watchlistSymbols.symbol })
      .from(watchlistSymbols)
      .where(and(eq(watchlistSymbols.userId, userId), eq(watchlistSymbols.symbol, symbol)));
    if (already) return;
    if ((held?.n ?? 0) >= WATCHLIST_LIMIT) throw new AppError('BAD_REQUEST', watchlistErrors.full);
    await tx.insert(watchlistSymbols).values({ userId, symbol }).onConflictDoNothing();
  });
  return listWatchlist({ db, userId });
}

/** Stops following a symbol; returns the whole list. */
export async function unfollowSymbol({ db, userId, symbol }: { db: Database; userId: string; symbol: string }): Promise<string[]> {
  await db.delete(watchlistSymbols).where(and(eq(watchlistSymbols.userId, userId), eq(watchlistSymbols.symbol, symbol)));
  return listWatchlist({ db, userId });
}
