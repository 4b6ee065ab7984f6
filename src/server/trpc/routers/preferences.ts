/** Feed preferences (layout, time zone): part of the paid feed, so behind the same entitlement. */
import { feedPreferencesUpdateInput } from '../../../shared/alert-inputs';
import { getFeedPreferences, updateFeedPreferences } from '../../preferences/feed-preferences';
import { entitledProcedure, router } from '../init';

export const preferencesRouter = router({
  get: entitledProcedure.query(({ ctx }) => getFeedPreferences({ db: ctx.db, userId: ctx.caller.user.id })),
  update: entitledProcedure
    .input(feedPreferencesUpdateInput)
    .mutation(({ ctx, input }) => updateFeedPreferences({ db: ctx.db, userId: ctx.caller.user.id, changes: input })),
});
