/**
 * The user's watchlist: read once per page, changed through the server, which answers with the
 * whole list; the other tabs read it again (alerts there follow the new list).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import { getSession } from '@/web/lib/session-store';
import { onOtherTabMessage, tellOtherTabs } from '@/web/lib/tab-channel';
import { toast } from '@/web/lib/toast';
import { trpc } from '@/web/trpc';

export const watchlistQueryOptions = () => trpc.watchlist.list.queryOptions(undefined, { staleTime: 60_000 });

export function useWatchlist() {
  const queryClient = useQueryClient();
  const list = useQuery(watchlistQueryOptions());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query client does not change
  useEffect(
    () =>
      onOtherTabMessage((message) => {
        if (message.type === 'settings-changed' && message.settings === 'watchlist' && message.userId === getSession()?.user.id) {
          void queryClient.invalidateQueries({ queryKey: trpc.watchlist.list.queryKey() });
        }
      }),
    [],
  );
  const settle = {
    onSuccess: (symbols: string[]) => {
      queryClient.setQueryData(trpc.watchlist.list.queryKey(), symbols);
      const userId = getSession()?.user.id;
      if (userId) tellOtherTabs({ type: 'settings-changed', userId, settings: 'watchlist' });
    },
    onError: (error: unknown) =>
      toast(error instanceof TRPCClientError ? error.message : 'The watchlist could not be changed. Please try again.', { tone: 'error' }),
  };
  const add = useMutation(trpc.watchlist.add.mutationOptions(settle));
  const remove = useMutation(trpc.watchlist.remove.mutationOptions(settle));
  const symbols = list.data ?? [];
  return {
    symbols,
    loaded: list.isSuccess,
    isFollowed: (symbol: string) => symbols.includes(symbol),
    follow: (symbol: string) => add.mutateAsync({ symbol }),
    unfollow: (symbol: string) => remove.mutate({ symbol }),
    busy: add.isPending || remove.isPending,
  };
}
