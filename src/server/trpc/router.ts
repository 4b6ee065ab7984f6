import { accountRouter } from '../accounts/account-router';
import { authRouter } from '../accounts/router';
import { alertsRouter } from '../alerts/router';
import { contractsRouter } from '../billing/contracts-router';
import { billingRouter } from '../billing/router';
import { feedRouter } from '../feed/router';
import { sourcesRouter } from '../news/source-health-router';
import { preferencesRouter } from '../preferences/router';
import { pushRouter } from '../push/router';
import { calibrationRouter } from '../research/router';
import { viewsRouter } from '../views/router';
import { watchlistRouter } from '../watchlist/router';
import { router } from './init';

export const appRouter = router({
  account: accountRouter,
  alerts: alertsRouter,
  auth: authRouter,
  billing: billingRouter,
  calibration: calibrationRouter,
  contracts: contractsRouter,
  feed: feedRouter,
  preferences: preferencesRouter,
  push: pushRouter,
  sources: sourcesRouter,
  views: viewsRouter,
  watchlist: watchlistRouter,
});

export type AppRouter = typeof appRouter;
