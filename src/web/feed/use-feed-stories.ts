import { useCallback, useMemo } from 'react';
import type { FeedItem } from '@/shared/feed';
import { archiveCriteria, matchesFeedSearch, sortStories } from '@/shared/feed-filters';
import type { FeedSearch } from '@/shared/feed-search';
import { combineStories } from './feed-pages';
import { useNewsFeed } from './use-news-feed';
import { useOlderStories } from './use-older-stories';
import { usePausedList } from './use-paused-list';
import { useReaderStableList } from './use-reader-stable-list';

/**
 * The first pane's stories: the live list and the pages loaded beyond it (older stories, or the
 * archive search), through the filters and in the order the address bar asks for.
 */
export function useFeedStories({
  search,
  watched,
  timeZone,
  paused,
}: {
  search: FeedSearch;
  watched: readonly string[];
  timeZone: string | undefined;
  paused: boolean;
}) {
  const criteria = useMemo(() => archiveCriteria(search, watched, timeZone), [search, watched, timeZone]);
  const older = useOlderStories(criteria, 'first');
  const { list, liveState, newIds } = useNewsFeed({ onRow: older.revise });

  // The reader's place holds while live stories cut the list (use-reader-stable-list.ts), and a
  // pause holds the list as it was (use-paused-list.ts).
  const liveItems = useReaderStableList(list.data ?? []);
  const { shown: liveShown, held: heldStories } = usePausedList(liveItems, paused);
  const loaded = useMemo(() => combineStories(liveShown, older.items), [liveShown, older.items]);
  const passesFilters = useCallback((item: FeedItem) => matchesFeedSearch(item, search, watched, timeZone), [search, watched, timeZone]);
  const visible = useMemo(() => sortStories(loaded.filter(passesFilters), search.sort), [loaded, passesFilters, search.sort]);
  // Waiting: what the filters let through and the page does not show yet (an archive search
  // started during the pause may already show it).
  const loadedIds = new Set(loaded.map((item) => item.id));
  const held = heldStories.filter((item) => !loadedIds.has(item.id) && passesFilters(item)).length;

  return {
    list,
    liveState,
    newIds,
    /** The live list as the second pane shares it, held by the same pause. */
    liveShown,
    /** Nothing shown yet: the live list, or the archive search's first page, is on its way. */
    loading: list.isPending || (criteria !== null && older.loading && older.items.length === 0),
    /** The live list failed and nothing of it is left to show. */
    failed: list.isError && liveItems.length === 0,
    loaded,
    visible,
    held,
    older,
    loadOlder: () => older.load(liveItems),
    /** Whether a story passes the feed's search and filters, as the list shows it. */
    passesFilters,
  };
}
