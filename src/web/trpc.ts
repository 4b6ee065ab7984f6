import { createTRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@/server/trpc/router';
import { apiLinks } from './api-links';
import { ensureFreshSession } from './lib/session-refresh';
import { getSession, onAuthStateChange } from './lib/session-store';
import { isUserDataQuery } from './lib/user-data-queries';
import { queryClient } from './query-client';

/** The query cache, for the pages that use it with the API helpers below. */
export { queryClient };

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

// A tab that follows a sign-out elsewhere is not reloaded: when another user then signs in here,
// nothing the cache holds of the last one may show, nor drive that user's alerts.
let cachedFor: string | null = null;
onAuthStateChange((_event, session) => {
  const userId = session?.user.id ?? null;
  if (!userId) return;
  if (cachedFor !== null && cachedFor !== userId) {
    queryClient.removeQueries({ predicate: (query) => isUserDataQuery(query.queryKey) });
  }
  cachedFor = userId;
});
