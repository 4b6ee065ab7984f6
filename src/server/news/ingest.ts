/**
 * The news pipeline: read a source, drop what is known (same url) or already carried by
 * another outlet (near-duplicate within 24 h), and publish the new stories of each read as soon
 * as their offline analysis is done (well under a millisecond each), never waiting for an AI
 * answer or for another feed. With an AI
 * analyst the AI analysis follows on the same row (a few at a time) and open feeds update the
 * card in place; when the AI fails, the offline analysis stays and the failure is logged.
 * Either analysis is published with the measured "Historical patterns" line where an event study
 * covers its event type (src/server/news/event-studies/).
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import PQueue from 'p-queue';
import type { AnalysisFailure, AnalysisResult, ArticleInput } from '../../shared/analysis';
import { storedAnalysisOf } from '../../shared/stored-analysis';
import type { Database } from '../db/client';
import { newsAnalysis, newsDuplicates } from '../db/schema';
import { log } from '../log';
import { metrics } from '../metrics';
import type { NewsAnalyzer } from './analyzers/news-analyzer';
import { isNearDuplicate, shingles } from './duplicates';
import { createPatternStudies } from './event-studies/pattern-studies';
import { contentHashOf, type NewsItem } from './normalize';
import { analyzeOffline } from './offline/analyze-offline';
import { publishStories, reviseStory } from './publish';
import { reactionsDueAfterNewAnalysis } from './reactions-queue';
import type { NewsSource } from './sources/source';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** AI analyses under way at once: the first card never waits for them. */
export const AI_CONCURRENCY = 8;

export type IngestStats = {
  sources: number;
  sourcesFailed: number;
  /** New stories (another outlet's copies are counted as duplicates instead). */
  newItems: number;
  duplicates: number;
  /** Stories stored and announced. */
  published: number;
  /** Stories that could not be analysed at all; offered again at the next poll. */
  failed: number;
  ms: number;
};

export type NewsPipeline = {
  /** Reads one source; each new story is published as soon as it is analysed. Throws if the source fails. */
  ingestSource(source: NewsSource, options?: { now?: Date; signal?: AbortSignal }): Promise<IngestStats>;
  /** Queues the AI analysis again for recent stories still waiting for it (after a restart). */
  resumePending(now?: Date): Promise<number>;
  /** Resolves once every AI analysis queued so far is stored. */
  settled(): Promise<void>;
  /** Drops the queued AI analyses (their stories keep the offline one, marked pending for a later start). */
  stop(): void;
};

function toArticle(item: ArticleInput): ArticleInput {
  const { headline, summary, content, publishedAt, publisherName, sourceDomain } = item;
  return { headline, summary, content, publishedAt, publisherName, sourceDomain };
}

function analysisColumns(result: AnalysisResult) {
  return {
    analysis: storedAnalysisOf(result),
    impactScore: result.impact_score === null ? null : Math.max(-1, Math.min(1, result.impact_score)),
    category: result.category,
    symbols: result.symbols,
    analysisMethod: result.method,
  };
}

/**
 * The stories of the last 24 h as word shingles, kept in memory and topped up with the rows
 * stored since (by any instance), so each poll compares against them without re-reading the day.
 */
function recentStories(db: Database) {
  const stories = new Map<number, { publisher: string | null; shingles: Set<string>; createdAt: number }>();
  let highestId = 0;
  return {
    async refresh(now: Date) {
      const cutoff = now.getTime() - DUPLICATE_WINDOW_MS;
      const rows = await db
        .select({
          id: newsAnalysis.id,
          headline: newsAnalysis.headline,
          summary: newsAnalysis.summary,
          publisher: newsAnalysis.publisherName,
          createdAt: newsAnalysis.createdAt,
        })
        .from(newsAnalysis)
        .where(and(gt(newsAnalysis.id, highestId), gt(newsAnalysis.createdAt, new Date(cutoff))));
      for (const row of rows) this.add(row.id, row.publisher, shingles(row.headline, row.summary), row.createdAt.getTime());
      for (const [id, story] of stories) if (story.createdAt <= cutoff) stories.delete(id);
    },
    add(id: number, publisher: string | null, words: Set<string>, createdAt: number) {
      stories.set(id, { publisher, shingles: words, createdAt });
      highestId = Math.max(highestId, id);
    },
    /** The stored story another outlet already carried, if any. */
    sameStoryAs(publisher: string | null, words: Set<string>): number | null {
      for (const [id, story] of stories) if (story.publisher !== publisher && isNearDuplicate(story.shingles, words)) return id;
      return null;
    },
  };
}

