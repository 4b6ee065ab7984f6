/**
 * The feed shows the live list (newest 50, live rows merged: merge-live-row.ts) and the pages
 * loaded beyond it ("Load older", or the archive search). The live list may shrink to 21 when a
 * story arrives; stories it drops stay shown when older pages were loaded, because each load
 * keeps what was shown then.
 */
import type { FeedItem } from '@/shared/feed';

const byTime = (a: FeedItem, b: FeedItem) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Every story once (its latest revision), newest first. */
export function combineStories(...lists: readonly (readonly FeedItem[])[]): FeedItem[] {
  const byId = new Map<number, FeedItem>();
  for (const list of lists) {
    for (const item of list) {
      const known = byId.get(item.id);
      if (!known || known.revision < item.revision) byId.set(item.id, item);
    }
  }
  return [...byId.values()].sort(byTime);
}

/** A live row for a story of the loaded pages: replaced where it stands when it is a later revision. */
export function reviseLoaded(loaded: readonly FeedItem[], row: FeedItem): readonly FeedItem[] {
  const index = loaded.findIndex((item) => item.id === row.id);
  if (index < 0 || (loaded[index] as FeedItem).revision >= row.revision) return loaded;
  return loaded.with(index, row);
}
