import type { QueryKey } from '@tanstack/react-query';

/** The routers whose answers belong to the signed-in user (the subscription status has its own reset). */
const userDataRouters = new Set(['feed', 'watchlist', 'preferences', 'alerts', 'calibration', 'views']);

/** A cached answer of the signed-in user's: tRPC keys, and ours kept under a procedure's path, start with that path. */
export const isUserDataQuery = (queryKey: QueryKey) => userDataRouters.has(String((queryKey[0] as unknown[] | undefined)?.[0]));
