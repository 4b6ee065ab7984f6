/**
 * Polling: each feed on its own schedule (a hung feed never delays another), the publisher's
 * cache hints and Retry-After honoured, one polling instance at a time across instances, and
 * each story published on its own with the AI analysis following on the same row.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { newsAnalysis, newsSources } from '@/server/db/schema';
import { startLiveBus } from '@/server/lib/live-bus';
import type { NewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { AI_CONCURRENCY, createNewsPipeline } from '@/server/news/ingest';
import type { NewsItem } from '@/server/news/normalize';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import { jittered, LEADER_CHECK_MS, startIngestScheduler } from '@/server/news/scheduler';
import { createFeedSource, MAX_CACHE_HINT_MS } from '@/server/news/sources/feed-source';
import type { NewsSource } from '@/server/news/sources/source';
import type { ArticleInput } from '@/shared/analysis';
import { createTestDatabase, forEachDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

function item(n: number, prefix = 'story'): NewsItem {
  return {
    headline: `Chipmaker ${prefix} ${n} beats quarterly estimates as revenue jumps`,
    summary: null,
    content: null,
    url: `https://wire.test/${prefix}-${n}`,
    sourceDomain: 'wire.test',
    publisherName: `Wire ${prefix}`,
    source: 'feed',
    publishedAt: new Date(Date.now() - 60_000 + n),
  };
}

/** A source that counts its polls and yields a new story each time. */
function countingSource(id: string) {
  let polls = 0;
  const source: NewsSource = { id, collect: async () => [item(++polls, id)] };
  return { source, polls: () => polls };
}

/** A source whose download never ends until the poll is aborted. */
function hungSource(): NewsSource & { started: () => number } {
  let started = 0;
  return {
    id: 'hung',
    started: () => started,
    collect: (_db, _now, signal) => {
      started++;
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
    },
  };
}

/** An AI analyst answering at once, or once `answers` resolves; one that fails falls back to offline. */
function testAi({ fail = false, answers }: { fail?: boolean; answers?: Promise<void> } = {}): NewsAnalyzer {
  return {
    description: 'test AI',
    replacesOffline: true,
    async analyze(_db, article: ArticleInput) {
      await answers;
      if (fail) return analyzeOffline(article);
      return { ...analyzeOffline(article), method: 'test-model' };
    },
  };
}

test('each wait is the interval give or take 10 %', () => {
  expect(jittered(60_000, 0)).toBe(54_000);
  expect(jittered(60_000, 1)).toBe(66_000);
  const waits = Array.from({ length: 200 }, () => jittered(60_000));
  expect(Math.min(...waits)).toBeGreaterThanOrEqual(54_000);
  expect(Math.max(...waits)).toBeLessThanOrEqual(66_000);
  // Spread, not one value: feeds drift apart instead of firing together.
  expect(new Set(waits).size).toBeGreaterThan(100);
});

