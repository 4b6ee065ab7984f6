/**
 * Snapshots of an embedded database, empty or migrated, for tests. Creating an embedded cluster
 * costs several seconds of CPU; starting one from a snapshot a fraction of that. Every test
 * process shares one snapshot per migration state, kept in the temporary directory under a name
 * that changes with the migrations and the PGlite release.
 *
 *   bun tests/helpers/database-snapshot.ts   makes the snapshots (test:all, before the suites)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

const snapshotKey = (() => {
  const hash = createHash('sha256');
  const migrations = join(import.meta.dir, '../../drizzle');
  for (const name of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(migrations, name)));
  }
  hash.update(readFileSync(join(import.meta.dir, '../../node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
})();
const snapshots = new Map<boolean, Promise<Blob>>();

export function snapshotOf(migrated: boolean): Promise<Blob> {
  let snapshot = snapshots.get(migrated);
  if (!snapshot) {
    snapshot = readOrMakeSnapshot(snapshotFile(migrated), migrated);
    snapshots.set(migrated, snapshot);
  }
  return snapshot;
}

async function readOrMakeSnapshot(file: string, migrated: boolean): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase({ kind: 'memory' });
    if (migrated) await migrateDatabase(handle);
    const snapshot = await handle.snapshot();
    await handle.close();
    if (!snapshot) throw new Error('an embedded database gave no snapshot');
    // Written whole, then renamed: a process beside this one reads all of it or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    return snapshot;
  }
}

const snapshotFile = (migrated: boolean) => join(tmpdir(), `impactwire-test-db-${snapshotKey}-${migrated ? 'migrated' : 'empty'}.tar`);

/**
 * A new temporary directory holding a migrated embedded database, as a server's DATA_DIR: the
 * server starts without creating a cluster. The first start on an empty DATA_DIR keeps its own
 * test (main-process.test.ts).
 */
export async function seededDataDir(prefix: string): Promise<string> {
  await snapshotOf(true);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const tar = spawnSync('tar', ['-xf', snapshotFile(true), '-C', dir], { encoding: 'utf8' });
  if (tar.status !== 0) throw new Error(`could not unpack the database snapshot: ${tar.stderr}`);
  return dir;
}

if (import.meta.main) await Promise.all([snapshotOf(true), snapshotOf(false)]);
