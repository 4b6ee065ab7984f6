/** The user's watchlist: read once per page, changed through the server, which answers with the whole list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { toast } from '@/web/lib/toast';
import { trpc } from '@/web/trpc';

export function useWatchlist() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.watchlist.list.queryOptions(undefined, { staleTime: 60_000 }));
  const settle = {
    onSuccess: (symbols: string[]) => queryClient.setQueryData(trpc.watchlist.list.queryKey(), symbols),
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
