import { createRouter } from '@tanstack/react-router';
import { RouteError } from './components/route-error';
import { queryClient } from './query-client';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  // docs/product.md §2: every route change scrolls to the top (done by the page transition).
  scrollRestoration: false,
  // Search values as the plain text they are: a quoted phrase stays readable in the address.
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
