import { describe, expect, setSystemTime, test } from 'bun:test';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ArchiveSearch } from '@/shared/archive';
import { ARCHIVE_PAGE_SIZE, type FeedItem } from '@/shared/feed';
import { isUserDataQuery } from '@/web/lib/user-data-queries';
import { queryClient as appClient } from '@/web/query-client';
import { feedItem } from './feed-item-fixture';
import { type FetchOlderPage, type OlderCriteria, type OlderPane, olderPagesView, olderStoriesOptions, reviseOlderPages } from './older-stories-query';

const row = feedItem;

/** A stored archive of stories 1..count; it answers each search newest first, after `before`. */
function fakeServer(count: number) {
  const asked: ArchiveSearch[] = [];
  let failNext = false;
  const fetchPage: FetchOlderPage = async (search) => {
    asked.push(search);
    if (failNext) {
      failNext = false;
      throw new Error('server down');
    }
    const newest = Math.min(count, (search.before ?? count + 1) - 1);
    return Array.from({ length: Math.max(0, Math.min(search.limit ?? ARCHIVE_PAGE_SIZE, newest)) }, (_, i) => row(newest - i));
  };
  return { asked, fetchPage, failOnce: () => (failNext = true) };
}

/** A cache as the app sets it up (its retry included). */
const newClient = () => new QueryClient({ defaultOptions: appClient.getDefaultOptions() });

const words: OlderCriteria = { words: 'copper', symbols: undefined, from: undefined, to: undefined };

/** A list as a pane watches it; resolves once its first fetch has settled. */
async function watch(client: QueryClient, fetchPage: FetchOlderPage, criteria: OlderCriteria, before?: number, pane: OlderPane = 'first') {
  const observer = new InfiniteQueryObserver(client, olderStoriesOptions({ pane, criteria, before, fetchPage }));
  const unsubscribe = observer.subscribe(() => {});
  await settled(observer);
  return { observer, unsubscribe, view: () => olderPagesView(observer.getCurrentResult()) };
}

type Fetching = { isFetching: boolean };
const settled = (observer: { getCurrentResult: () => Fetching; subscribe: (listener: (result: Fetching) => void) => () => void }) =>
  new Promise<void>((resolve) => {
    if (!observer.getCurrentResult().isFetching) return resolve();
    const stop = observer.subscribe((result) => {
      if (result.isFetching) return;
      stop();
      resolve();
    });
  });

const storyIn = (list: { view: () => ReturnType<typeof olderPagesView> }, id: number) =>
  list
    .view()
    .pages?.flat()
    .find((item) => item.id === id);

const ids = (pages: readonly (readonly FeedItem[])[] | undefined) => (pages ?? []).flat().map((item) => item.id);

