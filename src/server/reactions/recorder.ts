/**
 * The reaction recorder's job: a run every few seconds (at once again after a full batch). On
 * Postgres one instance records at a time: each run first takes its turn under an advisory lock
 * held for the length of the run, and an instance that cannot have it skips its turn (so
 * providers are not asked twice, nor their limits shared between instances that do not know of
 * each other). Stops quickly: no new run starts and the current one is aborted.
 */
import { advisoryLocks } from '../db/advisory-locks';
import type { DatabaseHandle } from '../db/client';
import { startJob, takeTurn } from '../lib/jobs';
import { log } from '../log';
import type { MarketData } from '../market-data/market-data';
import { metrics } from '../metrics';
import { type ProviderPauses, REACTION_BATCH, type ReactionRun, recordDueReactions } from './record-reactions';

/** Readings are due to the minute: a run every 15 s reads each within seconds of its time. */
const RUN_EVERY_MS = 15_000;

export type ReactionRecorder = {
  /** Runs once now, after the run under way if any; null when another instance holds the turn. */
  runNow(): Promise<ReactionRun | null>;
  stop(): Promise<void>;
};

export function startReactionRecorder(options: {
  database: DatabaseHandle;
  marketData: MarketData;
  /** The clock readings are due by (tests move it). */
  now?: () => Date;
  intervalMs?: number;
  batchSize?: number;
}): ReactionRecorder {
  const { database, marketData } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? REACTION_BATCH;
  const pauses: ProviderPauses = new Map();

  const job = startJob({
    async run(signal) {
      const result = await takeTurn(database, advisoryLocks.reactions, () =>
        recordDueReactions({ db: database.db, marketData, now: now(), pauses, batchSize, signal }),
      );
      metrics.reactionRunCompleted();
      if (result?.revised) log.info('reactions recorded', { ...result });
      return result;
    },
    everyMs: options.intervalMs ?? RUN_EVERY_MS,
    again: (result) => (result?.stories ?? 0) >= batchSize,
    failure: 'reaction recorder run failed: the stories stay due',
  });
  return { runNow: job.runNow, stop: job.stop };
}
