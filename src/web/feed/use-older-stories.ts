/**
 * The stories loaded beyond the live list, 50 at a time: older pages of the whole feed, or,
 * when the filters hold archive criteria (words, symbol, watchlist, dates), the archive
 * search's pages, the first loaded at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ARCHIVE_PAGE_SIZE, type FeedItem } from '@/shared/feed';
import type { archiveCriteria } from '@/shared/feed-filters';
import { trpcClient } from '@/web/trpc';
import { combineStories, reviseLoaded } from './feed-pages';

type Criteria = ReturnType<typeof archiveCriteria>;
type Pages = { key: string; items: readonly FeedItem[]; exhausted: boolean; loading: boolean; failed: boolean };

export function useOlderStories(criteria: Criteria) {
  const key = JSON.stringify(criteria);
  const empty = (loading: boolean): Pages => ({ key, items: [], exhausted: false, loading, failed: false });
  const [pages, setPages] = useState<Pages>(() => empty(criteria !== null));
  const current = pages.key === key ? pages : empty(criteria !== null);
  const request = useRef(0);

  // `current` changes with every page; the key names the criteria.
  // biome-ignore lint/correctness/useExhaustiveDependencies: criteria are compared by their key
  const load = useCallback(
    async (shown: readonly FeedItem[]) => {
      const id = ++request.current;
      // Older pages of the whole feed continue after everything shown, and keep it; the
      // archive search's pages after its own last result.
      const base = criteria ? current.items : combineStories(current.items, shown);
      const before = base.at(-1)?.id;
      setPages({ ...current, items: base, loading: true, failed: false });
      try {
        const page = await trpcClient.feed.search.query({ ...(criteria ?? {}), before, limit: ARCHIVE_PAGE_SIZE });
        if (id !== request.current) return;
        setPages({ key, items: combineStories(base, page), exhausted: page.length < ARCHIVE_PAGE_SIZE, loading: false, failed: false });
      } catch {
        if (id !== request.current) return;
        setPages({ key, items: base, exhausted: false, loading: false, failed: true });
      }
    },
    [key, current],
  );

  // The archive search shows its first page at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per criteria, named by their key
  useEffect(() => {
    if (criteria !== null) void load([]);
    else request.current++;
  }, [key]);

  const revise = useCallback((row: FeedItem) => setPages((p) => ({ ...p, items: reviseLoaded(p.items, row) })), []);

  return { ...current, load, revise };
}
