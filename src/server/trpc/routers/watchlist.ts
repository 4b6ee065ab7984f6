/** The watchlist: part of the paid feed, so behind the same entitlement as the feed. */
import { watchlistSymbolInput } from '../../../shared/watchlist';
import { followSymbol, listWatchlist, unfollowSymbol } from '../../watchlist/watchlist';
import { entitledProcedure, router } from '../init';

export const watchlistRouter = router({
  list: entitledProcedure.query(({ ctx }) => listWatchlist({ db: ctx.db, userId: ctx.caller.user.id })),
  add: entitledProcedure
    .input(watchlistSymbolInput)
    .mutation(({ ctx, input }) => followSymbol({ db: ctx.db, userId: ctx.caller.user.id, symbol: input.symbol })),
  remove: entitledProcedure
    .input(watchlistSymbolInput)
    .mutation(({ ctx, input }) => unfollowSymbol({ db: ctx.db, userId: ctx.caller.user.id, symbol: input.symbol })),
});
