import { useEffect, useReducer, useRef } from 'react';
import type { FeedItem } from '@/shared/feed';

/** Within this distance of the top the reader sees the list exactly as docs/product.md §7 counts it. */
const NEAR_TOP_PX = 200;

const nearTop = () => typeof window === 'undefined' || window.scrollY < NEAR_TOP_PX;

/**
 * What the page shows of the feed list: the list itself (docs/product.md §7: after a live story, the new one
 * and 20 older), plus, while the reader is scrolled down, the older stories a live story just cut
 * off the end. Cutting them at once would take away the card being read and pull the page up
 * under the reader (the browser clamps the scroll position to the shorter page). They are let
 * go when the reader comes back near the top, where the cut moves nothing in view, or when a
 * fetch brings the list back to 50. Inserts above the reader are kept from moving the page by
 * the browser's scroll anchoring (CSS overflow-anchor, on by default).
 */
export function useReaderStableList(items: FeedItem[]): FeedItem[] {
  const shown = useRef<FeedItem[]>(items);
  const seen = useRef<FeedItem[]>(items);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  if (seen.current !== items) {
    seen.current = items;
    const kept = new Set(items.map((item) => item.id));
    const oldestKept = items.length > 0 ? Math.min(...items.map((item) => item.id)) : Number.POSITIVE_INFINITY;
    // Only stories older than all kept ones: one that left for another reason (deleted, say) goes.
    const held = nearTop() ? [] : shown.current.filter((item) => !kept.has(item.id) && item.id < oldestKept);
    shown.current = held.length > 0 ? [...items, ...held] : items;
  }

  const holding = shown.current.length > items.length;
  useEffect(() => {
    if (!holding) return;
    const release = () => {
      if (!nearTop()) return;
      shown.current = seen.current;
      rerender();
    };
    window.addEventListener('scroll', release, { passive: true });
    return () => window.removeEventListener('scroll', release);
  }, [holding]);

  return shown.current;
}
