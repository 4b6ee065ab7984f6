/** How the news sources fare, in counts only, for the feed's badge and empty state. */
import { entitledProcedure, router } from '../trpc/init';
import { readSourceHealth, summarizeSourceHealth } from './source-health';

export const sourcesRouter = router({
  summary: entitledProcedure.query(async ({ ctx }) => summarizeSourceHealth(await readSourceHealth(ctx.db, ctx.services.news))),
});
