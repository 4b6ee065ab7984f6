/** The user's saved views (shared/saved-views.ts), read with one query; each change reads the list again. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewFilters } from '@/shared/saved-views';
import { trpc, trpcClient } from '@/web/trpc';

export const savedViewsQueryOptions = () => trpc.views.list.queryOptions();

export function useSavedViews() {
  const queryClient = useQueryClient();
  const list = useQuery(savedViewsQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.views.list.queryKey() });
  const create = useMutation({
    mutationFn: (input: { name: string; filters: SavedViewFilters }) => trpcClient.views.create.mutate(input),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: (input: { id: string; name?: string; filters?: SavedViewFilters }) => trpcClient.views.update.mutate(input),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => trpcClient.views.delete.mutate({ id }), onSettled: refresh });
  const views: SavedView[] = list.data ?? [];
  return { views, loaded: list.isSuccess, create, update, remove };
}
export type SavedViews = ReturnType<typeof useSavedViews>;
