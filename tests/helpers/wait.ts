/**
 * Waiting in tests: poll a condition until it holds, with one generous deadline, instead of
 * sleeping a fixed time. A loaded machine then costs time, not a failure; a quiet one costs nothing.
 * This is the one module in tests/ that sleeps: between checks, and in `holdsFor`, whose window is
 * the thing under test.
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

const DEFAULT_TIMEOUT_MS = 15_000;

const describe = (message: string | (() => string)) => (typeof message === 'function' ? message() : message);

const quote = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Resolves with the first truthy value `check` returns. A check that throws counts as "not yet";
 * its last error is quoted if the deadline passes.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = DEFAULT_TIMEOUT_MS, interval = 20, message = 'condition' }: WaitOptions = {},
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
      const reason = lastError === undefined ? '' : `: last check threw ${quote(lastError)}`;
      throw new Error(`waited ${timeout} ms for ${describe(message)}${reason}`);
    }
    await Bun.sleep(interval);
  }
}

/**
 * Resolves with the promise's value, or rejects naming what was awaited once `timeout` ms have
 * passed without one: a promise that never settles fails its test with a sentence, not at the
 * runner's timeout.
 */
export function within<T>(promise: PromiseLike<T>, { timeout = DEFAULT_TIMEOUT_MS, message = 'a promise' }: Omit<WaitOptions, 'interval'> = {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${timeout} ms for ${describe(message)}`)), Math.max(0, timeout));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves with the promise's value, or with `fallback` once `ms` have passed without one. */
export function settleWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Anything that sends named events: a Node EventEmitter (a child process, a socket, a server) or a DOM EventTarget. */
type Emitter =
  | { on(event: string, listener: (...args: unknown[]) => void): unknown; off(event: string, listener: (...args: unknown[]) => void): unknown }
  | EventTarget;

/**
 * Resolves with the arguments of the next `event` the emitter sends that `accept` accepts (all of
 * them by default), or rejects once `timeout` ms have passed. Listen before causing the event:
 * `const closed = nextEvent(socket, 'close'); socket.end(); await closed;`.
 */
export function nextEvent<Args extends unknown[] = unknown[]>(
  emitter: Emitter,
  event: string,
  {
    timeout = DEFAULT_TIMEOUT_MS,
    message = `the '${event}' event`,
    accept = () => true,
  }: Omit<WaitOptions, 'interval'> & { accept?: (...args: Args) => boolean } = {},
): Promise<Args> {
  let stop = () => {};
  const heard = new Promise<Args>((resolve) => {
    const listener = (...args: Args) => {
      if (accept(...args)) resolve(args);
    };
    if ('addEventListener' in emitter) {
      const domListener = (e: Event) => listener(...([e] as Args));
      emitter.addEventListener(event, domListener);
      stop = () => emitter.removeEventListener(event, domListener);
    } else {
      const nodeListener = (...args: unknown[]) => listener(...(args as Args));
      emitter.on(event, nodeListener);
      stop = () => emitter.off(event, nodeListener);
    }
  });
  return within(heard, { timeout, message }).finally(() => stop());
}

/**
 * Checks that `check` stays truthy for the whole window of `ms` (a thing that must not happen, or
 * not yet), failing as soon as it turns false. The window is time under test: it is how long the
 * product promises to hold, not a guess at how long something takes.
 */
export async function holdsFor(
  check: () => unknown | Promise<unknown>,
  ms: number,
  { interval = 20, message = 'condition' }: Omit<WaitOptions, 'timeout'> = {},
): Promise<void> {
  const end = performance.now() + ms;
  for (;;) {
    if (!(await check())) throw new Error(`${describe(message)} stopped holding before ${ms} ms had passed`);
    const left = end - performance.now();
    if (left <= 0) return;
    await Bun.sleep(Math.min(interval, left));
  }
}

/**
 * For a fake server that hangs on purpose (a stalled API, a hung publisher): resolves when the
 * client hangs up on `request`, or after `limitMs` for a client that never does.
 */
export function untilClientHangsUp(request: Request, limitMs = 30_000): Promise<void> {
  return new Promise<void>((resolve) => {
    const limit = setTimeout(resolve, limitMs);
    request.signal.addEventListener(
      'abort',
      () => {
        clearTimeout(limit);
        resolve();
      },
      { once: true },
    );
  });
}
