import { type FeedItem, LIVE_KEEP_OLDER } from '@/shared/feed';

/**
 * One row from the live stream into the shown list. A new story goes first with up to 20 older
 * kept (docs/product.md §7); a story already shown is replaced where it stands when the row is a later
 * revision (its AI analysis arrived), and skipped otherwise (duplicates by id).
 */
export function mergeLiveRow(items: FeedItem[] | undefined, row: FeedItem): FeedItem[] {
  const current = items ?? [];
  const index = current.findIndex((item) => item.id === row.id);
  if (index >= 0) {
    if ((current[index] as FeedItem).revision >= row.revision) return current;
    return current.with(index, row);
  }
  // Ids grow with every insert: a change to a story older than those shown is not a new story.
  if (current.some((item) => item.id > row.id)) return current;
  return [row, ...current.slice(0, LIVE_KEEP_OLDER)];
}
