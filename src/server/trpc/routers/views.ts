/** Saved views of the feed: part of the paid feed, so behind the same entitlement; each call acts on the caller's own views only. */
import { createViewInput, updateViewInput, viewIdInput } from '../../../shared/saved-view-inputs';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from '../../views/saved-views';
import { entitledProcedure, router } from '../init';

export const viewsRouter = router({
  list: entitledProcedure.query(({ ctx }) => listSavedViews({ db: ctx.db, userId: ctx.caller.user.id })),
  create: entitledProcedure.input(createViewInput).mutation(({ ctx, input }) => createSavedView({ db: ctx.db, userId: ctx.caller.user.id, ...input })),
  update: entitledProcedure.input(updateViewInput).mutation(({ ctx, input }) => updateSavedView({ db: ctx.db, userId: ctx.caller.user.id, ...input })),
  delete: entitledProcedure.input(viewIdInput).mutation(({ ctx, input }) => deleteSavedView({ db: ctx.db, userId: ctx.caller.user.id, id: input.id })),
});
