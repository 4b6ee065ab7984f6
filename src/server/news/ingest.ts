/**
 * One ingestion run: read every source, drop what is known (same url) or already carried by
 * another outlet (near-duplicate within 24 h), analyse the rest, store it, announce it. A failed
 * AI analysis is replaced by the offline one inside the analyzer; rows stored with the spec's
 * error text by earlier versions are retried on later runs.
 */
import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ANALYSIS_API_ERROR_TEXT, type AnalysisResult, type ArticleInput, serializeAnalysis } from '../../shared/analysis';
import type { Database } from '../db/client';
import { newsAnalysis, newsDuplicates } from '../db/schema';
import { log } from '../log';
import type { NewsAnalyzer } from './analyzers/news-analyzer';
import { isNearDuplicate, shingles } from './duplicates';
import { announceInsert } from './live-bus';
import { contentHashOf, type NewsItem } from './normalize';
import type { NewsSource } from './sources/source';

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_ANALYSIS_ATTEMPTS = 3;
const SOURCE_CONCURRENCY = 8;
const ANALYSIS_CONCURRENCY = 4;

export type IngestStats = {
  sources: number;
  sourcesFailed: number;
  newItems: number;
  duplicates: number;
  analysed: number;
  failed: number;
  retried: number;
  ms: number;
};

type Recent = { id: number; publisher: string | null; shingles: Set<string> };
type Pending = { item: NewsItem; shingles: Set<string>; twins: NewsItem[] };

/** Runs `task` over `items` with at most `limit` at once, keeping the order of results. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function collectAll(db: Database, sources: NewsSource[], now: Date, signal?: AbortSignal) {
  let failed = 0;
  const batches = await mapLimited(sources, SOURCE_CONCURRENCY, async (source) => {
    try {
      return await source.collect(db, now, signal);
    } catch (error) {
      signal?.throwIfAborted();
      failed++;
      log.warn('news source skipped', { source: source.id, reason: error instanceof Error ? error.message : String(error) });
      return [];
    }
  });
  return { items: batches.flat(), failed };
}

/** Items whose url was never seen, oldest first, one per url. */
async function unseen(db: Database, items: NewsItem[]): Promise<NewsItem[]> {
  const byUrl = new Map<string, NewsItem>();
  for (const item of items) if (!byUrl.has(item.url)) byUrl.set(item.url, item);
  const urls = [...byUrl.keys()];
  if (urls.length === 0) return [];
  const known = new Set<string>();
  for (let i = 0; i < urls.length; i += 500) {
    const chunk = urls.slice(i, i + 500);
    const stored = await db.select({ url: newsAnalysis.url }).from(newsAnalysis).where(inArray(newsAnalysis.url, chunk));
    const dups = await db.select({ url: newsDuplicates.url }).from(newsDuplicates).where(inArray(newsDuplicates.url, chunk));
    for (const row of [...stored, ...dups]) if (row.url) known.add(row.url);
  }
  return [...byUrl.values()].filter((item) => !known.has(item.url)).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

async function recentStories(db: Database, now: Date): Promise<Recent[]> {
  const rows = await db
    .select({ id: newsAnalysis.id, headline: newsAnalysis.headline, summary: newsAnalysis.summary, publisher: newsAnalysis.publisherName })
    .from(newsAnalysis)
    .where(gt(newsAnalysis.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)));
  return rows.map((row) => ({ id: row.id, publisher: row.publisher, shingles: shingles(row.headline, row.summary) }));
}

type Analysed = { ok: true; result: AnalysisResult } | { ok: false; error: string };

