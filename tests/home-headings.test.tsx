/**
 * The home page's headings in document order go down one level at a time (axe's heading-order
 * rule): screen reader users move through the page by them. Drawn by the app's router at "/",
 * for a visitor, with the sample card closed and open.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/shared/public-config';
import { waitFor } from './helpers/wait';

beforeAll(() => {
  GlobalRegistrator.register({ url: 'http://localhost/' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = PUBLIC_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify({ appName: 'Impactwire', billingProvider: 'demo', operator: {} });
  document.head.append(config);
});
afterAll(() => GlobalRegistrator.unregister());

/** The headings in document order, and those that skip a level after the one before them. */
function headingOrder(root: ParentNode) {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) => ({
    level: Number(element.tagName.slice(1)),
    text: element.textContent?.trim() ?? '',
  }));
  const skips = headings.flatMap((heading, index) => {
    const previous = headings[index - 1];
    return previous && heading.level > previous.level + 1 ? [`h${previous.level} "${previous.text}" → h${heading.level} "${heading.text}"`] : [];
  });
  return { headings, skips };
}

test('the home page skips no heading level, with the sample card closed or opened', async () => {
  // Loaded once the document exists: the session store and the page read it when they load.
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } = await import('@tanstack/react-router');
  const { Route: HomeRoute } = await import('@/web/routes/index');
  const Home = HomeRoute.options.component;
  if (!Home) throw new Error('the home route has no component');

  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home });
  const router = createRouter({ routeTree: rootRoute.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const container = document.createElement('main');
  document.body.append(container);
  const root = createRoot(container);
  // As in the app: the page asks the server which publishers it may name (none answer here).
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  await waitFor(() => container.querySelector('h1') !== null, { message: 'the home page is drawn' });

  const closed = headingOrder(container);
  expect(closed.headings[0]?.level).toBe(1);
  expect(closed.headings.length).toBeGreaterThan(5);
  expect(closed.skips).toEqual([]);

  const learnMore = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Learn More');
  await act(async () => learnMore?.click());
  const opened = headingOrder(container);
  expect(opened.headings.length).toBeGreaterThan(closed.headings.length);
  expect(opened.skips).toEqual([]);
  await act(async () => root.unmount());
});
