import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Kept apart from the tRPC client (trpc.ts) so the first page can
 * hold the cache without the API client, which a visitor's first page never calls.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * What loaders get. The tRPC helpers are not in it: a page or loader that calls the API imports
 * them from trpc.ts, so the API client loads with that page and not with everyone's first page.
 */
export type RouterContext = { queryClient: typeof queryClient };
