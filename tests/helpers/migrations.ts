/** The schema as an earlier version left it: the shipped migrations up to (not including) one of them. */
import { expect } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle, Schema } from '@/server/db/client';

/** A copy of drizzle/ whose journal ends before the migration tagged `tag`; the caller removes the folder. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync('drizzle', folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

export async function migrateTo(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.target.kind === 'postgres') await migratePostgres(handle.db as PostgresJsDatabase<Schema>, { migrationsFolder });
  else await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
}