forEachDatabase((database) => {
  const db = () => database().db;

  test('a hung feed never delays another: the other keeps its own schedule, and stopping aborts the hung one', async () => {
    const fast = countingSource('fast');
    const hung = hungSource();
    const pipeline = createNewsPipeline({ db: db(), analyzer: testAi() });
    const scheduler = startIngestScheduler({ database: database(), sources: [hung, fast.source], pipeline, intervalSeconds: 1 });
    try {
      await waitFor(() => hung.started() === 1, { message: 'the hung feed to be read' });
      // While it hangs, the other feed is read again and again on its own schedule.
      const before = fast.polls();
      await waitFor(() => fast.polls() >= before + 3, { message: 'three more reads of the other feed' });
      expect(hung.started()).toBe(1);
    } finally {
      // Resolves only if the hung download is aborted: it never ends by itself.
      await scheduler.stop();
    }
  });

  test('each story is on the feed before the AI answers; the AI analysis then replaces it on the same row', async () => {
    await db().delete(newsAnalysis);
    const bus = await startLiveBus(database());
    const heard: number[] = [];
    bus.subscribe((revision) => heard.push(revision));
    const stories = Array.from({ length: 12 }, (_, n) => item(n, 'batch'));
    let answer = () => {};
    const aiAnswers = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const pipeline = createNewsPipeline({ db: db(), analyzer: testAi({ answers: aiAnswers }) });
    const stats = await pipeline.ingestSource({ id: 'batch', collect: async () => stories });
    expect(stats).toMatchObject({ newItems: 12, published: 12 });
    // All twelve are on the feed while the AI has not answered yet.
    const first = await db().select().from(newsAnalysis);
    expect(first).toHaveLength(12);
    expect(first.every((row) => row.analysisMethod === 'offline' && row.aiPending)).toBe(true);

    answer();
    await pipeline.settled();
    const after = await db().select().from(newsAnalysis);
    for (const row of after) {
      const before = first.find((r) => r.id === row.id);
      expect(row).toMatchObject({ analysisMethod: 'test-model', aiPending: false });
      expect(row.revision).toBeGreaterThan(before?.revision ?? Number.POSITIVE_INFINITY);
    }
    await waitFor(() => heard.length >= 13).catch(() => {});
    // One announcement for the read's twelve stories, then one per AI update, in order.
    expect(heard).toHaveLength(13);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
    await bus.close();
  });

  test(`the AI analyses ${AI_CONCURRENCY} stories at most at once; stop drops the waiting ones, which stay marked pending`, async () => {
    await db().delete(newsAnalysis);
    let running = 0;
    let mostAtOnce = 0;
    let started = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const analyzer: NewsAnalyzer = {
      description: 'test AI',
      replacesOffline: true,
      async analyze(_db, article: ArticleInput) {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate;
        running -= 1;
        return { ...analyzeOffline(article), method: 'test-model' };
      },
    };
    const pipeline = createNewsPipeline({ db: db(), analyzer });
    const count = AI_CONCURRENCY + 4;
    await pipeline.ingestSource({ id: 'many', collect: async () => Array.from({ length: count }, (_, n) => item(n, 'many')) });
    await waitFor(() => started === AI_CONCURRENCY, { message: 'the first analyses to start' });
    pipeline.stop();
    release();
    await pipeline.settled();
    expect({ started, mostAtOnce }).toEqual({ started: AI_CONCURRENCY, mostAtOnce: AI_CONCURRENCY });
    const rows = await db().select().from(newsAnalysis);
    expect(rows.filter((row) => row.analysisMethod === 'test-model' && !row.aiPending)).toHaveLength(AI_CONCURRENCY);
    expect(rows.filter((row) => row.analysisMethod === 'offline' && row.aiPending)).toHaveLength(count - AI_CONCURRENCY);
  });

  test('when the AI fails, the offline analysis stays and the card stops saying an AI analysis is coming', async () => {
    await db().delete(newsAnalysis);
    const pipeline = createNewsPipeline({ db: db(), analyzer: testAi({ fail: true }) });
    await pipeline.ingestSource({ id: 'one', collect: async () => [item(1, 'failing-ai')] });
    await pipeline.settled();
    const [row] = await db().select().from(newsAnalysis);
    expect(row).toMatchObject({ analysisMethod: 'offline', aiPending: false });
  });

  test('AI analyses cut off by a restart are resumed by the next instance', async () => {
    await db().delete(newsAnalysis);
    // This instance's AI never answers: it stops with both analyses in flight.
    const stopped = createNewsPipeline({ db: db(), analyzer: testAi({ answers: new Promise(() => {}) }) });
    await stopped.ingestSource({ id: 'two', collect: async () => [item(1, 'restart'), item(2, 'restart')] });
    stopped.stop();
    const next = createNewsPipeline({ db: db(), analyzer: testAi() });
    expect(await next.resumePending()).toBe(2);
    await next.settled();
    const rows = await db().select().from(newsAnalysis);
    expect(rows.every((row) => row.analysisMethod === 'test-model' && !row.aiPending)).toBe(true);
  });
});

