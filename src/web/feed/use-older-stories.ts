/**
 * The stories loaded beyond the live list, 50 at a time (older-stories-query.ts): older pages of
 * the whole feed, or, when the filters hold archive criteria (words, symbol, watchlist, dates),
 * the archive search's pages, the first loaded at once. Other criteria are another list.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FeedItem } from '@/shared/feed';
import { trpcClient } from '@/web/trpc';
import { combineStories, reviseLoaded } from './feed-pages';
import { type FetchOlderPage, type OlderCriteria, type OlderPane, olderPagesView, olderStoriesOptions, reviseOlderPages } from './older-stories-query';

const fetchPage: FetchOlderPage = (search, signal) => trpcClient.feed.search.query(search, { signal });

/** The whole feed's older pages start after the stories shown at the first "Load older", and keep them. */
type FeedStart = { before: number | undefined; shown: readonly FeedItem[] };
const notStarted = { pages: undefined, loading: false, failed: false, exhausted: false };

export function useOlderStories(criteria: OlderCriteria, pane: OlderPane) {
  const queryClient = useQueryClient();
  const criteriaKey = JSON.stringify(criteria);
  const [started, setStarted] = useState<{ criteriaKey: string; start: FeedStart | null }>({ criteriaKey, start: null });
  // Other criteria start afresh, and so does the whole feed when it comes back.
  if (started.criteriaKey !== criteriaKey) setStarted({ criteriaKey, start: null });
  const start = started.criteriaKey === criteriaKey ? started.start : null;

  const active = criteria !== null || start !== null;
  const query = useInfiniteQuery({ ...olderStoriesOptions({ pane, criteria, before: start?.before, fetchPage }), enabled: active });
  const { pages, ...state } = active ? olderPagesView(query) : notStarted;
  const items = useMemo(() => combineStories(start?.shown ?? [], ...(pages ?? [])), [start, pages]);

  /** Older pages of the whole feed continue after everything shown, and keep it (feed-pages.ts). */
  const load = (shown: readonly FeedItem[]) => {
    if (criteria === null) {
      setStarted({
        criteriaKey,
        start: start ? { ...start, shown: combineStories(start.shown, shown) } : { before: combineStories(shown).at(-1)?.id, shown },
      });
      // The first page follows from the start (it is in the query's key).
      if (!start) return;
    }
    void query.fetchNextPage();
  };

  const revise = useCallback(
    (row: FeedItem) => {
      reviseOlderPages(queryClient, row);
      setStarted((current) => {
        if (!current.start) return current;
        const shown = reviseLoaded(current.start.shown, row);
        return shown === current.start.shown ? current : { ...current, start: { ...current.start, shown } };
      });
    },
    [queryClient],
  );

  return { items, ...state, searching: criteria !== null, load, revise };
}

export type OlderStories = ReturnType<typeof useOlderStories>;
