/**
 * The runner of every background loop: news polling (one job per feed), the reaction recorder,
 * alert mails, web push and pruning. A job runs on a cadence (a wait after each run ends), sooner
 * on a signal where it listens for one (the live bus telling of a story), at once again when a
 * run says it left work, and never twice at once on this instance. Stopping aborts the run under
 * way (its signal) and starts no other. A failed run is logged and the job goes on at its next
 * turn: no error of a job ends the process.
 *
 * Across instances there are two ways to take turns: `startLeadership` elects one instance (a
 * session advisory lock, checked every few seconds) for the jobs that follow it, and `takeTurn`
 * runs one piece of work on one instance at a time (an advisory lock held by a transaction).
 */
import { sql } from 'drizzle-orm';
import type { AdvisoryLock } from '../db/advisory-locks';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/migrate';
import { log } from '../log';

export type Job<T = unknown> = {
  /** Runs once now, after the run under way if any: its result (null once stopped); its failure is the caller's. */
  runNow(): Promise<T | null>;
  /** Aborts the run under way, starts no other, and resolves once it has ended. */
  stop(): Promise<void>;
};

export type JobOptions<T> = {
  /** One run; `signal` aborts when the job stops. */
  run: (signal: AbortSignal) => Promise<T>;
  /** The wait after a run before the next (a function gives a new wait each time). */
  everyMs: number | (() => number);
  /** The wait before the first run: none by default. */
  firstRunAfterMs?: number;
  /** True when the run left more work than one run takes: the next starts at once. */
  again?: (result: T) => boolean;
  /** Signals that bring the next run forward; those within `afterMs` of the first are taken by one run. */
  wakeOn?: { subscribe: (listener: () => void) => () => void; afterMs: number };
  /** Runs only while this instance leads: a turn that falls while it stands by waits, and is taken the moment it leads. */
  leader?: Leadership;
  /** Told when the next run is planned, and null when none is (standing by, or stopped). */
  planned?: (at: Date | null) => void;
  /** The log line (a warning) of a failed run. */
  failure: string;
};

export function startJob<T>(options: JobOptions<T>): Job<T> {
  const { run, leader, planned, failure } = options;
  const everyMs = options.everyMs;
  const nextWait = typeof everyMs === 'number' ? () => everyMs : everyMs;
  const stopping = new AbortController();
  const { signal } = stopping;
  /** Every run, the loop's and runNow's, joins this chain: never two at once. */
  let turn: Promise<unknown> = Promise.resolve();
  /** The loop's run, queued or under way; a turn that comes meanwhile asks for one more after it. */
  let looping = false;
  let oneMore = false;
  let standingBy = false;
  let timer: Timer | null = null;
  let nudge: Timer | null = null;

  const inTurn = <R>(work: () => Promise<R>): Promise<R> => {
    const result = turn.then(work);
    turn = result.catch(() => {});
    return result;
  };

  function plan(ms: number) {
    timer = setTimeout(() => {
      timer = null;
      take();
    }, ms);
    planned?.(leader && !leader.leading ? null : new Date(Date.now() + ms));
  }

  /** The loop's turn: run now, or after the run under way, or once this instance leads. */
  function take() {
    if (signal.aborted) return;
    if (leader && !leader.leading) {
      standingBy = true;
      planned?.(null);
      return;
    }
    if (looping) {
      oneMore = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    looping = true;
    void inTurn(async () => {
      if (signal.aborted) return false;
      try {
        const result = await run(signal);
        return options.again?.(result) ?? false;
      } catch (error) {
        // An error caused by stopping is the stop, not a failure.
        if (!signal.aborted) log.warn(failure, { error });
        return false;
      }
    }).then((again) => {
      looping = false;
      if (signal.aborted) return;
      if (again || oneMore) {
        oneMore = false;
        take();
      } else {
        plan(nextWait());
      }
    });
  }

  const stopListening = options.wakeOn?.subscribe(() => {
    nudge ??= setTimeout(() => {
      nudge = null;
      take();
    }, options.wakeOn?.afterMs);
  });
  const stopFollowing = leader?.onLead(() => {
    if (!standingBy) return;
    standingBy = false;
    take();
  });
  if (options.firstRunAfterMs === undefined) take();
  else plan(options.firstRunAfterMs);

  return {
    runNow: () => inTurn(async () => (signal.aborted ? null : run(signal))),
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      if (nudge) clearTimeout(nudge);
      stopListening?.();
      stopFollowing?.();
      planned?.(null);
      await turn;
    },
  };
}

