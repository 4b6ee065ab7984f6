/**
 * Runs ingestion on an interval. One run at a time in this process, and one instance at a
 * time across instances (a Postgres advisory lock held for the run). Stops quickly: no new
 * run starts, and the current one is aborted (a slow feed must not hold up a shutdown).
 */
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/migrate';
import { log } from '../log';
import type { NewsAnalyzer } from './analyzers/news-analyzer';
import { ingestOnce } from './ingest';
import type { NewsSource } from './sources/source';

const INGEST_LOCK_ID = 727_002;

export type IngestScheduler = { stop(): Promise<void>; runNow(): Promise<void> };

export function startIngestScheduler(options: {
  database: DatabaseHandle;
  sources: NewsSource[];
  analyzer: NewsAnalyzer;
  intervalSeconds: number;
}): IngestScheduler {
  const { database, sources, analyzer } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();
  const signal = stopping.signal;

  async function runLocked() {
    if (database.target.kind !== 'postgres') {
      await ingestOnce({ db: database.db, sources, analyzer, signal });
      return;
    }
    await database.withDedicatedConnection(async (query) => {
      const [row] = rowsOf<{ locked: boolean }>(await query(`select pg_try_advisory_lock(${INGEST_LOCK_ID}) as locked`));
      if (!row?.locked) {
        log.debug('ingest skipped: another instance is ingesting');
        return;
      }
      try {
        await ingestOnce({ db: database.db, sources, analyzer, signal });
      } finally {
        await query(`select pg_advisory_unlock(${INGEST_LOCK_ID})`);
      }
    });
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    // The previous run is still going: this tick is skipped, not queued.
    if (running) return running;
    running = runLocked()
      .catch((error: unknown) => {
        if (signal.aborted) log.info('ingest run aborted: the instance is stopping');
        else log.error('ingest run failed', { error });
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const first = setTimeout(() => void tick(), 500);
  const interval = setInterval(() => void tick(), options.intervalSeconds * 1000);

  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      stopping.abort();
      await running;
    },
  };
}
