/** The symbols a user follows, kept on the server per user. */
import { z } from 'zod';
import { symbolSchema } from './symbols';

/** Enough for any trading screen, small enough to send whole with every change. */
export const WATCHLIST_LIMIT = 100;

export const watchlistSymbolInput = z.object({ symbol: symbolSchema });

export const watchlistErrors = {
  full: `The watchlist holds at most ${WATCHLIST_LIMIT} symbols. Remove one to follow another.`,
} as const;
