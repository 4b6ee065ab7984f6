import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeMarketData } from '../../../tests/fakes/fake-market-data';
import { startFakeOfficialPrices } from '../../../tests/fakes/fake-official-prices';
import { parseEnv } from '../env';
import { createMarketData, describeMarketData, shippedSeries } from './create-market-data';
import type { MarketDataProvider } from './market-data';

/** Stands for the shipped series: daily closes of Brent only. */
const shipped: MarketDataProvider = {
  id: 'shipped',
  description: 'Shipped daily series',
  resolutionsFor: (instrument) => (instrument === 'BRENT' || instrument === 'Bunds' ? ['day'] : []),
  bars: async () => [],
  quote: async () => null,
};

describe('configured market data', () => {
  test('nothing configured under tests: no provider, and the log says what to set', () => {
    const marketData = createMarketData(parseEnv({ NODE_ENV: 'test' }));
    expect(marketData.providers).toEqual([]);
    expect(marketData.providerFor('SPX', 'minute')).toBeNull();
    expect(describeMarketData(marketData)).toBe('none (set TWELVE_DATA_API_KEY for intraday prices; reactions stay unknown)');
  });

  test('Twelve Data first, then Stooq, then the fallbacks', () => {
    const env = parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', TWELVE_DATA_API_KEY: 'td-key-1234', STOOQ_API_KEY: 'sq-key' });
    const marketData = createMarketData(env, { fallbacks: [shipped] });
    expect(marketData.providers.map((provider) => provider.id)).toEqual(['twelve-data', 'stooq', 'coinbase', 'ecb', 'us-treasury', 'shipped']);
    expect(marketData.providerFor('SPX', 'minute')?.id).toBe('twelve-data');
    expect(marketData.providerFor('BRENT', 'day')?.id).toBe('twelve-data');
    expect(marketData.providerFor('DAX', 'minute')).toBeNull();
    expect(marketData.providerFor('DAX', 'day')?.id).toBe('stooq');
    expect(marketData.providerFor('Bunds', 'day')?.id).toBe('shipped');
    expect(marketData.providerFor('Bunds', 'minute')).toBeNull();
    expect(describeMarketData(marketData)).toBe(
      'Twelve Data at api.twelvedata.com (1-minute and daily bars), at most 8 requests a minute and 800 a day; ' +
        'then Stooq at stooq.com (daily closes), at most 10 requests a minute and 500 a day; ' +
        'then Coinbase Exchange at api.exchange.coinbase.com (1-minute and daily bars for crypto, no key), at most 60 requests a minute; ' +
        'then ECB euro reference rates at data-api.ecb.europa.eu (daily, 14:15 Frankfurt; crosses derived; no key), at most 10 requests a minute and 1000 a day; ' +
        'then US Treasury par yield curve at home.treasury.gov (daily 10-year yield as a note price, no key), at most 10 requests a minute and 500 a day; ' +
        'then Shipped daily series',
    );
  });

  test('on the default run, without a key, crypto, currencies and Treasuries are priced by the keyless official sources', () => {
    const marketData = createMarketData(parseEnv({}), { fallbacks: [shippedSeries(parseEnv({}))] });
    expect(marketData.providerFor('BTC', 'minute')?.id).toBe('coinbase');
    expect(marketData.providerFor('EUR/USD', 'day')?.id).toBe('ecb');
    expect(marketData.providerFor('EUR/USD', 'minute')).toBeNull();
    expect(marketData.providerFor('US Treasuries', 'day')?.id).toBe('us-treasury');
    expect(marketData.providerFor('OIL', 'day')?.id).toBe('embedded');
    expect(describeMarketData(marketData)).toContain(
      'refreshed at most daily from Cboe VIX history at cdn.cboe.com, FRED at fred.stlouisfed.org (DCOILWTICO), FRED at fred.stlouisfed.org (DCOILBRENTEU);',
    );
    // With an EIA key oil comes from EIA's own API instead.
    expect(shippedSeries(parseEnv({ EIA_API_KEY: 'eia-key-1234' })).description).toContain(
      'from Cboe VIX history at cdn.cboe.com, EIA API at api.eia.gov (RWTC), EIA API at api.eia.gov (RBRTE);',
    );
  });

  test('each keyless source is on outside tests, off in tests unless asked, and can be switched off', () => {
    const switches = ['COINBASE_ENABLED', 'ECB_ENABLED', 'US_TREASURY_ENABLED', 'SERIES_REFRESH_ENABLED'] as const;
    for (const name of switches) {
      expect(parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' })[name]).toBe(true);
      expect(parseEnv({ NODE_ENV: 'test' })[name]).toBe(false);
      expect(parseEnv({ NODE_ENV: 'test', [name]: 'true' })[name]).toBe(true);
      expect(parseEnv({ [name]: 'false' })[name]).toBe(false);
    }
    expect(createMarketData(parseEnv({ ECB_ENABLED: 'false' })).providers.map((provider) => provider.id)).toEqual(['coinbase', 'us-treasury']);
    expect(shippedSeries(parseEnv({ SERIES_REFRESH_ENABLED: 'false' })).description).not.toContain('refreshed');
    expect(() => parseEnv({ ECB_BASE_URL: 'ftp://example.com' })).toThrow(/ECB_BASE_URL/);
  });

  test('Stooq is on with its key outside tests, off in tests unless asked, and can be switched off', () => {
    expect(parseEnv({}).STOOQ_ENABLED).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development', STOOQ_API_KEY: 'sq-key' }).STOOQ_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', STOOQ_API_KEY: 'sq-key' }).STOOQ_ENABLED).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test', STOOQ_ENABLED: 'true' }).STOOQ_ENABLED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development', STOOQ_API_KEY: 'sq-key', STOOQ_ENABLED: 'false' }).STOOQ_ENABLED).toBe(false);
    expect(() => parseEnv({ TWELVE_DATA_REQUESTS_PER_MINUTE: '0' })).toThrow(/TWELVE_DATA_REQUESTS_PER_MINUTE/);
    expect(() => parseEnv({ TWELVE_DATA_BASE_URL: 'ftp://example.com' })).toThrow(/TWELVE_DATA_BASE_URL/);
  });

  describe('the shipped oil series past its last row', () => {
    const fake = startFakeOfficialPrices();
    afterAll(() => fake.stop());
    beforeEach(() => fake.clearRequests());
    const refreshing = { SERIES_REFRESH_ENABLED: 'true', CBOE_BASE_URL: fake.url, EIA_BASE_URL: fake.url, FRED_BASE_URL: fake.url };
    fake.setFredSeries('DCOILWTICO', [{ date: '2026-08-19', value: '84.1' }]);
    fake.setFredSeries('DCOILBRENTEU', [
      { date: '2026-08-19', value: '.' },
      { date: '2026-08-20', value: '93.75' },
    ]);
    fake.setEiaSeries('RWTC', [{ date: '2026-08-19', value: '84.15' }]);

    test('without EIA_API_KEY comes from FRED, from a month before the shipped end', async () => {
      const provider = shippedSeries(parseEnv(refreshing));
      expect(await provider.quote('OIL')).toEqual({ price: 84.1, at: new Date('2026-08-19T18:30:00Z') });
      expect(await provider.quote('BRENT')).toEqual({ price: 93.75, at: new Date('2026-08-20T18:30:00Z') });
      expect(fake.requests()).toEqual([
        { path: '/graph/fredgraph.csv', params: { id: 'DCOILWTICO', cosd: '2026-07-19' } },
        { path: '/graph/fredgraph.csv', params: { id: 'DCOILBRENTEU', cosd: '2026-07-19' } },
      ]);
    });

    test('with EIA_API_KEY comes from the EIA API, and FRED is not asked', async () => {
      const provider = shippedSeries(parseEnv({ ...refreshing, EIA_API_KEY: 'eia-key-1234' }));
      expect(await provider.quote('OIL')).toEqual({ price: 84.15, at: new Date('2026-08-19T18:30:00Z') });
      expect(fake.requests().map((request) => [request.path, request.params['facets[series][]']])).toEqual([['/v2/petroleum/pri/spt/data/', 'RWTC']]);
    });

    test('with refreshing switched off stays as shipped, and nothing is asked', async () => {
      const provider = shippedSeries(parseEnv({ ...refreshing, SERIES_REFRESH_ENABLED: 'false' }));
      expect(await provider.quote('OIL')).toEqual({ price: 86.48, at: new Date('2026-08-18T18:30:00Z') });
      expect(fake.requests()).toEqual([]);
    });
  });

  describe('through the rate limit to the fake Twelve Data server', () => {
    const fake = startFakeMarketData();
    afterAll(() => fake.stop());

    test('a second identical request is answered from the cache', async () => {
      const marketData = createMarketData(parseEnv({ TWELVE_DATA_API_KEY: 'fake-key-123', TWELVE_DATA_BASE_URL: fake.url }));
      const close = Date.parse('2024-03-08T21:00:00Z');
      fake.setDailySeries('SPX', [
        { date: '2024-03-07', close: 5157.36 },
        { date: '2024-03-08', close: 5123.69 },
      ]);
      const provider = marketData.providerFor('SPX', 'day');
      const from = new Date(close - 36 * 3_600_000);
      const to = new Date(close);
      const expected = [
        { at: new Date('2024-03-07T21:00:00Z'), close: 5157.36 },
        { at: new Date('2024-03-08T21:00:00Z'), close: 5123.69 },
      ];
      expect(await provider?.bars('SPX', 'day', from, to)).toEqual(expected);
      expect(await provider?.bars('SPX', 'day', from, to)).toEqual(expected);
      expect(fake.requests()).toHaveLength(1);
    });
  });
});
