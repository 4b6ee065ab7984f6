import { describe, expect, test } from 'bun:test';
import { waitFor } from '../../../tests/helpers/wait';
import { MarketDataError, type MarketDataProvider } from './market-data';
import { withRateLimit } from './rate-limit';

const T0 = Date.parse('2024-03-08T14:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A controlled clock: `sleep` advances it at once (auto), or when the test wakes the sleeper. */
function controlledClock({ auto }: { auto: boolean }) {
  let now = T0;
  const sleepers: (() => void)[] = [];
  return {
    now: () => now,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          now += ms;
          resolve();
        };
        if (auto) wake();
        else sleepers.push(wake);
      }),
    wake: () => sleepers.shift()?.(),
    /** Sleepers waiting for the test to wake them. */
    sleeping: () => sleepers.length,
  };
}

/** A provider that records when (on the clock) each instrument was asked for, and may fail. */
function recordingProvider(now: () => number, fail: (call: number) => MarketDataError | null = () => null) {
  const calls: { instrument: string; at: number }[] = [];
  const provider: MarketDataProvider = {
    id: 'recording',
    description: 'Recording provider',
    resolutionsFor: () => ['minute', 'day'],
    async bars(instrument, _resolution, _from, to) {
      calls.push({ instrument, at: now() - T0 });
      const error = fail(calls.length);
      if (error) throw error;
      return [{ at: to, close: 100 }];
    },
    async quote(instrument) {
      calls.push({ instrument, at: now() - T0 });
      return { price: 100, at: new Date(now()) };
    },
  };
  return { provider, calls };
}

const from = new Date(T0 - 30 * MINUTE);
const to = new Date(T0 - 15 * MINUTE);

describe('rate limit', () => {
  test('never more than the limit in any rolling minute, first in first out', async () => {
    const clock = controlledClock({ auto: true });
    const { provider, calls } = recordingProvider(clock.now);
    const limited = withRateLimit(provider, { perMinute: 8, now: clock.now, sleep: clock.sleep });
    const instruments = Array.from({ length: 20 }, (_, index) => `I${index}`);
    await Promise.all(instruments.map((instrument) => limited.bars(instrument, 'minute', from, to)));
    expect(calls.map((call) => call.instrument)).toEqual(instruments);
    expect(calls.map((call) => call.at / MINUTE)).toEqual([...Array(8).fill(0), ...Array(8).fill(1), ...Array(4).fill(2)]);
    for (const call of calls) expect(calls.filter((other) => other.at >= call.at && other.at < call.at + MINUTE).length).toBeLessThanOrEqual(8);
    expect(limited.description).toBe('Recording provider, at most 8 requests a minute');
  });

  test('after a 429 the queue waits until the time the provider gave', async () => {
    const clock = controlledClock({ auto: true });
    const { provider, calls } = recordingProvider(clock.now, (call) =>
      call === 1 ? new MarketDataError('credits spent (429)', new Date(T0 + 45 * SECOND)) : null,
    );
    const limited = withRateLimit(provider, { perMinute: 8, now: clock.now, sleep: clock.sleep });
    const results = await Promise.allSettled(['A', 'B', 'C'].map((instrument) => limited.bars(instrument, 'minute', from, to)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(calls.map((call) => [call.instrument, call.at / SECOND])).toEqual([
      ['A', 0],
      ['B', 45],
      ['C', 45],
    ]);
  });

  test('failures in a row back off exponentially, up to the cap', async () => {
    const clock = controlledClock({ auto: true });
    const { provider, calls } = recordingProvider(clock.now, (call) => (call <= 4 ? new MarketDataError('HTTP 502') : null));
    const limited = withRateLimit(provider, { perMinute: 100, backoffMs: 5 * SECOND, maxBackoffMs: 15 * SECOND, now: clock.now, sleep: clock.sleep });
    await Promise.allSettled(['A', 'B', 'C', 'D', 'E', 'F'].map((instrument) => limited.bars(instrument, 'minute', from, to)));
    // Pauses of 5, 10, 15 (capped) and 15 s after the four failures; none after the success.
    expect(calls.map((call) => call.at / SECOND)).toEqual([0, 5, 15, 30, 45, 45]);
  });

  test('cached answers spend no request; a finished period is kept longer than an open one', async () => {
    const clock = controlledClock({ auto: true });
    const { provider, calls } = recordingProvider(clock.now);
    const limited = withRateLimit(provider, { perMinute: 2, now: clock.now, sleep: clock.sleep });
    const open = new Date(T0 + 10 * MINUTE);
    await Promise.all([limited.bars('A', 'minute', from, to), limited.bars('B', 'minute', from, open)]);
    for (let i = 0; i < 5; i += 1) await limited.bars('A', 'minute', from, to);
    await limited.bars('C', 'minute', from, to);
    // Two requests at 0; the five repeats were answered from the cache; C waited for the next minute.
    expect(calls.map((call) => [call.instrument, call.at / MINUTE])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 1],
    ]);
    await limited.bars('A', 'minute', from, to);
    await limited.bars('B', 'minute', from, open);
    // A minute later the open period is asked again, the finished one is not.
    expect(calls.map((call) => call.instrument)).toEqual(['A', 'B', 'C', 'B']);
  });

  test('an aborted request leaves the queue and is never sent', async () => {
    const clock = controlledClock({ auto: false });
    const { provider, calls } = recordingProvider(clock.now);
    const limited = withRateLimit(provider, { perMinute: 1, now: clock.now, sleep: clock.sleep });
    const controller = new AbortController();
    const first = limited.quote('A');
    const second = limited.quote('B', controller.signal);
    const third = limited.quote('C');
    await waitFor(() => clock.sleeping() === 1, { message: 'the queue to wait for the next minute' });
    expect(calls.map((call) => call.instrument)).toEqual(['A']);
    controller.abort();
    expect(((await second.catch((error: unknown) => error)) as Error).name).toBe('AbortError');
    clock.wake();
    await Promise.all([first, third]);
    expect(calls.map((call) => [call.instrument, call.at / MINUTE])).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
  });

  test('a spent daily allowance fails the waiting requests at once, with when to come back', async () => {
    const clock = controlledClock({ auto: false });
    const { provider, calls } = recordingProvider(clock.now);
    const limited = withRateLimit(provider, { perMinute: 10, perDay: 2, now: clock.now, sleep: clock.sleep });
    const results = await Promise.allSettled(['A', 'B', 'C', 'D'].map((instrument) => limited.quote(instrument)));
    expect(calls.map((call) => call.instrument)).toEqual(['A', 'B']);
    const refused = results.slice(2).map((result) => (result.status === 'rejected' ? (result.reason as MarketDataError) : null));
    for (const error of refused) {
      expect(error).toBeInstanceOf(MarketDataError);
      expect(error?.retryAt).toEqual(new Date('2024-03-09T00:00:00Z'));
    }
  });
});