describe('older stories, a page at a time', () => {
  test('the archive search shows its first page at once; each next page continues after the last story, and a short page is the last', async () => {
    const server = fakeServer(120);
    const list = await watch(newClient(), server.fetchPage, words);
    expect(server.asked).toEqual([{ ...words, before: undefined, limit: ARCHIVE_PAGE_SIZE }]);
    expect(ids(list.view().pages)).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    expect(list.view().exhausted).toBe(false);

    await list.observer.fetchNextPage();
    expect(server.asked.at(-1)?.before).toBe(71);
    await list.observer.fetchNextPage();
    expect(server.asked.at(-1)?.before).toBe(21);
    expect(ids(list.view().pages)).toHaveLength(120);
    expect(list.view()).toMatchObject({ exhausted: true, loading: false, failed: false });
    list.unsubscribe();
  });

  test('the whole feed continues after the story it starts from', async () => {
    const server = fakeServer(120);
    const list = await watch(newClient(), server.fetchPage, null, 71);
    expect(server.asked).toEqual([{ before: 71, limit: ARCHIVE_PAGE_SIZE }]);
    expect(ids(list.view().pages)[0]).toBe(70);
    list.unsubscribe();
  });

  test('a failed page says so at once and keeps the pages shown; loading again asks for the same page', async () => {
    const server = fakeServer(120);
    const list = await watch(newClient(), server.fetchPage, words);
    server.failOnce();
    await list.observer.fetchNextPage();
    expect(list.view()).toMatchObject({ failed: true, loading: false, exhausted: false });
    expect(ids(list.view().pages)).toHaveLength(50);
    expect(server.asked).toHaveLength(2);

    const retry = list.observer.fetchNextPage();
    expect(list.view()).toMatchObject({ failed: false, loading: true });
    await retry;
    expect(server.asked.slice(1).map((search) => search.before)).toEqual([71, 71]);
    expect(list.view()).toMatchObject({ failed: false, loading: false });
    expect(ids(list.view().pages)).toHaveLength(100);
    list.unsubscribe();
  });

  test('a failed first page of a search can be loaded again', async () => {
    const server = fakeServer(120);
    server.failOnce();
    const list = await watch(newClient(), server.fetchPage, words);
    expect(list.view()).toMatchObject({ failed: true, pages: undefined });
    await list.observer.fetchNextPage();
    expect(server.asked.map((search) => search.before)).toEqual([undefined, undefined]);
    expect(ids(list.view().pages)).toHaveLength(50);
    list.unsubscribe();
  });

  test('other criteria, another start or the other pane are another list, and an answer for old criteria stays with them', async () => {
    const client = newClient();
    const release: (() => void)[] = [];
    // The first search's answer comes late, after the criteria changed.
    const slow: FetchOlderPage = (search) => new Promise((resolve) => release.push(() => resolve(search.words === 'copper' ? [row(7)] : [row(9)])));
    const observer = new InfiniteQueryObserver(client, olderStoriesOptions({ pane: 'first', criteria: words, before: undefined, fetchPage: slow }));
    const unsubscribe = observer.subscribe(() => {});
    observer.setOptions(olderStoriesOptions({ pane: 'first', criteria: { ...words, words: 'oil' }, before: undefined, fetchPage: slow }));
    for (const answer of release) answer();
    await settled(observer);
    expect(ids(olderPagesView(observer.getCurrentResult()).pages)).toEqual([9]);
    unsubscribe();

    const key = (pane: OlderPane, criteria: OlderCriteria, before?: number) => olderStoriesOptions({ pane, criteria, before, fetchPage: slow }).queryKey;
    const keys = [key('first', words), key('first', null, 71), key('first', null, 70), key('second', null, 71), key('second', words)];
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  test('every list is removed when another user signs in', () => {
    const { queryKey } = olderStoriesOptions({ pane: 'second', criteria: null, before: 71, fetchPage: fakeServer(0).fetchPage });
    expect(isUserDataQuery(queryKey)).toBe(true);
  });

  test('a live revision of a loaded story replaces it in every list, never with an older one, and does not count as a fetch', async () => {
    const client = newClient();
    const server = fakeServer(120);
    const searched = await watch(client, server.fetchPage, words);
    const older = await watch(client, server.fetchPage, null, 100, 'second');
    const fetchedAt = searched.observer.getCurrentResult().dataUpdatedAt;

    // A minute on: a revision counted as a fetch would carry this time.
    setSystemTime(fetchedAt + 60_000);
    try {
      reviseOlderPages(client, row(90, 500, { analysis_method: 'claude-haiku-4-5' }));
    } finally {
      setSystemTime();
    }
    for (const list of [searched, older]) {
      expect(storyIn(list, 90)).toMatchObject({ revision: 500, analysis_method: 'claude-haiku-4-5' });
    }
    expect(searched.observer.getCurrentResult().dataUpdatedAt).toBe(fetchedAt);

    reviseOlderPages(client, row(90, 400));
    expect(storyIn(searched, 90)?.revision).toBe(500);
    searched.unsubscribe();
    older.unsubscribe();
  });
});
