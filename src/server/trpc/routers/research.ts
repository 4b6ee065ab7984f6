/** The calibration board for subscribers and trial users (the same body as GET /api/calibration.json). */
import { calibrationInput } from '../../../shared/calibration';
import { calibrationBoard } from '../../research/calibration-board';
import { entitledProcedure, router } from '../init';

export const calibrationRouter = router({
  board: entitledProcedure
    .input(calibrationInput)
    .query(({ ctx, input }) => calibrationBoard({ db: ctx.db, sourceDomains: ctx.services.env.FEED_SOURCE_DOMAINS, from: input?.from, to: input?.to })),
});
