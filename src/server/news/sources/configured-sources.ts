import type { Env } from '../../env';
import { curatedFeeds } from './curated-feeds';
import { createDemoSource } from './demo-source';
import { createFeedSource } from './feed-source';
import type { NewsSource } from './source';

export type ConfiguredSources = { sources: NewsSource[]; description: string; intervalSeconds: number };

/** NEWS_FEEDS unset: the demo source; "curated": the bundled list; otherwise the given URLs. */
export function configuredSources(env: Env): ConfiguredSources {
  if (!env.NEWS_FEEDS) {
    return {
      sources: [createDemoSource(env.DEMO_PUBLISH_SECONDS)],
      description: `demo source (${env.DEMO_PUBLISH_SECONDS} s between sample stories)`,
      // The demo publishes on its own clock: look as often as it publishes.
      intervalSeconds: env.DEMO_PUBLISH_SECONDS,
    };
  }
  if (env.NEWS_FEEDS === 'curated') {
    return {
      sources: curatedFeeds.map((feed) => createFeedSource(feed.url, feed.publisher)),
      description: `${curatedFeeds.length} curated publisher feeds every ${env.INGEST_INTERVAL_SECONDS} s`,
      intervalSeconds: env.INGEST_INTERVAL_SECONDS,
    };
  }
  return {
    sources: env.NEWS_FEEDS.map((url) => createFeedSource(url)),
    description: `${env.NEWS_FEEDS.length} configured feed(s) every ${env.INGEST_INTERVAL_SECONDS} s`,
    intervalSeconds: env.INGEST_INTERVAL_SECONDS,
  };
}
