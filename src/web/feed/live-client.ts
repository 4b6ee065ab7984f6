/**
 * The client for the live feed stream, loaded with the feed page only. Server-sent events
 * carry the bearer token in a header (never in the URL): the EventSource ponyfill lets us
 * give it a fetch that adds it, read fresh at every (re)connect.
 */
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { EventSource } from 'eventsource';
import type { AppRouter } from '@/server/trpc/router';
import { ensureFreshSession } from '@/web/lib/session-refresh';
import { getSession } from '@/web/lib/session-store';
import { queryClient } from '@/web/trpc';

const liveClient = createTRPCClient<AppRouter>({
  links: [
    httpSubscriptionLink({
      url: '/trpc',
      EventSource,
      eventSourceOptions: async () => {
        await ensureFreshSession();
        return {
          fetch: (input, init) => {
            const token = getSession()?.access_token;
            return fetch(input, { ...init, headers: { ...init?.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
          },
        };
      },
    }),
  ],
});

export const liveTrpc = createTRPCOptionsProxy<AppRouter>({ client: liveClient, queryClient });
