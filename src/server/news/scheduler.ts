/**
 * Polls every source on its own schedule: each feed has its own loop, so one slow feed never
 * delays another, and a little jitter keeps the feeds from firing together. The feed itself may
 * ask to be read less often (ttl, Cache-Control, Retry-After) or be backed off after failures:
 * feed-source.ts remembers that and skips the polls until then.
 *
 * One instance polls at a time across instances: the instance holding a Postgres advisory lock
 * (on a connection of its own, checked every few seconds) is the one that polls; the others
 * try to take over at the same pace, so a stopped or cut-off instance is replaced within
 * seconds, and the new poller reads at once the feeds that came due meanwhile. Stops quickly:
 * no new poll starts, and the current ones are aborted.
 */
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/migrate';
import { log } from '../log';
import { metrics } from '../metrics';
import type { NewsPipeline } from './ingest';
import { planPoll } from './source-health';
import type { NewsSource } from './sources/source';

const INGEST_LOCK_ID = 727_002;
/** A one-number advisory lock shows in pg_locks with its number as objid and objsubid 1. */
const holdsLock = `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = ${INGEST_LOCK_ID} and objsubid = 1 and granted and pid = pg_backend_pid()) as held`;
/** How often a standby instance tries to take over, and the poller checks it still holds the lock. */
export const LEADER_CHECK_MS = 5_000;
/** Each wait between two polls of a feed is its interval, up to this much shorter or longer. */
const JITTER = 0.1;
/** The first polls after a start are spread over this long. */
const FIRST_POLL_SPREAD_MS = 2_000;

export type IngestScheduler = {
  stop(): Promise<void>;
  /** Polls every source once now (the CLI and tests); resolves when done. */
  runNow(): Promise<void>;
};

export function jittered(intervalMs: number, random = Math.random()): number {
  return Math.round(intervalMs * (1 - JITTER + 2 * JITTER * random));
}

export function startIngestScheduler(options: {
  database: DatabaseHandle;
  sources: NewsSource[];
  pipeline: NewsPipeline;
  intervalSeconds: number;
}): IngestScheduler {
  const { database, sources, pipeline } = options;
  const intervalMs = options.intervalSeconds * 1000;
  const stopping = new AbortController();
  const signal = stopping.signal;
  const running = new Set<Promise<unknown>>();
  const timers = new Set<Timer>();
  let leading = false;
  /** Feeds that came due while this instance stood by: polled the moment it takes the lead. */
  const dueOnLead = new Set<NewsSource>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };

  const later = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timers.add(timer);
  };

  async function poll(source: NewsSource) {
    try {
      await pipeline.ingestSource(source, { signal });
    } catch (error) {
      if (signal.aborted) {
        log.info('ingest run aborted: the instance is stopping', { source: source.id });
        return;
      }
      metrics.ingestRunFailed();
      log.warn('news source skipped', { source: source.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  /** One feed's loop: poll, wait about one interval, poll again, while this instance leads. */
  function schedule(source: NewsSource, delayMs: number) {
    // Only the polling instance knows when it looks next; a standby tells nothing.
    planPoll(source, leading ? new Date(Date.now() + delayMs) : null);
    later(delayMs, () => {
      if (signal.aborted) return planPoll(source, null);
      if (!leading) {
        planPoll(source, null);
        dueOnLead.add(source);
        return;
      }
      void track(poll(source)).finally(() => {
        if (!signal.aborted) schedule(source, jittered(intervalMs));
      });
    });
  }

  async function lead() {
    leading = true;
    log.info('ingesting: this instance polls the news sources', { sources: sources.length, intervalSeconds: options.intervalSeconds });
    for (const source of dueOnLead) schedule(source, 0);
    dueOnLead.clear();
    await pipeline.resumePending().catch((error: unknown) => log.warn('could not resume pending AI analyses', { error }));
  }

  /** Waits `ms`, or less if the scheduler stops. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      signal.addEventListener('abort', wake);
    });

  /** A lock connection that stops answering has lost the lock as far as we can know. */
  const answersWithin = async <T>(check: Promise<T>, ms: number): Promise<T> => {
    let timer: Timer | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the lock connection does not answer')), ms);
    });
    try {
      return await Promise.race([check, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** Takes the lock when it is free and checks it is still held; polling stops the moment it is not. */
  async function holdLeadership() {
    while (!signal.aborted) {
      try {
        await database.withDedicatedConnection(async (query) => {
          try {
            while (!signal.aborted) {
              if (leading) {
                // Asks whether this very session holds the lock: after a lost connection the
                // query runs on a new session, and the lock went with the old one.
                const [row] = rowsOf<{ held: boolean }>(await answersWithin(query(holdsLock), LEADER_CHECK_MS * 2));
                if (!row?.held) throw new Error('the ingest lock went with a lost connection');
              } else {
                const [row] = rowsOf<{ locked: boolean }>(await query(`select pg_try_advisory_lock(${INGEST_LOCK_ID}) as locked`));
                if (row?.locked) await lead();
              }
              await pause(LEADER_CHECK_MS);
            }
          } finally {
            if (leading) {
              leading = false;
              await query(`select pg_advisory_unlock(${INGEST_LOCK_ID})`).catch(() => {});
            }
          }
        });
      } catch (error) {
        leading = false;
        if (signal.aborted) return;
        // The lock's connection failed, and the lock with it: another instance may take over.
        log.error('ingest lock lost: polling paused on this instance', { error });
        await pause(LEADER_CHECK_MS);
      }
    }
  }

  // Leadership: always on the embedded database (one process owns it), by advisory lock on Postgres.
  void track(database.target.kind === 'postgres' ? holdLeadership() : lead());
  for (const source of sources) schedule(source, Math.round(Math.random() * Math.min(FIRST_POLL_SPREAD_MS, intervalMs)));

  return {
    async runNow() {
      await Promise.all(sources.map((source) => track(poll(source))));
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      dueOnLead.clear();
      pipeline.stop();
      await Promise.allSettled([...running]);
    },
  };
}
