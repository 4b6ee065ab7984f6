import { describe, expect, test } from 'bun:test';
import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ArchiveSearch } from '@/shared/archive';
import { ARCHIVE_PAGE_SIZE, type FeedItem, type FeedStreamEvent, isFeedReload } from '@/shared/feed';
import { queryClient as appClient } from '@/web/query-client';
import { feedItem as row } from './feed-item-fixture';
import { mergeIntoList, reloadStories } from './live-events';
import { olderStoriesOptions } from './older-stories-query';

const listKey = [['feed', 'list'], { type: 'query' }];

/** The server's stories, newest first; each revision of a story replaces the one before. */
function fakeServer(ids: number[]) {
  let stories = ids.map((id) => row(id));
  const asked = { list: 0, older: [] as ArchiveSearch[] };
  return {
    asked,
    revise: (id: number, revision: number) => {
      stories = stories.map((story) => (story.id === id ? row(id, revision, { analysis_method: 'claude-haiku-4-5' }) : story));
    },
    publish: (id: number) => {
      stories = [row(id), ...stories];
    },
    list: async (): Promise<FeedItem[]> => {
      asked.list++;
      return stories.slice(0, 50);
    },
    olderPage: async (search: ArchiveSearch): Promise<FeedItem[]> => {
      asked.older.push(search);
      return stories.filter((story) => story.id < (search.before ?? Infinity)).slice(0, search.limit ?? ARCHIVE_PAGE_SIZE);
    },
  };
}

/** A feed page as the app watches it: the list, and older pages loaded after its last story. */
async function watchFeed(server: ReturnType<typeof fakeServer>) {
  const client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
  const list = new QueryObserver(client, { queryKey: listKey, queryFn: server.list });
  const older = new InfiniteQueryObserver(client, olderStoriesOptions({ pane: 'first', criteria: null, before: 51, fetchPage: server.olderPage }));
  const stops = [list.subscribe(() => {}), older.subscribe(() => {})];
  await Promise.all([list.refetch(), older.refetch()]);
  return {
    client,
    list: () => list.getCurrentResult().data ?? [],
    olderPages: () => older.getCurrentResult().data?.pages.flat() ?? [],
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

describe('the live stream into the feed', () => {
  test('the word to read the list again reads the list and the loaded older pages again, with what the stream did not replay', async () => {
    const server = fakeServer(Array.from({ length: 100 }, (_, i) => 100 - i));
    const feed = await watchFeed(server);
    const askedBefore = { list: server.asked.list, older: server.asked.older.length };

    // Away: a story published, one shown in the list and one on an older page changed.
    server.publish(101);
    server.revise(60, 900);
    server.revise(30, 901);
    const word: FeedStreamEvent = { reload: true };
    expect(isFeedReload(word)).toBe(true);
    await reloadStories(feed.client, listKey);

    expect(server.asked.list).toBe(askedBefore.list + 1);
    expect(server.asked.older.length).toBe(askedBefore.older + 1);
    expect(feed.list()[0]?.id).toBe(101);
    expect(feed.list().find((story) => story.id === 60)?.revision).toBe(900);
    expect(feed.olderPages().find((story) => story.id === 30)?.revision).toBe(901);
    feed.stop();
  });

  test('a row goes first as a new story, keeps the time of the last fetch, and is not taken for the word to reload', async () => {
    const server = fakeServer([3, 2, 1]);
    const feed = await watchFeed(server);
    const fetchedAt = feed.client.getQueryState(listKey)?.dataUpdatedAt;
    const fresh = row(4);
    expect(isFeedReload(fresh)).toBe(false);
    expect(mergeIntoList(feed.client, listKey, fresh)).toBe(true);
    expect(mergeIntoList(feed.client, listKey, row(2, 7))).toBe(false);
    expect(feed.list().map((story) => [story.id, story.revision])).toEqual([
      [4, 4],
      [3, 3],
      [2, 7],
      [1, 1],
    ]);
    expect(feed.client.getQueryState(listKey)?.dataUpdatedAt).toBe(fetchedAt);
    expect(server.asked.list).toBe(1);
    feed.stop();
  });
});
