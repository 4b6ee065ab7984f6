import { authRouter } from '../accounts/router';
import { contractsRouter } from '../billing/contracts-router';
import { billingRouter } from '../billing/router';
import { feedRouter } from '../feed/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  contracts: contractsRouter,
  feed: feedRouter,
});

export type AppRouter = typeof appRouter;
