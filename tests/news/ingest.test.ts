import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { newsAnalysis, newsDuplicates, newsSources } from '@/server/db/schema';
import { startLiveBus } from '@/server/lib/live-bus';
import type { NewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { offlineAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { ingestOnce } from '@/server/news/ingest';
import { demoItems } from '@/server/news/sources/demo-items';
import { createDemoSource, demoItemsDue } from '@/server/news/sources/demo-source';
import { createFeedSource } from '@/server/news/sources/feed-source';
import { type FeedServer, startFeedServer } from '../fakes/feed-server';
import { forEachDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

let feeds: FeedServer;
beforeAll(() => {
  feeds = startFeedServer();
});
afterAll(() => feeds.stop());

/** The offline analyzer, counting its calls; optionally failing the first N like a flaky AI. */
function countingAnalyzer(failFirst = 0) {
  const inner = offlineAnalyzer();
  const calls: string[] = [];
  const analyzer: NewsAnalyzer = {
    description: 'counting',
    replacesOffline: false,
    async analyze(db, article) {
      calls.push(article.headline);
      if (calls.length <= failFirst) throw new Error('upstream 529 overloaded');
      return inner.analyze(db, article);
    },
  };
  return { analyzer, calls };
}

forEachDatabase((database) => {
  const db = () => database().db;

  test('feeds of every kind are read, normalised, analysed and stored; a second run adds nothing', async () => {
    await db().delete(newsAnalysis);
    await db().delete(newsSources);
    const sources = ['/rss2', '/rdf', '/moved', '/latin1'].map((path) => createFeedSource(feeds.url(path)));
    const { analyzer, calls } = countingAnalyzer();
    const bus = await startLiveBus(database());
    const announced: number[] = [];
    bus.subscribe((id) => announced.push(id));

    const first = await ingestOnce({ db: db(), sources, analyzer });
    expect(first).toMatchObject({ sources: 4, sourcesFailed: 0, newItems: 4 + 2 + 2 + 1, duplicates: 0, failed: 0 });
    expect(calls).toHaveLength(9);

    const rows = await db().select().from(newsAnalysis);
    const cut = rows.find((r) => r.headline.startsWith('Central bank cuts'));
    expect(cut).toMatchObject({
      url: 'https://www.harborstreet.test/markets/cb-cuts?id=42',
      sourceDomain: 'harborstreet.test',
      publisherName: 'Harbor Street Journal — Markets',
      analysisMethod: 'offline',
    });
    expect(typeof cut?.impactScore).toBe('number');
    expect(cut?.analysis?.explanation).toBeString();
    // The redirect was followed; the Atom entry's relative link resolved against the feed.
    expect(rows.some((r) => r.url === 'https://atomwire.test/news/chipmaker-beats')).toBe(true);
    expect(rows.some((r) => r.headline === 'Zürcher Börse schließt fester')).toBe(true);

    // One announcement per read that brought stories, in order, the last one covering every row.
    await waitFor(() => announced.length >= 4).catch(() => {});
    expect(announced).toHaveLength(4);
    expect(announced).toEqual([...announced].sort((a, b) => a - b));
    expect(announced.at(-1)).toBe(Math.max(...rows.map((row) => row.revision)));

    const second = await ingestOnce({ db: db(), sources, analyzer });
    expect(second.newItems).toBe(0);
    expect(calls).toHaveLength(9);
    expect((await db().select().from(newsAnalysis)).length).toBe(9);
    // The unchanged RSS feed answered 304 to the conditional GET.
    expect(feeds.conditionalHits).toContain('/rss2');
    await bus.close();
  });

  test('the same story from a second outlet is not analysed again; the outlets are counted', async () => {
    await db().delete(newsAnalysis);
    await db().delete(newsSources);
    const { analyzer, calls } = countingAnalyzer();
    await ingestOnce({ db: db(), sources: [createFeedSource(feeds.url('/rss2'))], analyzer });
    feeds.bumpRss2();
    const before = calls.length;
    const stats = await ingestOnce({ db: db(), sources: [createFeedSource(feeds.url('/second-outlet'))], analyzer });
    expect(stats).toMatchObject({ newItems: 1, duplicates: 1 });
    expect(calls.slice(before)).toEqual(['Shipping rates climb on Red Sea detours']);
    const [kept] = await db().select().from(newsAnalysis).where(eq(newsAnalysis.url, 'https://www.harborstreet.test/markets/cb-cuts?id=42'));
    expect(kept?.outletCount).toBe(2);
    const [dup] = await db()
      .select()
      .from(newsDuplicates)
      .where(eq(newsDuplicates.duplicateOf, kept?.id ?? -1));
    expect(dup?.url).toBe('https://quayside.test/2026/11/central-bank-cuts');
    // Seen again later: not counted twice.
    await ingestOnce({ db: db(), sources: [createFeedSource(feeds.url('/second-outlet'))], analyzer });
    const [again] = await db()
      .select()
      .from(newsAnalysis)
      .where(eq(newsAnalysis.id, kept?.id ?? -1));
    expect(again?.outletCount).toBe(2);
  });

  test('malformed, unreachable, slow and oversized feeds are skipped with a reason; the others go on', async () => {
    await db().delete(newsAnalysis);
    await db().delete(newsSources);
    // Long enough for a loaded machine to answer the quick feeds; the slow one never answers.
    const limits = { timeoutMs: 2_000, maxBytes: 200_000 };
    const bad = ['/malformed', '/down', '/slow', '/huge', '/nowhere'].map((path) => createFeedSource(feeds.url(path), undefined, limits));
    const good = createFeedSource(feeds.url('/rdf'), undefined, limits);
    const { analyzer } = countingAnalyzer();
    const stats = await ingestOnce({ db: db(), sources: [...bad, good], analyzer });
    expect(stats.sourcesFailed).toBe(5);
    expect(stats.newItems).toBe(2);
    const states = await db().select().from(newsSources);
    const reason = (path: string) => states.find((s) => s.id === feeds.url(path))?.lastError ?? '';
    expect(reason('/malformed')).toMatch(/malformed XML/);
    expect(reason('/down')).toBe('HTTP 503');
    expect(reason('/slow')).toMatch(/timed out/);
    expect(reason('/huge')).toMatch(/too large|larger than/);
    expect(reason('/nowhere')).toBe('HTTP 404');

    // Backoff: a failed source is not fetched again straight away.
    const hits = feeds.hits('/down');
    await ingestOnce({ db: db(), sources: bad, analyzer });
    expect(feeds.hits('/down')).toBe(hits);
    const [down] = await db()
      .select()
      .from(newsSources)
      .where(eq(newsSources.id, feeds.url('/down')));
    expect(down?.consecutiveFailures).toBe(1);
    expect(down?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
  }, 60_000);

  test('a story whose analysis fails is not stored half-done: the next poll offers it again', async () => {
    await db().delete(newsAnalysis);
    await db().delete(newsSources);
    const { analyzer } = countingAnalyzer(2);
    const source = createFeedSource(feeds.url('/rdf'));
    const first = await ingestOnce({ db: db(), sources: [source], analyzer });
    expect(first).toMatchObject({ newItems: 2, published: 0, failed: 2 });
    expect(await db().select().from(newsAnalysis)).toHaveLength(0);

    // The feed has not changed (304), but the stories are still unseen: a new fetch brings them.
    await db().update(newsSources).set({ etag: null, lastModified: null });
    const second = await ingestOnce({ db: db(), sources: [source], analyzer });
    expect(second).toMatchObject({ newItems: 2, published: 2, failed: 0 });
    const rows = await db().select().from(newsAnalysis);
    expect(rows.every((row) => row.analysis !== null && !row.analysis.failure && row.analysisMethod === 'offline')).toBe(true);
  });

  test('the demo source: a first batch of 12, then one per interval, every category, no outlet twice for one story', async () => {
    await db().delete(newsAnalysis);
    await db().delete(newsSources);
    await db().delete(newsSources);
    const demo = createDemoSource(45);
    const { analyzer } = countingAnalyzer();
    const start = new Date();
    await ingestOnce({ db: db(), sources: [demo], analyzer, now: start });
    expect((await db().select().from(newsAnalysis)).length).toBe(12 - 1); // one of the twelve is the ECB story's twin

    await ingestOnce({ db: db(), sources: [demo], analyzer, now: new Date(start.getTime() + 46_000) });
    expect((await db().select().from(newsAnalysis)).length).toBe(12);
    expect(demoItemsDue(45_000 * 10, 45)).toBe(22);

    // Half an hour later the feed has moved on: more stories, many kinds of news, currency pairs among the symbols.
    await db().update(newsSources).set({ startedAt: sql`now() - interval '30 minutes'` });
    await ingestOnce({ db: db(), sources: [demo], analyzer });
    const rows = await db().select().from(newsAnalysis);
    expect(demoItems.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeGreaterThan(25);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.symbols.some((s) => s.includes('/')))).toBe(true);
  });
});
