import { accountRouter } from '../accounts/router';
import { router } from './init';

export const appRouter = router({
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
