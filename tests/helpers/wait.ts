/**
 * Waiting in tests: poll a condition until it holds, with one generous deadline, instead of
 * sleeping a fixed time. A loaded machine then costs time, not a failure; a quiet one costs nothing.
 */

export type WaitOptions = {
  /** Milliseconds before giving up; generous, since it only matters when something is wrong. */
  timeout?: number;
  /** Milliseconds between checks. */
  interval?: number;
  /** What was awaited, for the error when it never happens (a function to describe the state at that moment). */
  message?: string | (() => string);
};

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Resolves with the first truthy value `check` returns. A check that throws counts as "not yet";
 * its last error is quoted if the deadline passes.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 15_000, interval = 20, message = 'condition' }: WaitOptions = {},
): Promise<Truthy<T>> {
  const deadline = performance.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() >= deadline) {
      const reason = lastError === undefined ? '' : `: last check threw ${lastError instanceof Error ? lastError.message : String(lastError)}`;
      throw new Error(`waited ${timeout} ms for ${typeof message === 'function' ? message() : message}${reason}`);
    }
    await Bun.sleep(interval);
  }
}

/** Resolves with the promise's value, or with `fallback` once `ms` have passed without one. */
export function settleWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
