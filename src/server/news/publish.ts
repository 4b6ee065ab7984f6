/**
 * Every change a reader should see live goes through here. In one transaction: take the
 * publish lock, write (the row takes the next revision), announce the revision on the live bus
 * (delivered at commit). The lock makes revisions commit in order across every instance, so a
 * stream that has received revision N has received every revision below it.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { advisoryLocks } from '../db/advisory-locks';
import type { Database, Executor } from '../db/client';
import { type NewNewsAnalysis, newsAnalysis, newsScoreRevisions } from '../db/schema';
import { announceRevision } from '../lib/live-bus';
import { queuedForReactions } from './reactions-queue';
import { changesSearchedText, refreshSearchStems, withSearchStems } from './search-stems';

export type Published = { id: number; revision: number };

async function takePublishLock(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.publish})`);
}

/**
 * The score history a point-in-time export reads: the stories' current score and method, at
 * the given time (the creation time for the score as published, now for a revision).
 */
async function recordScores(tx: Executor, ids: number[], recordedAt: SQL) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into ${newsScoreRevisions} (story_id, impact_score, analysis_method, recorded_at)
    select ${newsAnalysis.id}, ${newsAnalysis.impactScore}, ${newsAnalysis.analysisMethod}, ${recordedAt}
    from ${newsAnalysis} where ${inArray(newsAnalysis.id, ids)}`);
}

/**
 * Stores new stories, in the order given, and announces them in one go (one transaction, one
 * announcement: what one feed read brings reaches the screens together, in milliseconds).
 * Returns each stored story by url; a url already stored is left out.
 */
export function publishStories(db: Database, stories: NewNewsAnalysis[]): Promise<Map<string, Published>> {
  if (stories.length === 0) return Promise.resolve(new Map());
  return db.transaction(async (tx) => {
    await takePublishLock(tx);
    const rows = await tx
      .insert(newsAnalysis)
      .values(stories.map((story) => queuedForReactions(withSearchStems(story))))
      .onConflictDoNothing()
      .returning({ id: newsAnalysis.id, revision: newsAnalysis.revision, url: newsAnalysis.url });
    await recordScores(
      tx,
      rows.map((row) => row.id),
      sql`${newsAnalysis.createdAt}`,
    );
    const highest = Math.max(0, ...rows.map((row) => row.revision));
    if (highest) await announceRevision(tx, highest);
    return new Map(rows.map(({ url, id, revision }) => [url ?? '', { id, revision }]));
  });
}

/** Stores one new story and announces it; null when its url is already stored. */
export async function publishStory(db: Database, story: NewNewsAnalysis): Promise<Published | null> {
  const published = await publishStories(db, [story]);
  return published.values().next().value ?? null;
}

type Changes = { [K in keyof NewNewsAnalysis]?: NewNewsAnalysis[K] | ReturnType<typeof sql> };

/** Changes a stored story in place (a later analysis, another outlet) and announces it; null if it is gone. */
export function reviseStory(db: Database, id: number, changes: Omit<Changes, 'id' | 'revision'>): Promise<Published | null> {
  return db.transaction(async (tx) => {
    await takePublishLock(tx);
    const [row] = await tx
      .update(newsAnalysis)
      .set({ ...changes, revision: sql`nextval('news_analysis_revision_seq')` })
      .where(eq(newsAnalysis.id, id))
      .returning({ id: newsAnalysis.id, revision: newsAnalysis.revision });
    if (row && ('impactScore' in changes || 'analysisMethod' in changes)) await recordScores(tx, [row.id], sql`now()`);
    if (row && changesSearchedText(changes)) await refreshSearchStems(tx, row.id);
    if (row) await announceRevision(tx, row.revision);
    return row ?? null;
  });
}

export type StoryRevision = {
  id: number;
  changes: Omit<Changes, 'id' | 'revision'>;
  /** Applied only while this holds (the row as the caller read it); otherwise left out. */
  onlyIf?: SQL;
};

/**
 * Changes several stored stories at once (one transaction, the lock taken once, one
 * announcement for the highest revision), for jobs that revise many rows per run. Returns the
 * stories revised; those gone or no longer matching `onlyIf` are left out.
 */
export function reviseStories(db: Database, revisions: StoryRevision[]): Promise<Published[]> {
  if (revisions.length === 0) return Promise.resolve([]);
  return db.transaction(async (tx) => {
    await takePublishLock(tx);
    const revised: Published[] = [];
    for (const { id, changes, onlyIf } of revisions) {
      const [row] = await tx
        .update(newsAnalysis)
        .set({ ...changes, revision: sql`nextval('news_analysis_revision_seq')` })
        .where(and(eq(newsAnalysis.id, id), onlyIf))
        .returning({ id: newsAnalysis.id, revision: newsAnalysis.revision });
      if (row) revised.push(row);
      if (row && changesSearchedText(changes)) await refreshSearchStems(tx, row.id);
    }
    const highest = Math.max(0, ...revised.map((row) => row.revision));
    if (highest) await announceRevision(tx, highest);
    return revised;
  });
}
