/** How the news sources fare, in counts only, for the feed's badge and empty state. */

import { readSourceHealth, summarizeSourceHealth } from '../../news/source-health';
import { entitledProcedure, router } from '../init';

export const sourcesRouter = router({
  summary: entitledProcedure.query(async ({ ctx }) => summarizeSourceHealth(await readSourceHealth(ctx.db, ctx.services.news))),
});
