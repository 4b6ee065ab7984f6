/**
 * The stories loaded beyond the live list as one infinite query per list: older pages of the
 * whole feed, or the archive search's pages (feed-pages.ts says how they join the live list).
 * Kept apart from the API client so that tests can drive it with a fake server.
 */
import { type InfiniteData, type InfiniteQueryObserverResult, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ArchiveSearch } from '@/shared/archive';
import { ARCHIVE_PAGE_SIZE, type FeedItem } from '@/shared/feed';
import type { archiveCriteria } from '@/shared/feed-filters';
import { reviseLoaded } from './feed-pages';

export type OlderCriteria = ReturnType<typeof archiveCriteria>;
export type OlderPage = readonly FeedItem[];
export type FetchOlderPage = (search: ArchiveSearch, signal: AbortSignal) => Promise<OlderPage>;

/** Each pane's pages are its own: "Load older" in one pane does not grow the other. */
export type OlderPane = 'first' | 'second';

/**
 * Under `feed.search`'s own path, so that what user switch removes from the cache (user-data-queries.ts)
 * covers it; `type` keeps it apart from plain `feed.search` queries, whose data is one page.
 */
const olderStoriesRoot = [['feed', 'search'], { type: 'infinite' }] as const;

/**
 * One list: the pane, the archive criteria (null for the whole feed), and where the whole feed's
 * pages start (after the last story shown when "Load older" was first pressed).
 */
const olderStoriesKey = (pane: OlderPane, criteria: OlderCriteria, before: number | undefined) =>
  [olderStoriesRoot[0], { ...olderStoriesRoot[1], pane, criteria, before }] as const;

export function olderStoriesOptions({
  pane,
  criteria,
  before,
  fetchPage,
}: {
  pane: OlderPane;
  criteria: OlderCriteria;
  before: number | undefined;
  fetchPage: FetchOlderPage;
}) {
  return infiniteQueryOptions({
    queryKey: olderStoriesKey(pane, criteria, before),
    queryFn: ({ pageParam, signal }) => fetchPage({ ...criteria, before: pageParam, limit: ARCHIVE_PAGE_SIZE }, signal),
    initialPageParam: before,
    // A short page is the last: each page continues after the last story of the one before.
    getNextPageParam: (page: OlderPage): number | undefined => (page.length < ARCHIVE_PAGE_SIZE ? undefined : page.at(-1)?.id),
    // A failed page says so at once, and the reader retries it with "Load older".
    retry: false,
  });
}

type OlderPages = InfiniteData<OlderPage>;

/** What the reader sees of a list: its pages, a page on its way, a failed page (retried by loading again), the end reached. */
export function olderPagesView(result: InfiniteQueryObserverResult<OlderPages>) {
  return {
    pages: result.data?.pages,
    loading: result.isLoading || result.isFetchingNextPage,
    failed: result.isError && !result.isFetching,
    exhausted: result.data !== undefined && !result.hasNextPage,
  };
}

/** Every list's loaded pages read again (those shown at once): the live stream missed more than it replays. */
export function reloadOlderPages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: olderStoriesRoot });
}

/** A live row for a story on any loaded page, in every list: replaced where it stands when it is a later revision. */
export function reviseOlderPages(queryClient: QueryClient, row: FeedItem) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: olderStoriesRoot })) {
    queryClient.setQueryData<OlderPages>(
      query.queryKey,
      (data) => {
        if (!data) return undefined;
        const pages = data.pages.map((page) => reviseLoaded(page, row));
        return pages.some((page, index) => page !== data.pages[index]) ? { ...data, pages } : undefined;
      },
      // A revision is not a fetch: the list goes stale when it would have.
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
}
