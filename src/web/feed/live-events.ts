/**
 * What the feed does with each event of the live stream: a row goes into the list, and the word
 * to read the list again (the stream missed more than it replays) reads the list and the older
 * pages loaded beyond it again, so that nothing missed stays unseen until the next refresh.
 * Kept apart from the hook so that tests can drive it with a cache of their own.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FeedItem } from '@/shared/feed';
import { mergeLiveRow } from './merge-live-row';
import { reloadOlderPages } from './older-stories-query';

/**
 * A live row into the list (merge-live-row.ts). The list keeps the time of its last fetch: the
 * 60 s refresh counts from it. True when the row went first as a new story.
 */
export function mergeIntoList(queryClient: QueryClient, listKey: QueryKey, row: FeedItem): boolean {
  const before = queryClient.getQueryData<FeedItem[]>(listKey);
  const updatedAt = queryClient.getQueryState(listKey)?.dataUpdatedAt;
  const after = queryClient.setQueryData<FeedItem[]>(listKey, (items) => mergeLiveRow(items, row), { updatedAt });
  return after?.[0]?.id === row.id && before?.[0]?.id !== row.id;
}

/**
 * The list and the loaded older pages, read again. A read already on its way is cancelled and
 * started anew, so what comes back was read after the word was sent.
 */
export async function reloadStories(queryClient: QueryClient, listKey: QueryKey): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), reloadOlderPages(queryClient)]);
}
