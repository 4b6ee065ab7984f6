import { authRouter } from '../accounts/router';
import { contractsRouter } from '../billing/contracts-router';
import { billingRouter } from '../billing/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  contracts: contractsRouter,
});

export type AppRouter = typeof appRouter;