export type Leadership = {
  /** True while this instance holds the lead. */
  readonly leading: boolean;
  /** Calls `listener` each time this instance takes the lead; returns what stops that. */
  onLead(listener: () => void): () => void;
  /** Gives the lead up (another instance takes it at its next check) and resolves once released. */
  stop(): Promise<void>;
};

/** Waits `ms`, or less if `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
  });
}

/** A lock connection that stops answering has lost the lock as far as we can know. */
async function answersWithin<T>(check: Promise<T>, ms: number): Promise<T> {
  let timer: Timer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the lock connection does not answer')), ms);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A one-number advisory lock shows in pg_locks with its number as objid and objsubid 1. */
const holdsLock = (lock: AdvisoryLock) =>
  `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = ${lock} and objsubid = 1 and granted and pid = pg_backend_pid()) as held`;

/**
 * One instance leads at a time across instances: the one holding `lock`, a session advisory
 * lock on a connection of its own, checked every `checkEveryMs`. The others try to take it at
 * the same pace, so a stopped or cut-off leader is replaced within seconds. On the embedded
 * database one process owns the data: it leads from the start.
 */
export function startLeadership(options: {
  database: DatabaseHandle;
  lock: AdvisoryLock;
  checkEveryMs: number;
  /** Runs each time this instance takes the lead, while the jobs that follow it resume; it handles its own failures. */
  onLead: () => Promise<void>;
  /** The log line (an error: the led work pauses here) when the lock's connection fails. */
  lost: string;
}): Leadership {
  const { database, lock, checkEveryMs, onLead, lost } = options;
  let leading = false;
  const listeners = new Set<() => void>();

  async function lead() {
    leading = true;
    const started = onLead();
    for (const listener of listeners) listener();
    await started;
  }

  const leadership = (stop: () => Promise<void>): Leadership => ({
    get leading() {
      return leading;
    },
    onLead(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  });

  if (database.target.kind !== 'postgres') {
    const led = lead();
    return leadership(() => led);
  }

  // One run holds one connection, and the lock with it, for as long as that connection lasts;
  // after a failure the next run, a check period later, opens another.
  const holder = startJob({
    everyMs: checkEveryMs,
    failure: lost,
    run: async (signal) => {
      try {
        await database.withDedicatedConnection(async (query) => {
          try {
            while (!signal.aborted) {
              if (leading) {
                // Asks whether this very session holds the lock: after a lost connection the
                // query runs on a new session, and the lock went with the old one.
                const [row] = rowsOf<{ held: boolean }>(await answersWithin(query(holdsLock(lock)), checkEveryMs * 2));
                if (!row?.held) throw new Error('the lock went with a lost connection');
              } else {
                const [row] = rowsOf<{ locked: boolean }>(await query(`select pg_try_advisory_lock(${lock}) as locked`));
                if (row?.locked) await lead();
              }
              await pause(checkEveryMs, signal);
            }
          } finally {
            if (leading) {
              leading = false;
              await query(`select pg_advisory_unlock(${lock})`).catch(() => {});
            }
          }
        });
      } catch (error) {
        leading = false;
        // The lock's connection failed, and the lock with it: another instance may take over.
        if (!signal.aborted) log.error(lost, { error });
      }
    },
  });
  return leadership(() => holder.stop());
}

/**
 * Runs `work` on one instance at a time: on Postgres under `lock`, held by a transaction of its
 * own for the length of the work (the work's writes use other connections); null, without
 * running it, while another instance holds it. The embedded database has one process: the work
 * always runs.
 */
export async function takeTurn<T>(database: DatabaseHandle, lock: AdvisoryLock, work: () => Promise<T>): Promise<T | null> {
  if (database.target.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`));
    return row?.locked ? work() : null;
  });
}
