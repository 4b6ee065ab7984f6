/**
 * The reaction recorder's loop: a run every few seconds (at once again after a full batch).
 * On Postgres one instance records at a time: each run first takes an advisory lock for the
 * length of the run, and an instance that cannot have it skips its turn (so providers are not
 * asked twice, nor their limits shared between instances that do not know of each other).
 * Stops quickly: no new run starts and the current one is aborted.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/migrate';
import { log } from '../log';
import type { MarketData } from '../market-data/market-data';
import { metrics } from '../metrics';
import { type ProviderPauses, REACTION_BATCH, type ReactionRun, recordDueReactions } from './record-reactions';

const RECORDER_LOCK_ID = 727_004;
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
  const stopping = new AbortController();
  const pauses: ProviderPauses = new Map();
  let turn: Promise<unknown> = Promise.resolve();
  let timer: Timer | null = null;

  const record = () => recordDueReactions({ db: database.db, marketData, now: now(), pauses, batchSize, signal: stopping.signal });

  /** One run, under the lock on Postgres (held by its own transaction; the writes use other connections). */
  async function runOnce(): Promise<ReactionRun | null> {
    if (database.target.kind !== 'postgres') return record();
    return database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RECORDER_LOCK_ID}) as locked`));
      return row?.locked ? record() : null;
    });
  }

  const runNow = (): Promise<ReactionRun | null> => {
    const run = turn.then(async () => {
      if (stopping.signal.aborted) return null;
      const result = await runOnce();
      metrics.reactionRunCompleted();
      if (result?.revised) log.info('reactions recorded', { ...result });
      return result;
    });
    turn = run.catch(() => {});
    return run;
  };

  function schedule(delayMs: number) {
    timer = setTimeout(async () => {
      timer = null;
      let full = false;
      try {
        full = ((await runNow())?.stories ?? 0) >= batchSize;
      } catch (error) {
        if (!stopping.signal.aborted) log.warn('reaction recorder run failed: the stories stay due', { error });
      }
      if (!stopping.signal.aborted) schedule(full ? 0 : (options.intervalMs ?? RUN_EVERY_MS));
    }, delayMs);
  }
  schedule(0);

  return {
    runNow,
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      await turn;
    },
  };
}
