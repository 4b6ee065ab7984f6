/** One GET to a market-data provider, with a time limit; every failure becomes a MarketDataError. */
import { readCapped } from '../lib/read-capped';
import { MarketDataError } from './market-data';

/** The largest answer read: the longest series asked for (decades of daily rows) is a few megabytes. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export type Fetch = (input: string, init: { signal: AbortSignal; headers?: Record<string, string> }) => Promise<Response>;

/**
 * The answer's status and body. A caller's abort is passed on as it is (the caller asked for it);
 * a timeout or a network failure is the provider's failure. `what` names the request in messages,
 * which never hold the URL (it may carry a key).
 */
export async function getText(
  fetch: Fetch,
  url: string,
  what: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ status: number; contentType: string; text: string; retryAfter: string | null }> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: new TextDecoder().decode(await readCapped(response, MAX_ANSWER_BYTES, (reason) => new MarketDataError(`${what}: answer ${reason}`))),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (error instanceof MarketDataError) throw error;
    if (deadline.aborted) throw new MarketDataError(`${what}: no answer within ${timeoutMs / 1000} s`);
    throw new MarketDataError(`${what}: ${error instanceof Error ? error.message : 'network failure'}`);
  }
}

/** The start of the next minute, when a per-minute allowance is renewed. */
export function nextMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
}

/** The next midnight UTC, when a daily allowance is renewed. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000 + 86_400_000);
}
