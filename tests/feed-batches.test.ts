/** A feed read publishes its stories in one announcement: every one of them reaches the open feeds, from the very first. */
import { expect, test } from 'bun:test';
import { createFeedHub } from '@/server/feed/feed-hub';
import { startLiveBus } from '@/server/lib/live-bus';
import { publishStories } from '@/server/news/publish';
import type { FeedItem } from '@/shared/feed';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

forEachDatabase((database) => {
  test('every story of a batch reaches the feed, on an empty database and after', async () => {
    const bus = await startLiveBus(database());
    const hub = createFeedHub(database().db, bus, undefined);
    const received: FeedItem[] = [];
    hub.subscribe((item) => received.push(item));
    try {
      const untilReceived = async (n: number) => {
        await waitFor(() => received.length >= n, { message: `${n} stories` });
        expect(received).toHaveLength(n);
      };
      // Fanning out starts after the newest revision when the hub started: publish after it read that.
      expect(await hub.ready()).toBe(true);
      await publishStories(
        database().db,
        ['A', 'B', 'C', 'D', 'E'].map((headline) => sampleStory({ headline })),
      );
      await untilReceived(5);
      await publishStories(
        database().db,
        ['F', 'G', 'H'].map((headline) => sampleStory({ headline })),
      );
      await untilReceived(8);
      expect(received.map((item) => item.headline)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    } finally {
      hub.close();
      await bus.close();
    }
  });
});
