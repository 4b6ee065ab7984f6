/**
 * Every change a reader should see live goes through here. In one transaction: take the
 * publish lock, write (the row takes the next revision), announce the revision on the live bus
 * (delivered at commit). The lock makes revisions commit in order across every instance, so a
 * stream that has received revision N has received every revision below it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { type NewNewsAnalysis, newsAnalysis } from '../db/schema';
import { announceRevision } from './live-bus';

const PUBLISH_LOCK_ID = 727_003;

export type Published = { id: number; revision: number };

async function takePublishLock(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
}

/** Stores a new story and announces it; null when its url is already stored. */
export function publishStory(db: Database, values: NewNewsAnalysis): Promise<Published | null> {
  return db.transaction(async (tx) => {
    await takePublishLock(tx);
    const [row] = await tx
      .insert(newsAnalysis)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: newsAnalysis.id, revision: newsAnalysis.revision });
    if (row) await announceRevision(tx, row.revision);
    return row ?? null;
  });
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
    if (row) await announceRevision(tx, row.revision);
    return row ?? null;
  });
}
