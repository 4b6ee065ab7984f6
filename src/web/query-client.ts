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
