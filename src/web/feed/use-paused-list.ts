import { useMemo, useRef } from 'react';
import type { FeedItem } from '@/shared/feed';

/**
 * While paused, the list holds the stories it showed when the pause began (each in its latest
 * revision, so an analysis that arrives still shows), and the newer stories wait in `held` (the
 * page counts those its filters pass for the "N new" bar). Resuming shows the list as it is.
 */
export function usePausedList(items: FeedItem[], paused: boolean): { shown: FeedItem[]; held: FeedItem[] } {
  const snapshot = useRef<FeedItem[] | null>(null);
  if (!paused) snapshot.current = null;
  else snapshot.current ??= items;
  const frozen = snapshot.current;

  return useMemo(() => {
    if (!frozen) return { shown: items, held: [] };
    const latest = new Map(items.map((item) => [item.id, item]));
    const newestShown = frozen.reduce((newest, item) => Math.max(newest, item.id), 0);
    return {
      shown: frozen.map((item) => latest.get(item.id) ?? item),
      held: items.filter((item) => item.id > newestShown),
    };
  }, [frozen, items]);
}
