import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isFiltered } from '@/shared/feed-filters';
import type { FeedSearch } from '@/shared/feed-search';
import type { SavedView } from '@/shared/saved-views';

/** How long the words box waits after the last key before the address bar follows. */
const WORDS_DELAY_MS = 300;

/**
 * The feed's filters and order, as the address bar holds them, beside the saved view they came
 * from (`viewId`) and the second pane's view (`side`). The words box answers as one types, and
 * the address bar follows a moment later.
 */
export function useFeedSearch() {
  const routeSearch = useSearch({ from: '/_authenticated/news-analysis' });
  const { view: viewId, side } = routeSearch;
  const search: FeedSearch = useMemo(() => {
    const { view: _view, side: _side, ...filters } = routeSearch;
    return filters;
  }, [routeSearch]);
  const navigate = useNavigate({ from: '/news-analysis' });

  const setSearch = useCallback(
    (change: Partial<FeedSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );

  const [words, setWords] = useState(search.q ?? '');
  // The address bar holds the words trimmed: a space just typed stays in the box.
  useEffect(() => setWords((typed) => (typed.trim() === (search.q ?? '') ? typed : (search.q ?? ''))), [search.q]);
  useEffect(() => {
    if (words.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => setSearch({ q: words.trim() || undefined }), WORDS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words, search.q, setSearch]);

  return {
    search,
    viewId,
    side,
    words,
    setWords,
    setSearch,
    filtered: isFiltered(search),
    /** Another saved view's filters, or none; the second pane stays. */
    switchView: (view: SavedView | null) => {
      setWords(view?.filters.q ?? '');
      void navigate({ search: { ...(view?.filters ?? {}), view: view?.id, side }, replace: true });
    },
    /** The filters no longer are the saved view's. */
    forgetView: () => void navigate({ search: (previous) => ({ ...previous, view: undefined }), replace: true }),
    setSide: (pane: string | undefined) => void navigate({ search: (previous) => ({ ...previous, side: pane }), replace: true }),
    /** Every filter off; the order and the second pane stay. */
    clearFilters: () => {
      setWords('');
      void navigate({ search: { sort: search.sort, side }, replace: true });
    },
  };
}
