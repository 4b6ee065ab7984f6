/**
 * How the web client talks to /trpc. Queries made in the same tick share one request, at most
 * MAX_BATCH_SIZE to a request; a mutation always travels alone. The server refuses anything
 * else (server/trpc/init.ts, server/server.ts), so these links must never produce it.
 */
import { type HTTPHeaders, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@/server/trpc/router';
import { MAX_BATCH_SIZE } from '@/shared/batching';

type Headers = () => HTTPHeaders | Promise<HTTPHeaders>;

export function apiLinks({ url, headers }: { url: string; headers: Headers }) {
  return [
    splitLink<AppRouter>({
      condition: (op) => op.type === 'mutation',
      true: httpLink({ url, headers }),
      false: httpBatchLink({ url, headers, maxItems: MAX_BATCH_SIZE }),
    }),
  ];
}
