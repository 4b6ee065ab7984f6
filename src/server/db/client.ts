/**
 * Opens the database: Postgres through postgres.js when a URL is given, otherwise an embedded
 * PGlite (on disk under a data directory, or in memory for tests). Both give the same Drizzle
 * API, so nothing above this file knows which one runs.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: use-cases accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/**
 * `memory`: an embedded database in memory, for tests and benches; `from` starts it from a
 * snapshot (`DatabaseHandle.snapshot`) instead of an empty cluster, which is several times
 * cheaper than creating the cluster anew.
 */
export type DatabaseTarget = { kind: 'postgres'; url: string; maxConnections?: number } | { kind: 'pglite'; dataDir: string } | { kind: 'memory'; from?: Blob };

export type DatabaseHandle = {
  db: Database;
  target: DatabaseTarget;
  /** One line for the start-up log, without credentials. */
  description: string;
  /**
   * Runs raw statements on a connection of their own, outside the pool (advisory locks need
   * one). If that connection is lost, the next statement runs on a new session: what the old
   * session held, such as a lock, is gone, so a holder checks for it rather than assume it.
   */
  withDedicatedConnection<T>(fn: (query: (text: string) => Promise<unknown>) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; resolves to a function that stops listening. `onListen` runs each
   * time the channel is listened to again after a lost connection: what was announced in
   * between was missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  /** The embedded database's files as a tarball, to start a `memory` database from; null on Postgres. */
  snapshot(): Promise<Blob | null>;
  close(): Promise<void>;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target);
  return openPglite(target);
}

/**
 * While Postgres is unreachable, a query should fail at once (the request gets a 503) rather
 * than wait in a queue: connection attempts give up after a few seconds, and are retried
 * within half a second instead of postgres.js's default backoff of up to 20 s, during which
 * queries queue and the LISTEN connection (live feed) stays down after Postgres is back.
 */
const CONNECT_TIMEOUT_S = 2;
const reconnectDelayS = (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5);

function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): DatabaseHandle {
  const options = {
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectDelayS,
    onnotice: () => {},
    connection: { application_name: 'impactwire' },
  };
  const client = postgres(target.url, { ...options, max: target.maxConnections ?? 10 });
  const db = drizzlePostgres({ client, schema });
  const url = new URL(target.url);
  return {
    db,
    target,
    description: `Postgres at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    // A one-connection client rather than postgres.js's `reserve()`: a reserved connection
    // whose socket closed stays pinned, and the next statement on it throws from a timer, out
    // of every try/catch, and ends the process (porsager/postgres#1208). A client of its own
    // reconnects like any pool.
    async withDedicatedConnection(fn) {
      const dedicated = postgres(target.url, { ...options, max: 1 });
      try {
        return await fn((text) => dedicated.unsafe(text));
      } finally {
        await dedicated.end({ timeout: 2 });
      }
    },
    async listen(channel, onPayload, onListen) {
      // postgres.js calls this on the first LISTEN too; only the later ones mean a reconnect.
      let listened = false;
      const { unlisten } = await client.listen(channel, onPayload, () => {
        if (listened) onListen?.();
        listened = true;
      });
      return unlisten;
    },
    snapshot: async () => null,
    // Requests have finished by now (shutdown stops the server first): a short grace keeps the
    // whole shutdown within its 8 s, even for a pool that lived through an outage.
    close: () => client.end({ timeout: 2 }),
  };
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' | 'memory' }>): Promise<DatabaseHandle> {
  let client: PGlite;
  let description: string;
  let unlock = () => {};
  if (target.kind === 'pglite') {
    const dir = resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    client = await PGlite.create(dir).catch((error: unknown) => {
      unlock();
      throw error;
    });
    description = `embedded PGlite at ${target.dataDir}`;
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : {});
    description = 'embedded PGlite in memory';
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    target,
    description,
    // PGlite is a single connection already.
    withDedicatedConnection: (fn) => fn((text) => client.exec(text)),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    snapshot: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      unlock();
    },
  };
}