/** Items whose url was never seen, oldest first, one per url. */
async function unseen(db: Database, items: NewsItem[]): Promise<NewsItem[]> {
  const byUrl = new Map<string, NewsItem>();
  for (const item of items) if (!byUrl.has(item.url)) byUrl.set(item.url, item);
  const urls = [...byUrl.keys()];
  const known = new Set<string>();
  for (let i = 0; i < urls.length; i += 500) {
    const chunk = urls.slice(i, i + 500);
    const stored = await db.select({ url: newsAnalysis.url }).from(newsAnalysis).where(inArray(newsAnalysis.url, chunk));
    const dups = await db.select({ url: newsDuplicates.url }).from(newsDuplicates).where(inArray(newsDuplicates.url, chunk));
    for (const row of [...stored, ...dups]) if (row.url) known.add(row.url);
  }
  return [...byUrl.values()].filter((item) => !known.has(item.url)).sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

export function createNewsPipeline(options: { db: Database; analyzer: NewsAnalyzer }): NewsPipeline {
  const { db, analyzer } = options;
  const recent = recentStories(db);
  // At most AI_CONCURRENCY analyses at once; `stop` drops the waiting ones, `settled` awaits the rest.
  const aiQueue = new PQueue({ concurrency: AI_CONCURRENCY });
  const patternStudies = createPatternStudies(db);

  /** As published: "Historical patterns" is the measured event study where one covers the story's event type. */
  async function withMeasuredPatterns(result: AnalysisResult): Promise<AnalysisResult> {
    const line = await patternStudies.lineFor(result).catch((error: unknown) => {
      log.warn('event study unavailable: the analysis keeps its own patterns line', { reason: error instanceof Error ? error.message : String(error) });
      return null;
    });
    return line ? { ...result, patterns: line } : result;
  }
  // Deciding "new or another outlet's copy" and storing it happen one read at a time, so two
  // feeds polled at the same moment cannot both store the same story.
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(step: () => Promise<T>): Promise<T> => {
    const result = turn.then(step);
    turn = result.catch(() => {});
    return result;
  };

  function queueAiAnalysis(id: number, article: ArticleInput) {
    aiQueue
      .add(async () => {
        let changes: Parameters<typeof reviseStory>[2] = { aiPending: false };
        try {
          const result = await analyzer.analyze(db, article);
          // The analyst fell back to offline (and logged why): the stored offline analysis stands.
          if (result.method !== 'offline') {
            const reactions = result.instruments.length ? { reactionsDueAt: reactionsDueAfterNewAnalysis } : {};
            changes = { ...analysisColumns(await withMeasuredPatterns(result)), aiPending: false, ...reactions };
          }
        } catch (error) {
          log.warn('AI analysis failed: the offline analysis stays', { id, reason: error instanceof Error ? error.message : String(error) });
        }
        await reviseStory(db, id, changes).catch((error: unknown) => log.error('could not store the AI analysis', { id, error }));
      })
      .catch((error: unknown) => log.error('AI analysis task failed', { id, error }));
  }

  async function recordDuplicate(item: NewsItem, duplicateOf: number) {
    const [inserted] = await db
      .insert(newsDuplicates)
      .values({ url: item.url, duplicateOf, publisherName: item.publisherName })
      .onConflictDoNothing()
      .returning({ url: newsDuplicates.url });
    // Open feeds see the outlet count grow.
    if (inserted) await reviseStory(db, duplicateOf, { outletCount: sql`${newsAnalysis.outletCount} + 1` });
  }

  /**
   * What one read brought, oldest first: another outlet's copy of a stored story (or of one in
   * this read) raises that story's outlet count; every other story is analysed and published.
   */
  async function publishRead(fresh: NewsItem[], now: Date, stats: IngestStats) {
    await recent.refresh(now);
    const stories: { item: NewsItem; words: Set<string>; article: ArticleInput; first: AnalysisResult }[] = [];
    const copies: { item: NewsItem; of: number | NewsItem }[] = [];
    for (const item of fresh) {
      const words = shingles(item.headline, item.summary);
      const stored = recent.sameStoryAs(item.publisherName, words);
      const inThisRead = stored === null ? stories.find((s) => s.item.publisherName !== item.publisherName && isNearDuplicate(s.words, words)) : undefined;
      if (stored !== null || inThisRead) {
        copies.push({ item, of: stored ?? (inThisRead as { item: NewsItem }).item });
        continue;
      }
      const article = toArticle(item);
      try {
        const first = await withMeasuredPatterns(analyzer.replacesOffline ? analyzeOffline(article) : await analyzer.analyze(db, article));
        stories.push({ item, words, article, first });
      } catch (error) {
        stats.failed++;
        stats.newItems++;
        log.warn('analysis failed: the story is offered again at the next poll', {
          url: item.url,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const published = await publishStories(
      db,
      stories.map(({ item, first }) => ({
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
        aiPending: analyzer.replacesOffline,
        ...analysisColumns(first),
      })),
    );
    for (const { item, words, article } of stories) {
      const row = published.get(item.url);
      if (!row) continue;
      stats.published++;
      stats.newItems++;
      recent.add(row.id, item.publisherName, words, now.getTime());
      if (analyzer.replacesOffline) queueAiAnalysis(row.id, article);
    }
    for (const { item, of } of copies) {
      const id = typeof of === 'number' ? of : published.get(of.url)?.id;
      if (id === undefined) continue;
      await recordDuplicate(item, id);
      stats.duplicates++;
    }
  }

  return {
    async ingestSource(source, { now = new Date(), signal } = {}) {
      const started = performance.now();
      const items = await source.collect(db, now, signal);
      signal?.throwIfAborted();
      const fresh = items.length ? await unseen(db, items) : [];
      const stats: IngestStats = { sources: 1, sourcesFailed: 0, newItems: 0, duplicates: 0, published: 0, failed: 0, ms: 0 };
      if (fresh.length) await oneAtATime(() => publishRead(fresh, now, stats));
      stats.ms = Math.round(performance.now() - started);
      metrics.ingestRun({ newItems: stats.newItems, duplicates: stats.duplicates, analysisFailures: stats.failed, seconds: stats.ms / 1000 });
      if (fresh.length) log.info('ingest run', { source: source.id, ...stats });
      return stats;
    },

    async resumePending(now = new Date()) {
      // Stories stored before the AI answered (the instance stopped), and rows an earlier version
      // stored as failed (the error text), within the day: analysed again.
      const rows = await db
        .select()
        .from(newsAnalysis)
        .where(
          and(
            or(eq(newsAnalysis.aiPending, true), sql`${newsAnalysis.analysis}->>'failure' = ${'api-error' satisfies AnalysisFailure}`),
            gt(newsAnalysis.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
          ),
        )
        .limit(200);
      for (const row of rows) {
        if (row.analysis?.failure === 'api-error') {
          const offline = await withMeasuredPatterns(analyzeOffline(toArticle(row)));
          await reviseStory(db, row.id, { ...analysisColumns(offline), aiPending: analyzer.replacesOffline });
        }
        if (analyzer.replacesOffline) queueAiAnalysis(row.id, toArticle(row));
        else if (row.aiPending) await reviseStory(db, row.id, { aiPending: false });
      }
      return rows.length;
    },

    settled: () => aiQueue.onIdle(),
    stop: () => aiQueue.clear(),
  };
}

/**
 * Reads every source once, each on its own (a slow or failing one never holds up another), and
 * waits for the AI analyses it started: the `ingest --once` command, the development route and tests.
 */
export async function ingestOnce(options: {
  db: Database;
  sources: NewsSource[];
  analyzer: NewsAnalyzer;
  now?: Date;
  signal?: AbortSignal;
  pipeline?: NewsPipeline;
}): Promise<IngestStats> {
  const started = performance.now();
  const pipeline = options.pipeline ?? createNewsPipeline(options);
  const runs = await Promise.all(
    options.sources.map((source) =>
      pipeline.ingestSource(source, { now: options.now, signal: options.signal }).catch((error: unknown) => {
        options.signal?.throwIfAborted();
        log.warn('news source skipped', { source: source.id, reason: error instanceof Error ? error.message : String(error) });
        return null;
      }),
    ),
  );
  await pipeline.settled();
  const total: IngestStats = { sources: options.sources.length, sourcesFailed: 0, newItems: 0, duplicates: 0, published: 0, failed: 0, ms: 0 };
  for (const run of runs) {
    if (!run) total.sourcesFailed++;
    else for (const key of ['newItems', 'duplicates', 'published', 'failed'] as const) total[key] += run[key];
  }
  total.ms = Math.round(performance.now() - started);
  return total;
}
