/**
 * The queries the signed-in pages' route loaders start, with the same options their hooks use.
 * Loaded lazily by route-loaders.ts, so neither these nor the API client weigh on the first page.
 */
import type { DefaultError, EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { alertSettingsQueryOptions } from '@/web/alerts/alert-rules';
import { accessOnceChecked } from '@/web/billing/subscription-sync';
import { feedPreferencesQueryOptions } from '@/web/feed/feed-preferences';
import { savedViewsQueryOptions } from '@/web/feed/saved-views';
import { storyIdOf, storyQueryOptions } from '@/web/feed/story-query';
import { sourceHealthQueryOptions } from '@/web/feed/use-source-health';
import { calibrationBoardQueryOptions, defaultBoardPeriod } from '@/web/research/use-calibration-board';
import { queryClient } from '@/web/trpc';
import { watchlistQueryOptions } from '@/web/watchlist/watchlist';

/** What the cache holds is used at once (and read again behind it if old); otherwise the page waits for the answer. */
function ensure<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
}

const pageQueries = {
  /** An address that names no story asks nothing: the page says so itself. */
  story: (id: string) => {
    const storyId = storyIdOf(id);
    return storyId === null ? Promise.resolve() : ensure(storyQueryOptions(storyId));
  },
  feedPreferences: () => ensure(feedPreferencesQueryOptions()),
  watchlist: () => ensure(watchlistQueryOptions()),
  savedViews: () => ensure(savedViewsQueryOptions()),
  sourceHealth: () => ensure(sourceHealthQueryOptions()),
  alertSettings: () => ensure(alertSettingsQueryOptions()),
  calibrationBoard: () => ensure(calibrationBoardQueryOptions(defaultBoardPeriod())),
};

export type PageQueries = typeof pageQueries;

/**
 * Starts a page's paid queries once the server's subscription check says this user may read
 * them (they answer 403 otherwise). A failed query is the page's to show: its hook holds the error.
 */
export async function startWithAccess(start: (queries: PageQueries) => Promise<unknown>[]): Promise<void> {
  if (!(await accessOnceChecked())) return;
  await Promise.allSettled(start(pageQueries));
}
