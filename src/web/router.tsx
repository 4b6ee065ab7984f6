import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/route-error';
import { queryClient } from './query-client';
import { routeTree } from './routeTree.gen';

/**
 * What loaders get. The tRPC helpers are not in it: a page or loader that calls the API imports
 * them from trpc.ts, so the API client loads with that page and not with everyone's first page.
 */
export type RouterContext = { queryClient: typeof queryClient };

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  // Spec §2: every route change scrolls to the top (done by the page transition).
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
