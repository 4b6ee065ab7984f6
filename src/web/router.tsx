import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/route-error';
import { routeTree } from './routeTree.gen';
import { queryClient, trpc } from './trpc';

export type RouterContext = { queryClient: typeof queryClient; trpc: typeof trpc };

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
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
