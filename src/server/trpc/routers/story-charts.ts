/** Charts of a story page, for subscribers and trial users only, as the story page itself. */
import { minuteChartInput } from '../../../shared/minute-chart';
import { readMinuteChart } from '../../minute-chart/story-minute-chart';
import { entitledProcedure, router } from '../init';

export const storyChartsRouter = router({
  /** The minute closes of the story's instrument around its publication, or why there are none. */
  minutes: entitledProcedure.input(minuteChartInput).query(({ ctx, input }) =>
    readMinuteChart({
      db: ctx.db,
      marketData: ctx.services.marketData,
      sourceDomains: ctx.services.env.FEED_SOURCE_DOMAINS,
      userId: ctx.caller.user.id,
      storyId: input.id,
    }),
  ),
});
