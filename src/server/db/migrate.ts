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
import type { Database, DatabaseHandle, Schema } from './client';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const MIGRATION_LOCK_ID = 727_001;

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
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  await handle.withDedicatedConnection(async (query) => {
    await query(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePostgres(handle.db as PostgresJsDatabase<Schema>, config);
    } finally {
      await query(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
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
