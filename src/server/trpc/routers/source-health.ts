/** How the news sources fare: counts for the feed's badge and empty state, and the publishers the public pages may name. */

import { publishersRead, readSourceHealth, summarizeSourceHealth } from '../../news/source-health';
import { entitledProcedure, publicProcedure, router } from '../init';

export const sourcesRouter = router({
  summary: entitledProcedure.query(async ({ ctx }) => summarizeSourceHealth(await readSourceHealth(ctx.db, ctx.services.news))),
  /** Public: the marketing pages name a publisher only once one of its feeds has answered. */
  publishers: publicProcedure.query(async ({ ctx }) => publishersRead(await readSourceHealth(ctx.db, ctx.services.news))),
});
