import { useEffect, useRef } from 'react';
import type { AlertRule } from '@/shared/alerts';
import type { FeedItem } from '@/shared/feed';
import { alertNewStories, primeAlertSound } from './notify';

/** Stories that arrive together (a burst, or a reconnect's catch-up) are judged together. */
const GATHER_MS = 400;

/**
 * Alerts on the stories of the feed list that are newer than any it held before, however they
 * came (a live row, the 60 s refresh, a reconnect): ids only grow, so the highest id seen is
 * the line. The stories already there when the page opened never alert. The rules and the
 * watchlist are read as they are when the stories are judged.
 */
export function useStoryAlerts(items: FeedItem[] | undefined, rules: readonly AlertRule[], watched: readonly string[]) {
  const highestSeen = useRef<number | null>(null);
  const gathered = useRef<FeedItem[]>([]);
  const timer = useRef<Timer | null>(null);
  const current = useRef({ rules, watched });
  current.current = { rules, watched };

  useEffect(() => primeAlertSound(), []);

  useEffect(() => {
    if (!items) return;
    const highest = items.reduce((max, item) => Math.max(max, item.id), 0);
    if (highestSeen.current === null) {
      highestSeen.current = highest;
      return;
    }
    const line = highestSeen.current;
    const fresh = items.filter((item) => item.id > line);
    highestSeen.current = Math.max(line, highest);
    if (fresh.length === 0) return;
    gathered.current.push(...fresh);
    timer.current ??= setTimeout(() => {
      timer.current = null;
      const stories = gathered.current;
      gathered.current = [];
      void alertNewStories(stories, current.current.rules, current.current.watched);
    }, GATHER_MS);
  }, [items]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
