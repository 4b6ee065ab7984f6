import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The symbols each user follows (a symbol once per user). */
export const watchlistSymbols = pgTable(
  'watchlist_symbols',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] }), index('watchlist_symbols_added_idx').on(table.userId, table.addedAt)],
);
export type WatchlistSymbol = typeof watchlistSymbols.$inferSelect;