describe('the publisher decides how often it may be read', () => {
  let handle: DatabaseHandle;
  let cacheControl = '';
  let ttl = '';
  let status = 200;
  let retryAfter = '';
  let hits = 0;
  const server = Bun.serve({
    port: 0,
    fetch() {
      hits++;
      const headers: Record<string, string> = { 'Content-Type': 'application/rss+xml' };
      if (cacheControl) headers['Cache-Control'] = cacheControl;
      if (retryAfter) headers['Retry-After'] = retryAfter;
      const body = `<?xml version="1.0"?><rss version="2.0"><channel><title>Hints</title><link>https://hints.test/</link>${ttl}<item><title>Item ${hits}</title><link>https://hints.test/${hits}</link></item></channel></rss>`;
      return new Response(status === 200 ? body : 'busy', { status, headers });
    },
  });
  const url = `http://127.0.0.1:${server.port}/feed.xml`;
  const waitOf = async (at: Date) => {
    const [state] = await handle.db.select().from(newsSources).where(eq(newsSources.id, url));
    return (state?.nextAttemptAt?.getTime() ?? at.getTime()) - at.getTime();
  };

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    server.stop(true);
    await handle.close();
  });

  test('RSS ttl, Cache-Control max-age (within a ceiling) and Retry-After each hold back the next poll', async () => {
    const source = createFeedSource(url);
    const now = new Date();

    ttl = '<ttl>5</ttl>';
    await source.collect(handle.db, now);
    expect(await waitOf(now)).toBe(5 * 60_000);
    // A poll a minute later is skipped without a request.
    const before = hits;
    expect(await source.collect(handle.db, new Date(now.getTime() + 60_000))).toEqual([]);
    expect(hits).toBe(before);

    ttl = '';
    cacheControl = 'public, max-age=120';
    const later = new Date(now.getTime() + 6 * 60_000);
    await source.collect(handle.db, later);
    expect(await waitOf(later)).toBe(120_000);

    // A day of caching asked for: read again after the ceiling all the same.
    cacheControl = 'max-age=86400';
    const evenLater = new Date(later.getTime() + 3 * 60_000);
    await source.collect(handle.db, evenLater);
    expect(await waitOf(evenLater)).toBe(MAX_CACHE_HINT_MS);

    // No hint: the next scheduled poll goes ahead.
    cacheControl = 'no-cache';
    const next = new Date(evenLater.getTime() + MAX_CACHE_HINT_MS);
    await source.collect(handle.db, next);
    expect(await waitOf(next)).toBe(0);

    // Busy, come back in ten minutes: longer than the first backoff step, so it wins.
    status = 503;
    retryAfter = '600';
    await expect(source.collect(handle.db, next)).rejects.toThrow('HTTP 503');
    expect(await waitOf(next)).toBe(600_000);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one Postgres', () => {
  test('only one instance polls; when it stops, another takes over within seconds', async () => {
    const a = await createTestDatabase('postgres');
    if (a.target.kind !== 'postgres') throw new Error('expected Postgres');
    const { openDatabase } = await import('@/server/db/client');
    const b = await openDatabase({ kind: 'postgres', url: a.target.url, maxConnections: 5 });
    const onA = countingSource('a');
    const onB = countingSource('b');
    const first = startIngestScheduler({
      database: a,
      sources: [onA.source],
      pipeline: createNewsPipeline({ db: a.db, analyzer: testAi() }),
      intervalSeconds: 1,
    });
    // A leads (it has read its feed) before B starts.
    await waitFor(() => onA.polls() > 0, { timeout: 30_000, interval: 100, message: 'a first poll by A' });
    const second = startIngestScheduler({
      database: b,
      sources: [onB.source],
      pipeline: createNewsPipeline({ db: b.db, analyzer: testAi() }),
      intervalSeconds: 1,
    });
    try {
      // A leads and polls on its interval (waited for, not timed: a busy machine polls late);
      // B, started meanwhile, never polls while A holds the lead.
      await waitFor(() => onA.polls() >= 2, { timeout: 30_000, interval: 100, message: 'two polls by A' });
      expect(onB.polls()).toBe(0);

      // B takes the lock at its next check and reads its feed at once: one check period,
      // with as much again for a loaded machine.
      await first.stop();
      const stoppedAt = performance.now();
      await waitFor(() => onB.polls() > 0, { timeout: LEADER_CHECK_MS * 3, interval: 100, message: 'a poll by B' });
      expect(performance.now() - stoppedAt).toBeLessThan(LEADER_CHECK_MS * 2);
    } finally {
      await first.stop();
      await second.stop();
      await b.close();
      await a.close();
    }
  }, 60_000);
});
