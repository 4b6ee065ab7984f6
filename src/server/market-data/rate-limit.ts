/**
 * Keeps a provider within its plan: requests wait in one queue, first in first out, and start
 * only while fewer than `perMinute` started in the last 60 seconds (and fewer than `perDay` since
 * midnight UTC). After a failure the queue pauses: until the provider's `retryAt` when it gave
 * one, else for a backoff that doubles with each failure in a row, up to a cap. Answers are
 * cached, a finished period for a day, one still open (or a quote) for a minute, and a cached
 * answer spends no request. A caller's abort takes its request out of the queue.
 */
import { type Bar, MarketDataError, type MarketDataProvider, type Quote, type Resolution } from './market-data';

const MINUTE = 60_000;
const DAY = 86_400_000;

type Limits = {
  perMinute: number;
  perDay?: number;
  /** First pause after a failure without `retryAt`; doubled per failure in a row. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * A pause longer than this (a daily allowance spent, a long backoff) fails the waiting requests
   * at once with the time the provider may be asked again, rather than holding them for hours.
   */
  maxPauseWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

type Task = { run: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void; signal?: AbortSignal };
type Cached = { value: unknown; until: number };
const MAX_CACHED = 2000;

export function withRateLimit(
  provider: MarketDataProvider,
  { perMinute, perDay, backoffMs = 5_000, maxBackoffMs = 10 * MINUTE, maxPauseWaitMs = 5 * MINUTE, now = Date.now, sleep = Bun.sleep }: Limits,
): MarketDataProvider {
  const queue: Task[] = [];
  /** Start times of the requests of the last minute, and the count of today's. */
  const started: number[] = [];
  let today = { day: -1, count: 0 };
  let pausedUntil = 0;
  let failuresInARow = 0;
  let pumping = false;
  const cache = new Map<string, Cached>();

  /** How long the head of the queue must still wait; 0 when it may start. */
  function waitMs(at: number): number {
    while (started.length > 0 && (started[0] ?? 0) <= at - MINUTE) started.shift();
    if (today.day !== Math.floor(at / DAY)) today = { day: Math.floor(at / DAY), count: 0 };
    if (perDay !== undefined && today.count >= perDay) pausedUntil = Math.max(pausedUntil, (today.day + 1) * DAY);
    const waits = [pausedUntil - at];
    if (started.length >= perMinute) waits.push((started[0] ?? at) + MINUTE - at);
    return Math.max(0, ...waits);
  }

  /** Fails every waiting request when the pause outlasts what a caller should wait. */
  function failIfPausedLong(at: number): boolean {
    if (pausedUntil - at <= maxPauseWaitMs) return false;
    const error = new MarketDataError(`${provider.id}: paused until ${new Date(pausedUntil).toISOString()}`, new Date(pausedUntil));
    for (const task of queue.splice(0)) task.reject(error);
    return true;
  }

  function settle(error: unknown) {
    if (!(error instanceof MarketDataError)) return;
    failuresInARow += 1;
    const backoff = Math.min(maxBackoffMs, backoffMs * 2 ** (failuresInARow - 1));
    pausedUntil = Math.max(pausedUntil, error.retryAt ? error.retryAt.getTime() : now() + backoff);
  }

  async function pump() {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        const wait = waitMs(now());
        if (failIfPausedLong(now())) break;
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        const task = queue.shift() as Task;
        const at = now();
        started.push(at);
        today.count += 1;
        try {
          task.resolve(await task.run());
          failuresInARow = 0;
        } catch (error) {
          settle(error);
          task.reject(error);
        }
      }
    } finally {
      pumping = false;
    }
  }

  function enqueue<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const task: Task = { run, resolve: resolve as (value: unknown) => void, reject, signal };
      signal?.addEventListener(
        'abort',
        () => {
          const index = queue.indexOf(task);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
      queue.push(task);
      void pump();
    });
  }

  async function cached<T>(key: string, ttl: (value: T) => number, run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.value as T;
    const value = await enqueue(run, signal);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, until: now() + ttl(value) });
    return value;
  }

  return {
    id: provider.id,
    description: `${provider.description}, at most ${perMinute} requests a minute${perDay === undefined ? '' : ` and ${perDay} a day`}`,
    resolutionsFor: (instrument) => provider.resolutionsFor(instrument),
    ...(provider.seriesEnd ? { seriesEnd: provider.seriesEnd.bind(provider) } : {}),
    bars(instrument: string, resolution: Resolution, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]> {
      // A period is finished once its last bar can no longer change: a minute after it for minute
      // bars, a day after it for daily ones (a session's close is settled by then).
      const settledAfter = to.getTime() + (resolution === 'minute' ? 2 * MINUTE : DAY);
      return cached(
        `bars ${instrument} ${resolution} ${from.getTime()} ${to.getTime()}`,
        () => (now() >= settledAfter ? DAY : MINUTE),
        () => provider.bars(instrument, resolution, from, to, signal),
        signal,
      );
    },
    quote(instrument: string, signal?: AbortSignal): Promise<Quote | null> {
      return cached(
        `quote ${instrument}`,
        () => MINUTE,
        () => provider.quote(instrument, signal),
        signal,
      );
    },
  };
}
