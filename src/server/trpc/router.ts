import { router } from './init';
import { accountRouter } from './routers/account-data';
import { authRouter } from './routers/accounts';
import { alertsRouter } from './routers/alerts';
import { billingRouter } from './routers/billing';
import { contractsRouter } from './routers/contracts';
import { feedRouter } from './routers/feed';
import { preferencesRouter } from './routers/preferences';
import { pushRouter } from './routers/push';
import { calibrationRouter } from './routers/research';
import { sourcesRouter } from './routers/source-health';
import { storyChartsRouter } from './routers/story-charts';
import { viewsRouter } from './routers/views';
import { watchlistRouter } from './routers/watchlist';

export const appRouter = router({
  account: accountRouter,
  alerts: alertsRouter,
  auth: authRouter,
  billing: billingRouter,
  calibration: calibrationRouter,
  charts: storyChartsRouter,
  contracts: contractsRouter,
  feed: feedRouter,
  preferences: preferencesRouter,
  push: pushRouter,
  sources: sourcesRouter,
  views: viewsRouter,
  watchlist: watchlistRouter,
});

export type AppRouter = typeof appRouter;
