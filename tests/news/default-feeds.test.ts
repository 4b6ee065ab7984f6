/**
 * The default run (NEWS_FEEDS unset, outside tests) reads the curated publisher feeds. On a
 * machine without internet the sample stories stand in, the feed says so and no page names a
 * publisher; once a feed answers, the sample stories leave for good and its publisher is named,
 * by its name, never by the host it was read from.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { count, eq, inArray } from 'drizzle-orm';
import { newsAnalysis } from '@/server/db/schema';
import { ingestOnce } from '@/server/news/ingest';
import { readSourceHealth, summarizeSourceHealth } from '@/server/news/source-health';
import { configuredSources } from '@/server/news/sources/configured-sources';
import { curatedFeeds } from '@/server/news/sources/curated-feeds';
import { demoOutlets } from '@/server/news/sources/demo-items';
import { createServices, type Services } from '@/server/services';
import { fakeInternet } from '../fakes/fake-internet';
import { type FeedServer, startFeedServer } from '../fakes/feed-server';
import { callerFor, testEnv } from '../helpers/caller';
import { forEachDatabase } from '../helpers/test-database';

/** A server's configuration outside tests, with nothing about news set. */
const defaultRun = (overrides: Record<string, string> = {}) => testEnv({ NODE_ENV: 'development', ...overrides });

describe('which news the configuration reads', () => {
  test('unset outside tests: every curated feed, and the sample standing in for them', () => {
    const news = configuredSources(defaultRun());
    expect(news.sources.filter((source) => !source.sampleProgress).map((source) => source.id)).toEqual(curatedFeeds.map((feed) => feed.url));
    expect(news.sources.filter((source) => source.sampleProgress)).toHaveLength(1);
    expect(news.sampleStandsIn).toBe(true);
  });

  test('in tests, or with NEWS_FEEDS=sample, the sample stories alone; "curated" without them', () => {
    for (const env of [testEnv(), defaultRun({ NEWS_FEEDS: 'sample' })]) {
      const news = configuredSources(env);
      expect(news.sources.map((source) => source.name)).toEqual(['Sample feed']);
      expect(news.sampleStandsIn).toBe(false);
    }
    expect(configuredSources(defaultRun({ NEWS_FEEDS: 'curated' })).sources.some((source) => source.sampleProgress)).toBe(false);
  });
});

let feeds: FeedServer;
let internet: ReturnType<typeof fakeInternet>;
beforeAll(() => {
  feeds = startFeedServer();
  internet = fakeInternet();
});
afterAll(() => {
  internet.restore();
  feeds.stop();
});

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
const sampleDomains = Object.values(demoOutlets).map((outlet) => outlet.domain);

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  const start = new Date();
  const readAt = (now: Date) => ingestOnce({ db: db(), sources: services.news.sources, analyzer: services.analyzer, now });
  const sampleStories = async () => (await db().select({ n: count() }).from(newsAnalysis).where(inArray(newsAnalysis.sourceDomain, sampleDomains)))[0]?.n ?? 0;
  const summary = async (now: Date) => summarizeSourceHealth(await readSourceHealth(db(), services.news, now));
  const publishers = () => callerFor(services, db()).sources.publishers();

  test('without internet the sample stands in, the feed says so, and no publisher is named', async () => {
    internet.cutOff();
    services = createServices(defaultRun(), db());
    await readAt(start);
    expect(await sampleStories()).toBeGreaterThan(0);
    expect(await summary(start)).toEqual({ total: curatedFeeds.length, failing: curatedFeeds.length, sampleFinished: false, sampleStandingIn: true });
    expect(await publishers()).toEqual({ publishers: [], feeds: 0 });
  });

  test('once a curated feed answers, the sample stories leave for good and its publisher is named', async () => {
    const [cnbc] = curatedFeeds;
    if (!cnbc) throw new Error('no curated feed');
    internet.route(cnbc.url, feeds.url('/atom'));
    // Past the failed feeds' first backoff; the sample reads beside the feeds, and goes at its next read.
    await readAt(minutesAfter(start, 5));
    await readAt(minutesAfter(start, 6));
    expect(await sampleStories()).toBe(0);
    const real = await db().select({ publisher: newsAnalysis.publisherName }).from(newsAnalysis).where(eq(newsAnalysis.source, cnbc.url));
    expect(real.length).toBeGreaterThan(0);
    expect(new Set(real.map((story) => story.publisher))).toEqual(new Set(['CNBC']));
    expect(await summary(minutesAfter(start, 6))).toMatchObject({ sampleStandingIn: false, sampleFinished: false });
    const health = await readSourceHealth(db(), services.news);
    expect(health.find((source) => source.kind === 'sample')?.state).toBe('retired');
    expect(await publishers()).toEqual({ publishers: ['CNBC'], feeds: 1 });

    // Long after, when the sample would have published more: none comes back.
    await readAt(minutesAfter(start, 60));
    expect(await sampleStories()).toBe(0);
  });

  test('feeds of its own are counted once they answer, never named by their host', async () => {
    const answering = feeds.url('/atom');
    services = createServices(testEnv({ NEWS_FEEDS: `${answering},${feeds.url('/down')}` }), db());
    expect(await publishers()).toEqual({ publishers: [], feeds: 0 });
    await readAt(start);
    const named = await publishers();
    expect(named).toEqual({ publishers: [], feeds: 1 });
    expect(JSON.stringify(named)).not.toContain('127.0.0.1');
  });
});
