/**
 * The point-in-time export: every story stored in a period (UTC days, both included), oldest
 * first, as CSV or JSON, written while it is read. Stories are read a batch at a time, each
 * batch only when the client has taken the previous one, so a year of stories never sits in
 * memory and a slow reader holds no transaction open.
 */
import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm';
import { type ExportFormat, exportFileName } from '../../shared/story-export';
import type { Database } from '../db/client';
import { newsAnalysis, newsScoreRevisions } from '../db/schema';
import { CSV_COLUMNS, csvLine, csvRows, type ExportedStory, type ScoreRevision, storyRecord } from './export-rows';
import type { ResearchPeriod } from './period';

const BATCH_SIZE = 500;
const FORMAT_VERSION = 'impactwire-story-export/1';

type ExportOptions = {
  db: Database;
  /** FEED_SOURCE_DOMAINS: the export holds what the feed shows. */
  sourceDomains: string[] | undefined;
  period: ResearchPeriod;
  format: ExportFormat;
  batchSize?: number;
  now?: Date;
};

const exportedColumns = {
  id: newsAnalysis.id,
  createdAt: newsAnalysis.createdAt,
  // The position to continue after, as text: a Date drops the microseconds.
  position: sql<string>`${newsAnalysis.createdAt}::text`,
  publishedAt: newsAnalysis.publishedAt,
  headline: newsAnalysis.headline,
  publisherName: newsAnalysis.publisherName,
  sourceDomain: newsAnalysis.sourceDomain,
  url: newsAnalysis.url,
  category: newsAnalysis.category,
  analysisMethod: newsAnalysis.analysisMethod,
  analysis: newsAnalysis.analysis,
  reactions: newsAnalysis.reactions,
};

/** The next batch of stories after `after` (created_at, id), with their score histories. */
async function readBatch(options: ExportOptions, after: { position: string; id: number } | null, limit: number) {
  const { db, period, sourceDomains } = options;
  const stories = await db
    .select(exportedColumns)
    .from(newsAnalysis)
    .where(
      and(
        gte(newsAnalysis.createdAt, period.start),
        lt(newsAnalysis.createdAt, period.end),
        sourceDomains?.length ? inArray(newsAnalysis.sourceDomain, sourceDomains) : undefined,
        after ? sql`(${newsAnalysis.createdAt}, ${newsAnalysis.id}) > (${after.position}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(newsAnalysis.createdAt), asc(newsAnalysis.id))
    .limit(limit);
  const revisions = new Map<number, ScoreRevision[]>();
  if (stories.length > 0) {
    const rows = await db
      .select({
        storyId: newsScoreRevisions.storyId,
        at: newsScoreRevisions.recordedAt,
        score: newsScoreRevisions.impactScore,
        method: newsScoreRevisions.analysisMethod,
      })
      .from(newsScoreRevisions)
      .where(
        inArray(
          newsScoreRevisions.storyId,
          stories.map((story) => story.id),
        ),
      )
      .orderBy(asc(newsScoreRevisions.storyId), asc(newsScoreRevisions.recordedAt), asc(newsScoreRevisions.id));
    for (const { storyId, ...revision } of rows) revisions.set(storyId, [...(revisions.get(storyId) ?? []), revision]);
  }
  return stories.map((story) => ({ story: story as ExportedStory & { position: string }, revisions: revisions.get(story.id) ?? [] }));
}

/** The export as a download: the body is read from the database as the client reads it. */
export function exportStories(options: ExportOptions): Response {
  const { period, format } = options;
  const limit = options.batchSize ?? BATCH_SIZE;
  const encoder = new TextEncoder();
  let after: { position: string; id: number } | null = null;
  let started = false;
  let done = false;
  let written = 0;

  const opening =
    format === 'csv'
      ? csvLine(CSV_COLUMNS)
      : `{"format":${JSON.stringify(FORMAT_VERSION)},"from":"${period.from}","to":"${period.to}","exported_at":"${(options.now ?? new Date()).toISOString()}","stories":[`;
  const closing = format === 'csv' ? '' : ']}\n';

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(opening));
          return;
        }
        if (done) return;
        const batch = await readBatch(options, after, limit);
        const last = batch.at(-1);
        let chunk = '';
        for (const { story, revisions } of batch) {
          const record = storyRecord(story, revisions);
          chunk += format === 'csv' ? csvRows(record) : `${written > 0 ? ',' : ''}\n${JSON.stringify(record)}`;
          written++;
        }
        if (last) after = { position: last.story.position, id: last.story.id };
        if (batch.length < limit) {
          done = true;
          chunk += closing;
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (done) controller.close();
      },
    },
    // Nothing is read ahead of the client: each batch waits until the previous one is taken.
    { highWaterMark: 0 },
  );

  return new Response(body, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8; header=present' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(period.from, period.to, format)}"`,
      Vary: 'Authorization',
    },
  });
}
