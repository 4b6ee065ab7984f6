import type { Env } from '../../env';
import { curatedFeeds } from './curated-feeds';
import { createDemoSource } from './demo-source';
import { createFeedSource } from './feed-source';
import type { NewsSource } from './source';

export type ConfiguredSources = {
  sources: NewsSource[];
  description: string;
  intervalSeconds: number;
  /** The sample stands in for the feeds until one of them first answers. */
  sampleStandsIn: boolean;
};

const curatedSources = (): NewsSource[] => curatedFeeds.map((feed) => createFeedSource(feed.url, feed.publisher));

/**
 * NEWS_FEEDS unset: the curated feeds, with the sample stories until one of them answers (a
 * machine without internet keeps the sample); in tests the sample alone, so no test reaches out.
 * "curated": the curated feeds alone; "sample": the sample alone; otherwise the given URLs.
 */
export function configuredSources(env: Env): ConfiguredSources {
  const feeds = env.NEWS_FEEDS ?? (env.NODE_ENV === 'test' ? 'sample' : undefined);
  if (feeds === 'sample') {
    return {
      sources: [createDemoSource(env.DEMO_PUBLISH_SECONDS)],
      description: `demo source (${env.DEMO_PUBLISH_SECONDS} s between sample stories)`,
      // The demo publishes on its own clock: look as often as it publishes.
      intervalSeconds: env.DEMO_PUBLISH_SECONDS,
      sampleStandsIn: false,
    };
  }
  if (feeds === undefined) {
    const curated = curatedSources();
    const sample = createDemoSource(env.DEMO_PUBLISH_SECONDS, { standsInFor: curated.map((source) => source.id) });
    return {
      sources: [...curated, sample],
      description: `${curatedFeeds.length} curated publisher feeds every ${env.INGEST_INTERVAL_SECONDS} s, sample stories until one answers`,
      intervalSeconds: env.INGEST_INTERVAL_SECONDS,
      sampleStandsIn: true,
    };
  }
  if (feeds === 'curated') {
    return {
      sources: curatedSources(),
      description: `${curatedFeeds.length} curated publisher feeds every ${env.INGEST_INTERVAL_SECONDS} s`,
      intervalSeconds: env.INGEST_INTERVAL_SECONDS,
      sampleStandsIn: false,
    };
  }
  return {
    // A feed of the curated list keeps its publisher's name; any other is not named on the pages.
    sources: feeds.map((url) => createFeedSource(url, curatedFeeds.find((feed) => feed.url === url)?.publisher)),
    description: `${feeds.length} configured feed(s) every ${env.INGEST_INTERVAL_SECONDS} s`,
    intervalSeconds: env.INGEST_INTERVAL_SECONDS,
    sampleStandsIn: false,
  };
}