async function analyse(db: Database, analyzer: NewsAnalyzer, item: ArticleInput): Promise<Analysed> {
  try {
    const { headline, summary, content, publishedAt, publisherName, sourceDomain } = item;
    return { ok: true, result: await analyzer.analyze(db, { headline, summary, content, publishedAt, publisherName, sourceDomain }) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function analysisColumns(outcome: Analysed) {
  if (!outcome.ok) {
    return { analysis: ANALYSIS_API_ERROR_TEXT, impactScore: null, category: null, symbols: [], analysisMethod: null };
  }
  const { result } = outcome;
  return {
    analysis: serializeAnalysis(result),
    impactScore: result.impact_score === null ? null : Math.max(-1, Math.min(1, result.impact_score)),
    category: result.category,
    symbols: result.symbols,
    analysisMethod: result.method,
  };
}

/** Analyses that failed on an earlier run get another chance, a bounded number of times. */
async function retryFailed(
  db: Database,
  analyzer: NewsAnalyzer,
  now: Date,
  insertedThisRun: number[],
): Promise<{ retried: number; analysed: number }> {
  const pending = await db
    .select()
    .from(newsAnalysis)
    .where(
      and(
        eq(newsAnalysis.analysis, ANALYSIS_API_ERROR_TEXT),
        lt(newsAnalysis.analysisAttempts, MAX_ANALYSIS_ATTEMPTS),
        gt(newsAnalysis.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        insertedThisRun.length ? notInArray(newsAnalysis.id, insertedThisRun) : undefined,
      ),
    )
    .limit(20);
  let analysed = 0;
  for (const row of pending) {
    const outcome = await analyse(db, analyzer, row);
    if (outcome.ok) analysed++;
    await db
      .update(newsAnalysis)
      .set({ ...(outcome.ok ? analysisColumns(outcome) : {}), analysisAttempts: sql`${newsAnalysis.analysisAttempts} + 1` })
      .where(eq(newsAnalysis.id, row.id));
  }
  return { retried: pending.length, analysed };
}

/** `signal` stops the run between steps (and aborts feed downloads): nothing half-analysed is stored. */
export async function ingestOnce(options: {
  db: Database;
  sources: NewsSource[];
  analyzer: NewsAnalyzer;
  now?: Date;
  signal?: AbortSignal;
}): Promise<IngestStats> {
  const { db, sources, analyzer, signal } = options;
  const now = options.now ?? new Date();
  const started = performance.now();
  const collected = await collectAll(db, sources, now, signal);
  signal?.throwIfAborted();
  const fresh = await unseen(db, collected.items);

  // Same story from another outlet within 24 h: keep the earliest, count the outlet.
  const recent = await recentStories(db, now);
  const toStore: Pending[] = [];
  let duplicates = 0;
  for (const item of fresh) {
    const itemShingles = shingles(item.headline, item.summary);
    const sameStory = (publisher: string | null, other: Set<string>) =>
      publisher !== item.publisherName && isNearDuplicate(other, itemShingles);
    const stored = recent.find((story) => sameStory(story.publisher, story.shingles));
    const pending = stored ? undefined : toStore.find((entry) => sameStory(entry.item.publisherName, entry.shingles));
    if (stored) {
      await recordDuplicate(db, item, stored.id);
      duplicates++;
    } else if (pending) {
      // Its twin arrived in this same run: counted once the twin has an id.
      pending.twins.push(item);
      duplicates++;
    } else {
      toStore.push({ item, shingles: itemShingles, twins: [] });
    }
  }

  const outcomes = await mapLimited(toStore, ANALYSIS_CONCURRENCY, ({ item }) => {
    signal?.throwIfAborted();
    return analyse(db, analyzer, item);
  });
  signal?.throwIfAborted();
  let analysed = 0;
  let failed = 0;
  const inserted: number[] = [];
  for (const [index, { item, twins }] of toStore.entries()) {
    const outcome = outcomes[index] as Analysed;
    if (outcome.ok) analysed++;
    else {
      failed++;
      log.warn('analysis failed; will retry', { url: item.url, reason: outcome.error });
    }
    const [row] = await db
      .insert(newsAnalysis)
      .values({
        headline: item.headline,
        summary: item.summary,
        content: item.content,
        publishedAt: item.publishedAt,
        sourceDomain: item.sourceDomain,
        publisherName: item.publisherName,
        source: item.source,
        url: item.url,
        contentHash: contentHashOf(item.headline),
        analysisAttempts: 1,
        ...analysisColumns(outcome),
      })
      .onConflictDoNothing()
      .returning({ id: newsAnalysis.id });
    if (!row) continue;
    inserted.push(row.id);
    for (const twin of twins) await recordDuplicate(db, twin, row.id);
    await announceInsert(db, row.id);
  }

  const retry = signal?.aborted ? { retried: 0, analysed: 0 } : await retryFailed(db, analyzer, now, inserted);
  const stats: IngestStats = {
    sources: sources.length,
    sourcesFailed: collected.failed,
    newItems: toStore.length,
    duplicates,
    analysed: analysed + retry.analysed,
    failed,
    retried: retry.retried,
    ms: Math.round(performance.now() - started),
  };
  log.info('ingest run', stats);
  return stats;
}

async function recordDuplicate(db: Database, item: NewsItem, duplicateOf: number): Promise<void> {
  const [inserted] = await db
    .insert(newsDuplicates)
    .values({ url: item.url, duplicateOf, publisherName: item.publisherName })
    .onConflictDoNothing()
    .returning({ url: newsDuplicates.url });
  if (inserted) {
    await db.update(newsAnalysis).set({ outletCount: sql`${newsAnalysis.outletCount} + 1` }).where(eq(newsAnalysis.id, duplicateOf));
  }
}
