/**
 * The feed's data (docs/product.md §7): the newest 50, refreshed every 60 s, and live rows merged into
 * the same cache: a new row first, up to 20 older kept, duplicates by id skipped; a changed
 * row (its AI analysis arrived) replaced where it stands. A stream that resumed after missing
 * more than it replays says so, and the list is read again (live-events.ts).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { FEED_REFRESH_MS, type FeedItem, isFeedReload } from '@/shared/feed';
import { recheckSubscription } from '@/web/billing/subscription';
import { toast } from '@/web/lib/toast';
import { trpc } from '@/web/trpc';
import { liveTrpc } from './live-client';
import { mergeIntoList, reloadStories } from './live-events';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'stopped';

/** While a refresh is due or in flight, the interval is checked at most this often. */
const MIN_REFETCH_GAP_MS = 1_000;

/** `onRow` hears every live row too: stories shown beyond the newest (older pages) are updated from it. */
export function useNewsFeed({ onRow }: { onRow?: (row: FeedItem) => void } = {}) {
  const queryClient = useQueryClient();
  const listKey = trpc.feed.list.queryKey();
  const list = useQuery(
    trpc.feed.list.queryOptions(undefined, {
      // Every 60 s from the last fetch (docs/product.md §7), however many live rows arrive in between:
      // TanStack Query restarts an observer's interval on every change to the query, live rows
      // included, so a fixed interval never fired while stories came faster than once a minute.
      // The interval is what remains of the 60 s, and live rows keep the fetch's time (below).
      refetchInterval: (query) => {
        const lastFetch = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
        return Math.max(MIN_REFETCH_GAP_MS, FEED_REFRESH_MS - (Date.now() - lastFetch));
      },
      staleTime: 0,
      retry: 1,
    }),
  );
  const [streamEnded, setStreamEnded] = useState(false);
  // Where a new stream resumes after the server ended the last one (its access token expired,
  // say): the newest revision already shown, so nothing published or changed in between is missed.
  const [resumeFrom, setResumeFrom] = useState<number | null>(null);
  const [newIds, setNewIds] = useState<Set<number>>(() => new Set());

  // docs/product.md §8: a failed load says so once per failure.
  const failedAt = useRef(0);
  useEffect(() => {
    if (list.isError && list.errorUpdatedAt !== failedAt.current) {
      failedAt.current = list.errorUpdatedAt;
      toast('Failed to load news analysis', { tone: 'error' });
    }
  }, [list.isError, list.errorUpdatedAt]);

  const live = useSubscription(
    liveTrpc.feed.onInsert.subscriptionOptions(
      { lastEventId: resumeFrom },
      {
        enabled: list.isSuccess && !streamEnded,
        onData: ({ data }) => {
          if (isFeedReload(data)) {
            void reloadStories(queryClient, listKey);
            return;
          }
          if (mergeIntoList(queryClient, listKey, data)) setNewIds((ids) => new Set(ids).add(data.id));
          onRow?.(data);
        },
      },
    ),
  );

  // The server ended the stream (access may have ended): check, and if still entitled listen again.
  const wasListening = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream's state is the trigger; the query client and key do not change
  useEffect(() => {
    if (live.status === 'pending') wasListening.current = true;
    if (live.status === 'idle' && wasListening.current && !streamEnded) {
      wasListening.current = false;
      const shown = queryClient.getQueryData<FeedItem[]>(listKey) ?? [];
      setResumeFrom(shown.reduce<number | null>((newest, item) => Math.max(newest ?? item.revision, item.revision), null));
      setStreamEnded(true);
      void recheckSubscription().finally(() => setStreamEnded(false));
    }
  }, [live.status, streamEnded]);

  const liveState: LiveState =
    live.status === 'pending'
      ? 'live'
      : live.status === 'connecting'
        ? live.data
          ? 'reconnecting'
          : 'connecting'
        : live.status === 'error'
          ? 'reconnecting'
          : 'stopped';

  return { list, liveState, newIds };
}
