/**
 * The stems a word search reads (storyStems, src/shared/search-words.ts), kept with every story:
 * computed in TypeScript when a story is published or its text or symbols change, and filled at
 * start-up for the rows stored before the column existed (a migration's SQL cannot run the
 * stemmer).
 */
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { storyStems } from '../../shared/search-words';
import type { Database, Executor } from '../db/client';
import { type NewNewsAnalysis, newsAnalysis } from '../db/schema';

const FILL_BATCH = 500;

/** A new story with its stems. */
export const withSearchStems = (story: NewNewsAnalysis): NewNewsAnalysis => ({ ...story, searchStems: storyStems(story) });

/** The columns the stems are computed from: a change to any of them computes them again. */
export const changesSearchedText = (changes: object) => 'headline' in changes || 'summary' in changes || 'symbols' in changes;

async function storeStems(db: Executor, where: SQL | undefined, onlyMissing: boolean): Promise<{ count: number; lastId: number }> {
  const rows = await db
    .select({ id: newsAnalysis.id, headline: newsAnalysis.headline, summary: newsAnalysis.summary, symbols: newsAnalysis.symbols })
    .from(newsAnalysis)
    .where(where)
    .orderBy(asc(newsAnalysis.id))
    .limit(FILL_BATCH);
  if (rows.length === 0) return { count: 0, lastId: 0 };
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::bigint, ${storyStems(row)}::text)`),
    sql`, `,
  );
  // A row whose stems were stored meanwhile (a revision, another instance) keeps them.
  const keep = onlyMissing ? sql` and ${newsAnalysis.searchStems} is null` : sql``;
  await db.execute(sql`update ${newsAnalysis} set search_stems = v.stems from (values ${values}) as v(id, stems) where ${newsAnalysis.id} = v.id${keep}`);
  return { count: rows.length, lastId: rows.at(-1)?.id ?? 0 };
}

/** Computes a story's stems again (inside the transaction that changed it). */
export async function refreshSearchStems(tx: Executor, id: number): Promise<void> {
  await storeStems(tx, eq(newsAnalysis.id, id), false);
}

/**
 * Fills the stems of every row that has none, 500 rows a statement, and returns how many rows
 * it found without. Idempotent, and safe while stories arrive or another instance does the same.
 */
export async function fillMissingSearchStems(db: Database): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const { count, lastId } = await storeStems(db, and(isNull(newsAnalysis.searchStems), gt(newsAnalysis.id, after)), true);
    filled += count;
    after = lastId;
    if (count < FILL_BATCH) return filled;
  }
}
