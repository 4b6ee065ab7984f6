/**
 * A background job that runs at start, on an interval, and soon after each signal (the live
 * bus telling of a story), never twice at once on this instance: a signal during a run queues
 * one more run after it. The interval catches a signal that was missed.
 */
import { log } from '../log';

export type SignalledJob = { stop(): Promise<void> };

type Options = {
  /** One run; `again: true` asks for another at once (more work was left than one run takes). */
  run: () => Promise<{ again?: boolean } | undefined>;
  everyMs: number;
  /** Signals within this delay are taken by one run (a feed read publishes several stories in a row). */
  afterSignalMs: number;
  subscribe: (listener: () => void) => () => void;
  /** The log line of a failed run; the job goes on at the next signal or interval. */
  failure: string;
};

export function startSignalledJob({ run: runOnce, everyMs, afterSignalMs, subscribe, failure }: Options): SignalledJob {
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;
  let nudge: Timer | null = null;

  const run = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = runOnce()
      .then(
        (result) => {
          if (result?.again) runAgain = true;
        },
        (error: unknown) => log.warn(failure, { error }),
      )
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          run();
        }
      });
  };

  const every = setInterval(run, everyMs);
  const stopListening = subscribe(() => {
    nudge ??= setTimeout(() => {
      nudge = null;
      run();
    }, afterSignalMs);
  });
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(every);
      if (nudge) clearTimeout(nudge);
      stopListening();
      await running;
    },
  };
}
