/**
 * The feed's filter bar: the form starts folded whatever the filters, and what is set shows as a
 * row of chips, each clearing its own filter in the address.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { FeedSearch } from '@/shared/feed-search';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => {
  GlobalRegistrator.register({ url: 'http://localhost/news-analysis' });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterAll(() => GlobalRegistrator.unregister());

const watchlist = { symbols: [], loaded: true, isFollowed: () => false, follow: async () => [], unfollow: () => {}, busy: false };

/** Renders the bar on a search; returns the changes it asks of the address. */
async function renderBar(search: FeedSearch, filtered = true) {
  // Loaded once the document exists: React DOM looks for it when it loads.
  const { act, createRef } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { FeedFiltersPanel } = await import('./feed-filters-panel');
  const changes: Partial<FeedSearch>[] = [];
  let cleared = 0;
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  await act(() =>
    root.render(
      <FeedFiltersPanel
        search={search}
        setSearch={(change) => changes.push(change)}
        words={search.q ?? ''}
        setWords={() => {}}
        filtered={filtered}
        clearFilters={() => cleared++}
        watchlist={watchlist}
        searchInput={createRef()}
      />,
    ),
  );
  return { act, container, changes, cleared: () => cleared };
}

test('with filters set, the form is folded and the filters show as chips under the search box', async () => {
  const { container } = await renderBar({ market: 'Bond Market', category: 'economy', minImpact: 5, from: '2026-12-05', symbol: 'ECB', sort: 'impact' });
  const toggle = [...container.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Filters'));
  expect(toggle?.getAttribute('aria-expanded')).toBe('false');
  expect(toggle?.textContent).toBe('Filters (5)');
  expect(container.querySelector('select[aria-label="Market"]')).toBeNull();
  const chips = [...container.querySelectorAll('ul[aria-label="Active filters"] > li')].map((chip) => chip.textContent);
  expect(chips).toEqual(['Symbol: ECB', 'Market: Bond Market', 'Category: Economy', 'Impact 5+', 'From 12/05/2026', 'Sort: Highest impact']);
  expect(container.textContent).toContain('Clear filters');
});

test('each chip has a button of its own that clears its filter alone, and Clear filters clears them all', async () => {
  const { act, container, changes, cleared } = await renderBar({ direction: 'bearish', watchlist: true });
  const remove = container.querySelector<HTMLButtonElement>('button[aria-label="Remove Direction: Bearish"]');
  expect(remove?.type).toBe('button');
  await act(() => remove?.click());
  expect(changes).toEqual([{ direction: undefined }]);
  await act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Remove Watchlist only"]')?.click());
  expect(changes.at(-1)).toEqual({ watchlist: undefined });
  const clearAll = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Clear filters');
  await act(() => clearAll?.click());
  expect(cleared()).toBe(1);
});

test('no filter set: no chips, no Clear filters', async () => {
  const { container } = await renderBar({}, false);
  expect(container.querySelector('ul[aria-label="Active filters"]')).toBeNull();
  expect(container.textContent).not.toContain('Clear filters');
});
