/**
 * The live bus: every new news_analysis row is announced with NOTIFY (payload: its id), and
 * each instance LISTENs once and fans the ids out to its own subscribers. Works the same on
 * Postgres and PGlite, so instances behind a load balancer all hear every insert.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { log } from '../log';

export const NEWS_INSERT_CHANNEL = 'news_analysis_insert';

export type LiveBus = {
  /** Called with the id of every inserted row, from any instance. */
  subscribe(listener: (id: number) => void): () => void;
  close(): Promise<void>;
};

export async function announceInsert(db: Database, id: number): Promise<void> {
  await db.execute(sql`select pg_notify(${NEWS_INSERT_CHANNEL}, ${String(id)})`);
}

export async function startLiveBus(database: DatabaseHandle): Promise<LiveBus> {
  const listeners = new Set<(id: number) => void>();
  const stop = await database.listen(NEWS_INSERT_CHANNEL, (payload) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    for (const listener of listeners) {
      try {
        listener(id);
      } catch (error) {
        log.error('live bus listener failed', { error });
      }
    }
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop().catch(() => {});
    },
  };
}
