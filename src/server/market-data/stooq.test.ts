import { describe, expect, test } from 'bun:test';
import type { Fetch } from './http';
import { MarketDataError } from './market-data';
import { createStooq } from './stooq';

const at = (iso: string) => new Date(iso);

function answering(body: string, init: ResponseInit = {}, apiKey?: string) {
  const urls: URL[] = [];
  const fetch: Fetch = async (url) => {
    urls.push(new URL(url));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/csv' }, ...init });
  };
  return { urls, provider: createStooq({ baseUrl: 'https://stooq.com', apiKey, fetch, now: () => at('2024-03-11T12:00:00Z') }) };
}

const oilCsv =
  'Date,Open,High,Low,Close,Volume\r\n2024-03-06,78.10,79.46,77.95,79.13,312001\r\n2024-03-07,79.20,79.98,78.50,78.93,298114\r\n2024-03-08,78.90,79.40,77.68,78.01,305002\r\n';

describe('Stooq daily closes', () => {
  test('CSV rows become bars at the session close, and only those in (from, to] are kept', async () => {
    const { urls, provider } = answering(oilCsv, {}, 'stooq-key');
    const bars = await provider.bars('OIL', 'day', at('2024-03-07T00:00:00Z'), at('2024-03-08T23:59:00Z'));
    // cl.f: the futures day ends at 17:00 New York, 22:00 UTC before the switch to summer time.
    expect(bars).toEqual([
      { at: at('2024-03-07T22:00:00Z'), close: 78.93 },
      { at: at('2024-03-08T22:00:00Z'), close: 78.01 },
    ]);
    const url = urls[0] as URL;
    expect(url.origin + url.pathname).toBe('https://stooq.com/q/d/l/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ s: 'cl.f', i: 'd', d1: '20240306', d2: '20240309', apikey: 'stooq-key' });
  });

  test('an index answer without volume, and the quote as the last close', async () => {
    const { provider } = answering('Date,Open,High,Low,Close\n2024-03-07,5132.38,5165.62,5128.21,5157.36\n2024-03-08,5164.46,5189.26,5117.50,5123.69\n');
    expect(await provider.quote('SPX')).toEqual({ price: 5123.69, at: at('2024-03-08T21:00:00Z') });
  });

  test('"No data" is no bars and no quote', async () => {
    const { provider } = answering('No data');
    expect(await provider.bars('AAPL', 'day', at('2024-03-01T00:00:00Z'), at('2024-03-08T00:00:00Z'))).toEqual([]);
    expect(await provider.quote('AAPL')).toBeNull();
  });

  test('daily only, and only what it has a symbol for', () => {
    const { provider } = answering(oilCsv);
    expect(provider.resolutionsFor('OIL')).toEqual(['day']);
    expect(provider.resolutionsFor('BTC')).toEqual([]);
    expect(provider.resolutionsFor('Bunds')).toEqual([]);
  });
});

describe('Stooq failures are errors, never prices', () => {
  async function failure(body: string, init?: ResponseInit): Promise<MarketDataError> {
    const { provider } = answering(body, init, 'stooq-key');
    const error = await provider.bars('SPX', 'day', at('2024-03-01T00:00:00Z'), at('2024-03-08T23:00:00Z')).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(MarketDataError);
    expect((error as Error).message).not.toContain('stooq-key');
    return error as MarketDataError;
  }

  test('a web page answered with HTTP 200 (a key or browser check) is a failure', async () => {
    const error = await failure('<!DOCTYPE html><html><body>Get your apikey</body></html>', { headers: { 'content-type': 'text/html' } });
    expect(error.message).toContain('STOOQ_API_KEY');
  });

  test('the daily limit says when to come back', async () => {
    expect((await failure('Exceeded the daily hits limit')).retryAt).toEqual(at('2024-03-12T00:00:00Z'));
  });

  test('an HTTP error, another format, a broken row', async () => {
    expect((await failure('busy', { status: 503 })).message).toContain('HTTP 503');
    expect((await failure('Symbol,Date,Time,Close\nSPX,2024-03-08,22:00,5123.69')).message).toContain('not Stooq');
    expect((await failure('Date,Open,High,Low,Close\n2024-03-08,5164.46,5189.26,5117.50,N/D')).message).toContain('unreadable row');
  });
});
