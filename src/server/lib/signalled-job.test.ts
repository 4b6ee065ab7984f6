import { expect, test } from 'bun:test';
import { startSignalledJob } from './signalled-job';

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

/** A run the test finishes by hand, counting starts and the most runs ever at once. */
function gatedRuns() {
  const state = { started: 0, active: 0, mostAtOnce: 0, finish: [] as Array<(again?: boolean) => void> };
  const run = () =>
    new Promise<{ again?: boolean }>((resolve) => {
      state.started += 1;
      state.active += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.active);
      state.finish.push((again) => {
        state.active -= 1;
        resolve({ again });
      });
    });
  return { state, run };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

test('runs at start; signals during a run queue exactly one more, never two at once', async () => {
  const bus = signals();
  const { state, run } = gatedRuns();
  const job = startSignalledJob({ run, everyMs: 60_000, afterSignalMs: 5, subscribe: bus.subscribe, failure: 'test run failed' });
  expect(state.started).toBe(1);
  for (let i = 0; i < 5; i += 1) bus.fire();
  await tick(30);
  expect(state.started).toBe(1);
  state.finish.shift()?.();
  await tick();
  expect(state.started).toBe(2);
  state.finish.shift()?.();
  await tick(30);
  expect(state.started).toBe(2);
  expect(state.mostAtOnce).toBe(1);
  await job.stop();
});

test('a run that left work asks for another at once; a failed run does not stop the job', async () => {
  const bus = signals();
  let calls = 0;
  const job = startSignalledJob({
    run: async () => {
      calls += 1;
      if (calls === 2) throw new Error('provider down');
      return { again: calls < 3 };
    },
    everyMs: 60_000,
    afterSignalMs: 5,
    subscribe: bus.subscribe,
    failure: 'test run failed',
  });
  await tick(10);
  // 1 asked for more, 2 failed (and so asked for nothing): the job waits for the next signal.
  expect(calls).toBe(2);
  bus.fire();
  await tick(30);
  expect(calls).toBe(3);
  await job.stop();
});

test('stop waits for the run under way, stops listening and runs nothing after', async () => {
  const bus = signals();
  const { state, run } = gatedRuns();
  const job = startSignalledJob({ run, everyMs: 20, afterSignalMs: 5, subscribe: bus.subscribe, failure: 'test run failed' });
  bus.fire();
  let stopped = false;
  const stopping = job.stop().then(() => {
    stopped = true;
  });
  await tick(10);
  expect(stopped).toBe(false);
  state.finish.shift()?.(true);
  await stopping;
  expect(bus.listening()).toBe(0);
  await tick(60);
  expect(state.started).toBe(1);
});
