import { authedProcedure, publicProcedure, router } from '../trpc/init';
import { toPublicUser } from './public-user';

export const accountRouter = router({
  /** The signed-in user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => (ctx.caller ? toPublicUser(ctx.caller.user) : null)),
  /** Same as `me` but refuses visitors: the simplest check that a token is accepted. */
  requireMe: authedProcedure.query(({ ctx }) => toPublicUser(ctx.caller.user)),
});
