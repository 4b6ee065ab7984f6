/**
 * Polls every source on its own schedule: each feed is a job of its own (lib/jobs.ts), so one
 * slow feed never delays another, and a little jitter keeps the feeds from firing together. The
 * feed itself may ask to be read less often (ttl, Cache-Control, Retry-After) or be backed off
 * after failures: feed-source.ts remembers that and skips the polls until then.
 *
 * One instance polls at a time across instances: the leader, holding the ingest advisory lock
 * (checked every few seconds); the others try to take over at the same pace, so a stopped or
 * cut-off instance is replaced within seconds, and the new poller reads at once the feeds that
 * came due meanwhile. Stops quickly: no new poll starts, and the current ones are aborted.
 */
import { advisoryLocks } from '../db/advisory-locks';
import type { DatabaseHandle } from '../db/client';
import { startJob, startLeadership } from '../lib/jobs';
import { log } from '../log';
import { metrics } from '../metrics';
import type { NewsPipeline } from './ingest';
import { planPoll } from './source-health';
import type { NewsSource } from './sources/source';

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

  async function poll(source: NewsSource, signal: AbortSignal) {
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

  const leadership = startLeadership({
    database,
    lock: advisoryLocks.ingest,
    checkEveryMs: LEADER_CHECK_MS,
    lost: 'ingest lock lost: polling paused on this instance',
    async onLead() {
      log.info('ingesting: this instance polls the news sources', { sources: sources.length, intervalSeconds: options.intervalSeconds });
      await pipeline.resumePending().catch((error: unknown) => log.warn('could not resume pending AI analyses', { error }));
    },
  });
  const feeds = sources.map((source) => {
    const everyMs = source.everySeconds ? source.everySeconds * 1000 : intervalMs;
    return startJob({
      run: (signal) => poll(source, signal),
      everyMs: () => jittered(everyMs),
      firstRunAfterMs: Math.round(Math.random() * Math.min(FIRST_POLL_SPREAD_MS, everyMs)),
      leader: leadership,
      // Only the polling instance knows when it looks next; a standby tells nothing.
      planned: (at) => planPoll(source, at),
      failure: 'news source skipped',
    });
  });

  return {
    async runNow() {
      await Promise.all(feeds.map((feed) => feed.runNow()));
    },
    async stop() {
      // Every stop aborts at once; then the waits.
      const stopped = [leadership.stop(), ...feeds.map((feed) => feed.stop())];
      pipeline.stop();
      await Promise.allSettled(stopped);
    },
  };
}
