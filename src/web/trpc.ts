import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/router';
import { apiLinks } from './api-links';
import { ensureFreshSession } from './auth/session-refresh';
import { getSession } from './auth/session-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// The token travels in a header, never in the URL; a nearly expired one is refreshed first.
async function headers() {
  await ensureFreshSession();
  const session = getSession();
  return session ? { authorization: `Bearer ${session.access_token}` } : {};
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: apiLinks({ url: '/trpc', headers }),
});

/** Query and mutation options for every procedure, usable in components and route loaders. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
