import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeMarketData } from '../../../tests/fakes/fake-market-data';
import type { Fetch } from './http';
import { MarketDataError } from './market-data';
import { createTwelveData } from './twelve-data';

const at = (iso: string) => new Date(iso);
const clock = () => at('2024-03-08T14:07:30Z');

/** A provider whose every request gets this answer; the URLs it asked for are kept. */
function answering(body: string | (() => never), init: ResponseInit = {}) {
  const urls: URL[] = [];
  const fetch: Fetch = async (url) => {
    urls.push(new URL(url));
    if (typeof body === 'function') return body();
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });
  };
  return { urls, provider: createTwelveData({ apiKey: 'secret-key-123', baseUrl: 'https://api.twelvedata.com', fetch, now: clock }) };
}

const minuteAnswer = JSON.stringify({
  meta: { symbol: 'SPX', interval: '1min', currency: 'USD', exchange_timezone: 'UTC', type: 'Index' },
  values: [
    { datetime: '2024-03-08 14:04:00', open: '5119.00000', high: '5120.00000', low: '5118.50000', close: '5119.75000', volume: '0' },
    { datetime: '2024-03-08 14:05:00', open: '5120.00000', high: '5122.00000', low: '5119.50000', close: '5121.50000', volume: '0' },
    { datetime: '2024-03-08 14:06:00', open: '5121.50000', high: '5121.75000', low: '5118.00000', close: '5119.25000', volume: '0' },
  ],
  status: 'ok',
});

describe('Twelve Data answers', () => {
  test('minute bars end a minute after their label, and only those ending in (from, to] are kept', async () => {
    const { urls, provider } = answering(minuteAnswer);
    const bars = await provider.bars('SPX', 'minute', at('2024-03-08T14:05:00Z'), at('2024-03-08T14:07:00Z'));
    expect(bars).toEqual([
      { at: at('2024-03-08T14:06:00Z'), close: 5121.5 },
      { at: at('2024-03-08T14:07:00Z'), close: 5119.25 },
    ]);
    const url = urls[0] as URL;
    expect(url.origin + url.pathname).toBe('https://api.twelvedata.com/time_series');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      symbol: 'SPX',
      interval: '1min',
      start_date: '2024-03-08 14:04:00',
      end_date: '2024-03-08 14:07:00',
      timezone: 'UTC',
      order: 'ASC',
      outputsize: '5000',
      apikey: 'secret-key-123',
    });
  });

  test('daily bars of a listing abroad ask by MIC and end at that exchange close', async () => {
    const { urls, provider } = answering(
      JSON.stringify({
        meta: { symbol: 'SAP' },
        values: [
          { datetime: '2024-03-07', close: '178.50' },
          { datetime: '2024-03-08', close: '180.10' },
        ],
        status: 'ok',
      }),
    );
    const bars = await provider.bars('SAP.DE', 'day', at('2024-03-07T00:00:00Z'), at('2024-03-08T23:00:00Z'));
    // Xetra closes at 17:30 Berlin time, 16:30 UTC in winter.
    expect(bars).toEqual([
      { at: at('2024-03-07T16:30:00Z'), close: 178.5 },
      { at: at('2024-03-08T16:30:00Z'), close: 180.1 },
    ]);
    const params = Object.fromEntries((urls[0] as URL).searchParams);
    expect([params.symbol, params.mic_code, params.interval, params.start_date, params.end_date]).toEqual(['SAP', 'XETR', '1day', '2024-03-06', '2024-03-09']);
  });

  test('"no data in that period" is no bars, and no quote', async () => {
    const { provider } = answering(
      JSON.stringify({ code: 400, message: 'No data is available on the specified dates. Try setting different start/end dates.', status: 'error' }),
    );
    expect(await provider.bars('AAPL', 'minute', at('2024-03-09T14:00:00Z'), at('2024-03-09T15:00:00Z'))).toEqual([]);
    expect(await provider.quote('AAPL')).toBeNull();
  });

  test('the quote is the latest minute close, at the end of that minute', async () => {
    const opened = Date.parse('2024-03-08T14:05:00Z') / 1000;
    const { urls, provider } = answering(
      JSON.stringify({ symbol: 'EUR/USD', datetime: '2024-03-08 14:05:00', timestamp: opened, close: '1.09412', is_market_open: true }),
    );
    expect(await provider.quote('EUR/USD')).toEqual({ price: 1.09412, at: at('2024-03-08T14:06:00Z') });
    expect((urls[0] as URL).pathname).toBe('/quote');
    expect((urls[0] as URL).searchParams.get('symbol')).toBe('EUR/USD');
  });

  test('an instrument it cannot price has no resolutions', () => {
    const { provider } = answering('{}');
    expect(provider.resolutionsFor('SPX')).toEqual(['minute', 'day']);
    expect(provider.resolutionsFor('DAX')).toEqual([]);
    expect(provider.resolutionsFor('Bunds')).toEqual([]);
  });
});

