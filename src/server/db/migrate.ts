/**
 * Applies the generated SQL migrations in drizzle/ at start. Instances that start together
 * take turns through an advisory lock, so each migration runs exactly once.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { analysisFromText } from '../../shared/analysis-text';
import { advisoryLocks } from './advisory-locks';
import type { Database, DatabaseHandle, Schema } from './client';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** How many migrations this build ships. */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config: MigrationConfig = { migrationsFolder };
  if (handle.target.kind !== 'postgres') {
    await convertAnalysisText(handle.db);
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  await handle.withDedicatedConnection(async (query) => {
    await query(`select pg_advisory_lock(${advisoryLocks.migrations})`);
    try {
      await convertAnalysisText(handle.db);
      await migratePostgres(handle.db as PostgresJsDatabase<Schema>, config);
    } finally {
      await query(`select pg_advisory_unlock(${advisoryLocks.migrations})`);
    }
  });
}

const CONVERSION_BATCH = 500;

async function analysisColumnIsText(db: Database): Promise<boolean> {
  const columns = rowsOf<{ data_type: string }>(
    await db.execute(sql`select data_type from information_schema.columns
      where table_schema = current_schema() and table_name = 'news_analysis' and column_name = 'analysis'`),
  );
  return columns[0]?.data_type === 'text';
}

/**
 * Before the analysis column becomes jsonb (drizzle/0017_analysis_as_json.sql casts it), every
 * value it holds is rewritten as the JSON of its stored analysis: our own JSON stays as it is,
 * and what earlier versions stored as text (plain text, labelled sections, other key names, the
 * docs/product.md §8 error texts) is read once by the product's text reader. In TypeScript rather than SQL so
 * that one reader does it, not a second copy of its rules in SQL. It runs only while the column
 * is text, which is once: the migration right after it ends that.
 */
async function convertAnalysisText(db: Database): Promise<void> {
  if (!(await analysisColumnIsText(db))) return;
  let afterId = 0;
  for (;;) {
    const rows = rowsOf<{ id: number | string; analysis: string }>(
      await db.execute(sql`select id, analysis from news_analysis where id > ${afterId} and analysis is not null order by id limit ${CONVERSION_BATCH}`),
    );
    if (rows.length === 0) return;
    const changed = rows.flatMap((row) => {
      const json = JSON.stringify(analysisFromText(row.analysis));
      return json === row.analysis ? [] : [{ id: row.id, json }];
    });
    await db.transaction(async (tx) => {
      for (const row of changed) await tx.execute(sql`update news_analysis set analysis = ${row.json} where id = ${row.id}`);
    });
    afterId = Number(rows.at(-1)?.id);
  }
}

/** Well inside the 1 s a load balancer's probe is given: a slower answer counts as not ready. */
const READY_CHECK_TIMEOUT_MS = 800;

/** Ready = the database answers within 800 ms and every shipped migration is applied. */
export async function isDatabaseReady(db: Database, expectedMigrations: number): Promise<boolean> {
  let timer: Timer | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  const check = db
    .execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
    .then((result) => Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0) >= expectedMigrations)
    .catch(() => false);
  try {
    return await Promise.race([check, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** postgres.js returns an array of rows, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
