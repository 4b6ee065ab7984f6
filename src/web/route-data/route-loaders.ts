import type { PageQueries } from './page-queries';

/**
 * How long a loader holds its page back, as long as the router waits before it would show a
 * pending page: a slower answer arrives in the page's own loading state.
 */
const LOADER_WAIT_MS = 1000;

/**
 * A signed-in page's route loader. It waits for the server's subscription check, which every such
 * page shows, then starts the page's paid queries for a user with access, so they load alongside
 * the page's code rather than after it has mounted. The loader itself stays in the first page's
 * bundle; the queries and the API client are imported here, on the first signed-in page.
 */
export function loadSignedInPage(start: (queries: PageQueries) => Promise<unknown>[] = () => []): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const work = import('./page-queries')
    .then(({ startWithAccess }) => startWithAccess(start))
    // Not loaded (offline, a new release): the page's own code, which fails the same way, tells.
    .catch(() => {});
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOADER_WAIT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
