/**
 * The job runner on a fake clock: the test moves time itself (the cadence, the delay that groups
 * signals and the waits are what is under test), and `settled()` lets the job act on what just
 * happened before the test looks. No test waits on the wall clock.
 */
import { afterEach, beforeEach, expect, jest, test } from 'bun:test';
import { createLogger, withRequestLogger } from '../log';
import { type Job, type JobOptions, type Leadership, startJob } from './jobs';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Every promise callback the job's last step queued has run (a macrotask runs after all of them). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Moves the fake clock, then lets the job act on the timers that fired. */
async function advance(ms: number) {
  jest.advanceTimersByTime(ms);
  await settled();
}

/** A signal source the test fires by hand. */
function signals() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: () => {
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

/** Runs the test ends by hand, counting starts and the most runs ever at once. */
function gatedRuns() {
  const state = { started: 0, active: 0, mostAtOnce: 0, signals: [] as AbortSignal[], finish: [] as Array<(again?: boolean) => void> };
  const run = (signal: AbortSignal) =>
    new Promise<{ again?: boolean }>((resolve) => {
      state.started += 1;
      state.active += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.active);
      state.signals.push(signal);
      state.finish.push((again) => {
        state.active -= 1;
        resolve({ again });
      });
    });
  return { state, run };
}

/** Starts a job whose log lines the test reads. */
function startLogged<T>(options: JobOptions<T>): { job: Job<T>; warnings: () => string[] } {
  const lines: Array<{ level: string; msg: string }> = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line) as { level: string; msg: string }) });
  const job = withRequestLogger(logger, () => startJob(options));
  return { job, warnings: () => lines.filter((line) => line.level === 'warn').map((line) => line.msg) };
}

test('runs at start; signals during a run queue exactly one more, never two at once; the interval catches a missed signal', async () => {
  const bus = signals();
  const { state, run } = gatedRuns();
  const job = startJob({ run, everyMs: 60_000, wakeOn: { subscribe: bus.subscribe, afterMs: 5 }, failure: 'test run failed' });
  await settled();
  expect(state.started).toBe(1);

  for (let i = 0; i < 5; i += 1) bus.fire();
  await advance(50);
  expect(state.started).toBe(1);
  state.finish.shift()?.();
  await settled();
  expect(state.started).toBe(2);
  state.finish.shift()?.();
  await settled();
  await advance(59_999);
  expect(state.started).toBe(2);

  // No signal for a minute after the last run: the interval runs the job all the same.
  await advance(1);
  expect(state.started).toBe(3);
  expect(state.mostAtOnce).toBe(1);
  state.finish.shift()?.();
  await job.stop();
});

test('signals close together are taken by one run', async () => {
  const bus = signals();
  const { state, run } = gatedRuns();
  const job = startJob({ run, everyMs: 60_000, wakeOn: { subscribe: bus.subscribe, afterMs: 100 }, failure: 'test run failed' });
  await settled();
  state.finish.shift()?.();
  await settled();

  bus.fire();
  await advance(60);
  bus.fire();
  await advance(39);
  expect(state.started).toBe(1);
  await advance(1);
  expect(state.started).toBe(2);
  state.finish.shift()?.();
  await advance(1_000);
  expect(state.started).toBe(2);
  await job.stop();
});

test('a run that left work is followed at once by another; a failed run is logged and the job goes on', async () => {
  const bus = signals();
  let calls = 0;
  const { job, warnings } = startLogged({
    run: async () => {
      calls += 1;
      if (calls === 2) throw new Error('provider down');
      return { more: calls < 3 };
    },
    everyMs: 60_000,
    again: (result) => result.more,
    wakeOn: { subscribe: bus.subscribe, afterMs: 5 },
    failure: 'test run failed',
  });
  await settled();
  // 1 asked for more, 2 failed (and so asked for nothing): the job waits for the next signal.
  expect(calls).toBe(2);
  expect(warnings()).toEqual(['test run failed']);
  bus.fire();
  await advance(5);
  expect(calls).toBe(3);
  await job.stop();
});

test('the wait is counted from the end of a run: a slow run never makes the next follow at once', async () => {
  const { state, run } = gatedRuns();
  const job = startJob({ run, everyMs: 1_000, failure: 'test run failed' });
  await settled();
  await advance(1_500);
  state.finish.shift()?.();
  await settled();
  await advance(999);
  expect(state.started).toBe(1);
  await advance(1);
  expect(state.started).toBe(2);
  state.finish.shift()?.();
  await job.stop();
});

test('runNow runs after the run under way and hands back its result or its failure; null once stopped', async () => {
  let calls = 0;
  let release = () => {};
  const firstRun = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { job, warnings } = startLogged({
    run: async () => {
      calls += 1;
      if (calls === 1) await firstRun;
      if (calls === 3) throw new Error('provider down');
      return calls;
    },
    everyMs: 60_000,
    failure: 'test run failed',
  });
  await settled();
  const second = job.runNow();
  await settled();
  expect(calls).toBe(1);
  release();
  expect(await second).toBe(2);
  await expect(job.runNow()).rejects.toThrow('provider down');
  // The caller had the failure: it is not logged as the job's own.
  expect(warnings()).toEqual([]);
  await job.stop();
  expect(await job.runNow()).toBeNull();
  expect(calls).toBe(3);
});

test('stop aborts the run under way, waits for it to end, stops listening and runs nothing after', async () => {
  const bus = signals();
  const { state, run } = gatedRuns();
  const { job, warnings } = startLogged({ run, everyMs: 20, wakeOn: { subscribe: bus.subscribe, afterMs: 5 }, failure: 'test run failed' });
  await settled();
  bus.fire();
  let stopped = false;
  const stopping = job.stop().then(() => {
    stopped = true;
  });
  expect(state.signals[0]?.aborted).toBe(true);
  await advance(10);
  expect(stopped).toBe(false);
  state.finish.shift()?.(true);
  await stopping;
  expect(bus.listening()).toBe(0);
  await advance(1_000);
  expect(state.started).toBe(1);
  expect(warnings()).toEqual([]);
});

test('a job that follows a leader stands by: a turn that falls meanwhile is taken the moment this instance leads', async () => {
  const listeners = new Set<() => void>();
  let leading = false;
  const leader: Leadership = {
    get leading() {
      return leading;
    },
    onLead(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: async () => {},
  };
  const lead = () => {
    leading = true;
    for (const listener of listeners) listener();
  };
  const plans: Array<number | null> = [];
  let runs = 0;
  const job = startJob({
    run: async () => {
      runs += 1;
    },
    everyMs: 1_000,
    firstRunAfterMs: 300,
    leader,
    planned: (at) => plans.push(at && at.getTime() - Date.now()),
    failure: 'test run failed',
  });
  // A standby tells no plan.
  expect(plans).toEqual([null]);
  await advance(10_000);
  expect(runs).toBe(0);

  lead();
  await settled();
  expect(runs).toBe(1);
  expect(plans.at(-1)).toBe(1_000);

  // Lost before the next turn: that turn waits again for the lead.
  leading = false;
  await advance(1_000);
  expect(runs).toBe(1);
  expect(plans.at(-1)).toBeNull();
  lead();
  await settled();
  expect(runs).toBe(2);
  await job.stop();
  expect(plans.at(-1)).toBeNull();
});
