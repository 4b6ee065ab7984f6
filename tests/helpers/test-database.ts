/**
 * Test databases: an in-memory PGlite always, and a scratch database on the real Postgres
 * named by TEST_DATABASE_URL when it is set. `forEachDatabase` runs a suite on each.
 */
import { afterAll, beforeAll, describe } from 'bun:test';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { snapshotOf } from './database-snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database of the given kind; migrated unless asked not to be. */
export async function createTestDatabase(kind: DatabaseKind, { migrate = true }: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'memory', from: await snapshotOf(migrate) });
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `iw_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  const handle: DatabaseHandle = {
    ...opened,
    async close() {
      await opened.close();
      const cleanup = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  if (migrate) await migrateDatabase(handle);
  return handle;
}

/** Declares the suite once per available database, each with its own fresh database. */
export function forEachDatabase(suite: (database: () => DatabaseHandle, kind: DatabaseKind) => void) {
  for (const kind of databaseKinds) {
    describe(`on ${kind}`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.close();
      });
      suite(() => {
        if (!handle) throw new Error('test database not ready');
        return handle;
      }, kind);
    });
  }
}