describe('Twelve Data failures are errors, never prices', () => {
  const range = [at('2024-03-08T14:00:00Z'), at('2024-03-08T14:07:00Z')] as const;
  async function failure(body: string | (() => never), init?: ResponseInit): Promise<MarketDataError> {
    const { provider } = answering(body, init);
    const error = await provider.bars('AAPL', 'minute', ...range).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MarketDataError);
    expect(String((error as Error).message)).not.toContain('secret-key-123');
    return error as MarketDataError;
  }

  test('credits spent for the minute (HTTP 200 or 429): retry at the next minute', async () => {
    const body = JSON.stringify({
      code: 429,
      message: 'You have run out of API credits for the current minute. 9 API credits were used, with the current limit being 8.',
      status: 'error',
    });
    expect((await failure(body)).retryAt).toEqual(at('2024-03-08T14:08:00Z'));
    expect((await failure(body, { status: 429 })).retryAt).toEqual(at('2024-03-08T14:08:00Z'));
    expect((await failure('Too Many Requests', { status: 429, headers: { 'content-type': 'text/plain' } })).retryAt).toEqual(at('2024-03-08T14:08:00Z'));
  });

  test('credits spent for the day: retry after midnight UTC', async () => {
    const body = JSON.stringify({
      code: 429,
      message: 'You have run out of API credits for the day. 801 API credits were used, with the current limit being 800.',
      status: 'error',
    });
    expect((await failure(body)).retryAt).toEqual(at('2024-03-09T00:00:00Z'));
  });

  test('a refused key, an unknown symbol, a server error, a broken body, a dead network', async () => {
    const refused = await failure(JSON.stringify({ code: 401, message: '**apikey** parameter is incorrect or not specified.', status: 'error' }));
    expect(refused.message).toContain('401');
    expect(refused.retryAt).toBeNull();
    expect((await failure(JSON.stringify({ code: 404, message: '**symbol** not found: AAPL.', status: 'error' }))).message).toContain('404');
    expect((await failure('<html>502 Bad Gateway</html>', { status: 502 })).message).toContain('HTTP 502');
    expect((await failure(JSON.stringify({ values: [{ datetime: '2024-03-08 14:05:00', close: 'n/a' }], status: 'ok' }))).message).toContain(
      'unexpected answer',
    );
    expect((await failure(JSON.stringify({ values: [{ datetime: 'yesterday', close: '1.0' }], status: 'ok' }))).message).toContain('unexpected answer');
    expect(
      (
        await failure(() => {
          throw new TypeError('fetch failed: connection refused');
        })
      ).message,
    ).toContain('connection refused');
  });

  test("the caller's abort is passed on as an abort, not as the provider's failure", async () => {
    const fetch: Fetch = (_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const provider = createTwelveData({ apiKey: 'k-12345678', baseUrl: 'https://api.twelvedata.com', fetch });
    const controller = new AbortController();
    const pending = provider.bars('AAPL', 'minute', ...range, controller.signal);
    controller.abort();
    const error = await pending.catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(MarketDataError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('Twelve Data adapter against the fake server', () => {
  // One clock for both: the fake counts credits per minute of it.
  const now = () => at('2024-03-08T14:09:30Z');
  const fake = startFakeMarketData({ requestsPerMinute: 3, now });
  afterAll(() => fake.stop());
  const provider = createTwelveData({ apiKey: 'fake-key-123', baseUrl: fake.url, now });

  test('bars and quote over HTTP, then the per-minute limit and a refused key', async () => {
    fake.setSeries('OIL', [
      { at: at('2024-03-08T14:06:00Z'), close: 78.12 },
      { at: at('2024-03-08T14:07:00Z'), close: 78.3 },
      { at: at('2024-03-08T14:08:00Z'), close: 77.95 },
    ]);
    expect(await provider.bars('OIL', 'minute', at('2024-03-08T14:06:00Z'), at('2024-03-08T14:08:00Z'))).toEqual([
      { at: at('2024-03-08T14:07:00Z'), close: 78.3 },
      { at: at('2024-03-08T14:08:00Z'), close: 77.95 },
    ]);
    expect(await provider.quote('OIL')).toEqual({ price: 77.95, at: at('2024-03-08T14:08:00Z') });
    expect(fake.requests().map((request) => [request.path, request.params.symbol, request.params.apikey])).toEqual([
      ['/time_series', 'USO', 'fake-key-123'],
      ['/quote', 'USO', 'fake-key-123'],
    ]);

    fake.failNext('unauthorized');
    expect((await provider.quote('OIL').catch((error: unknown) => error)) as MarketDataError).toBeInstanceOf(MarketDataError);
    // Three credits a minute: the fourth request of this minute is refused, with when to come back.
    const limited = (await provider.quote('OIL').catch((error: unknown) => error)) as MarketDataError;
    expect(limited).toBeInstanceOf(MarketDataError);
    expect(limited.retryAt).toEqual(at('2024-03-08T14:10:00Z'));
  });
});

describe('the fake server for the browser journeys', () => {
  const now = () => at('2024-03-08T14:09:30Z');
  const fake = startFakeMarketData({ synthetic: true, now });
  afterAll(() => fake.stop());
  const provider = createTwelveData({ apiKey: 'fake-key-123', baseUrl: fake.url, now });

  test('serves the same synthetic minutes for any symbol up to the last finished minute', async () => {
    const from = at('2024-03-08T13:59:30Z');
    const first = await provider.bars('EUR/USD', 'minute', from, now());
    // Minutes ending 14:00 … 14:09; the minute ending 14:10 is not over yet.
    expect(first.map((bar) => bar.at.toISOString().slice(11, 16))).toEqual([
      '14:00',
      '14:01',
      '14:02',
      '14:03',
      '14:04',
      '14:05',
      '14:06',
      '14:07',
      '14:08',
      '14:09',
    ]);
    expect(first.every((bar) => bar.close > 1 && bar.close < 1.2)).toBe(true);
    expect(await provider.bars('EUR/USD', 'minute', from, now())).toEqual(first);
    expect(await provider.quote('EUR/USD')).toEqual({ price: first[9]?.close as number, at: at('2024-03-08T14:09:00Z') });
  });
});
