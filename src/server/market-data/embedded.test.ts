import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOfficialPrices } from '../../../tests/fakes/fake-official-prices';
import { createEmbeddedMarketData, embeddedDailyBars, embeddedMarketData } from './embedded';
import { MarketDataError } from './market-data';
import { cboeVixSource, eiaSpotSource, fredSpotSource } from './series-sources';

const day = (iso: string) => new Date(iso);

describe('embedded daily series', () => {
  test('a fresh read gives the closes in the shipped files, each at its session close', async () => {
    // Hand-read from series/*.csv: WTI 2016-11-30 49.41, Brent 2023-04-03 85.81, VIX 2008-09-15 close 31.70.
    const [wti] = await embeddedMarketData.bars('OIL', 'day', day('2016-11-30T00:00:00Z'), day('2016-11-30T23:59:00Z'));
    expect(wti).toEqual({ at: day('2016-11-30T19:30:00Z'), close: 49.41 }); // 14:30 New York in winter
    const [brent] = await embeddedMarketData.bars('BRENT', 'day', day('2023-04-03T00:00:00Z'), day('2023-04-03T23:59:00Z'));
    expect(brent).toEqual({ at: day('2023-04-03T18:30:00Z'), close: 85.81 }); // 19:30 London in summer
    const [vix] = await embeddedMarketData.bars('VIX', 'day', day('2008-09-15T00:00:00Z'), day('2008-09-15T23:59:00Z'));
    expect(vix).toEqual({ at: day('2008-09-15T20:15:00Z'), close: 31.7 }); // 16:15 New York in summer
  });

  test('bars are those with from < at <= to, and days without a price are not filled', async () => {
    // Brent has no price on Good Friday and Easter Monday 2020 (10 and 13 April).
    const bars = await embeddedMarketData.bars('BRENT', 'day', day('2020-04-08T18:30:00Z'), day('2020-04-14T18:30:00Z'));
    expect(bars.map((b) => [b.at.toISOString().slice(0, 10), b.close])).toEqual([
      ['2020-04-09', 20.23],
      ['2020-04-14', 21.74],
    ]);
  });

  test("in a month with a clock change each bar takes its own day's offset", async () => {
    const bars = await embeddedMarketData.bars('OIL', 'day', day('2024-03-07T23:00:00Z'), day('2024-03-11T23:00:00Z'));
    expect(bars.map((b) => b.at.toISOString())).toEqual(['2024-03-08T19:30:00.000Z', '2024-03-11T18:30:00.000Z']);
  });

  test('the negative WTI print of 2020-04-20 is left out rather than turned into a price', async () => {
    const bars = await embeddedMarketData.bars('OIL', 'day', day('2020-04-17T00:00:00Z'), day('2020-04-21T23:00:00Z'));
    expect(bars.map((b) => b.at.toISOString().slice(0, 10))).toEqual(['2020-04-17', '2020-04-21']);
    expect(bars.every((b) => b.close > 0)).toBe(true);
  });

  test('the quote is the last close in the file', async () => {
    expect(await embeddedMarketData.quote('OIL')).toEqual({ price: 86.48, at: day('2026-08-18T18:30:00Z') });
    expect(await embeddedMarketData.quote('VIX')).toEqual({ price: 18.7, at: day('2026-07-23T20:15:00Z') });
  });

  test('it prices only the shipped instruments, and only daily', async () => {
    expect(embeddedMarketData.resolutionsFor('OIL')).toEqual(['day']);
    expect(embeddedMarketData.resolutionsFor('SPX')).toEqual([]);
    expect(await embeddedMarketData.bars('SPX', 'day', day('2020-01-01T00:00:00Z'), day('2020-02-01T00:00:00Z'))).toEqual([]);
    expect(await embeddedMarketData.bars('OIL', 'minute', day('2020-01-01T00:00:00Z'), day('2020-02-01T00:00:00Z'))).toEqual([]);
    expect(await embeddedMarketData.quote('GOLD')).toBeNull();
    expect(embeddedDailyBars('GOLD')).toBeNull();
  });

  test('every shipped bar is in order, positive, and parsed once', () => {
    for (const instrument of ['OIL', 'BRENT', 'VIX']) {
      const bars = embeddedDailyBars(instrument) ?? [];
      expect(bars.length).toBeGreaterThan(9000);
      for (let i = 1; i < bars.length; i++) expect((bars[i]?.at.getTime() ?? 0) > (bars[i - 1]?.at.getTime() ?? 0)).toBe(true);
      expect(bars.every((b) => b.close > 0)).toBe(true);
      expect(embeddedDailyBars(instrument)).toBe(bars);
    }
  });
});

describe('the shipped series refreshed from their sources', () => {
  const fake = startFakeOfficialPrices();
  afterAll(() => fake.stop());
  beforeEach(() => fake.clearRequests());
  const vixRequests = () => fake.requests().filter((request) => request.path.endsWith('VIX_History.csv')).length;

  /** A provider whose clock the test moves. */
  function refreshing(sources: NonNullable<Parameters<typeof createEmbeddedMarketData>[0]>['sources']) {
    let now = Date.parse('2026-11-27T12:00:00Z');
    return {
      provider: createEmbeddedMarketData({ sources, now: () => now }),
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  test('VIX past the shipped file comes from Cboe, at most one request a day, while history needs none', async () => {
    // Cboe's file holds the whole history; the refresh replaces the shipped rows from its first date.
    fake.setVixHistory([
      { date: '2026-07-23', close: 18.7 },
      { date: '2026-11-25', close: 16.2 },
      { date: '2026-11-27', close: 17.05 },
    ]);
    const { provider, advance } = refreshing({ VIX: cboeVixSource({ baseUrl: fake.url }) });
    const history = await provider.bars('VIX', 'day', day('2008-09-15T00:00:00Z'), day('2008-09-15T23:59:00Z'));
    expect(history.map((bar) => bar.close)).toEqual([31.7]);
    expect(vixRequests()).toBe(0);

    const recent = await provider.bars('VIX', 'day', day('2026-11-20T00:00:00Z'), day('2026-11-28T00:00:00Z'));
    expect(recent).toEqual([
      { at: day('2026-11-25T21:15:00Z'), close: 16.2 },
      { at: day('2026-11-27T21:15:00Z'), close: 17.05 },
    ]);
    expect(await provider.quote('VIX')).toEqual({ price: 17.05, at: day('2026-11-27T21:15:00Z') });
    advance(23 * 3_600_000);
    await provider.bars('VIX', 'day', day('2026-11-27T00:00:00Z'), day('2026-11-28T12:00:00Z'));
    expect(vixRequests()).toBe(1);
    advance(2 * 3_600_000);
    await provider.quote('VIX');
    expect(vixRequests()).toBe(2);
    // Shipped history before Cboe's first row is kept.
    expect((await provider.bars('VIX', 'day', day('1990-01-01T00:00:00Z'), day('1990-01-03T00:00:00Z'))).length).toBe(1);
  });

  test('a failed refresh keeps the shipped rows and is tried again an hour later, not before', async () => {
    const { provider, advance } = refreshing({ VIX: cboeVixSource({ baseUrl: fake.url }) });
    fake.failNext('server-error');
    expect(await provider.quote('VIX')).toEqual({ price: 18.7, at: day('2026-07-23T20:15:00Z') });
    advance(30 * 60_000);
    await provider.quote('VIX');
    expect(vixRequests()).toBe(1);
    fake.failNext('malformed');
    advance(31 * 60_000);
    expect((await provider.quote('VIX'))?.price).toBe(18.7);
    expect(vixRequests()).toBe(2);
  });

  test('oil comes from the EIA API with its key, page by page, from a month before the shipped end', async () => {
    // More rows than one answer holds (5,000), from the last shipped day on.
    const rows = Array.from({ length: 7000 }, (_, i) => ({ date: new Date(Date.UTC(2026, 7, 19) + i * 86_400_000).toISOString().slice(0, 10), value: '70.5' }));
    fake.setEiaSeries('RWTC', [{ date: '2026-08-18', value: '86.9' }, ...rows]);
    const source = eiaSpotSource({ baseUrl: fake.url, apiKey: 'eia-test-key', series: 'RWTC', start: () => '2026-07-19' });
    const { provider } = refreshing({ OIL: source });
    const [revised] = await provider.bars('OIL', 'day', day('2026-08-18T00:00:00Z'), day('2026-08-18T23:00:00Z'));
    // The EIA's row replaces the shipped 86.48 of that day.
    expect(revised).toEqual({ at: day('2026-08-18T18:30:00Z'), close: 86.9 });
    const eia = fake.requests().filter((request) => request.path === '/v2/petroleum/pri/spt/data/');
    expect(eia.map((request) => request.params.offset)).toEqual(['0', '5000']);
    expect(eia[0]?.params).toMatchObject({ frequency: 'daily', 'facets[series][]': 'RWTC', start: '2026-07-19', api_key: 'eia-test-key' });
    expect((await provider.quote('OIL'))?.at.toISOString().slice(0, 10)).toBe(rows.at(-1)?.date);
  });

  test('an EIA answer that keeps promising more rows is read for 20 pages at most, then fails', async () => {
    let asked = 0;
    const endless = async () => {
      asked += 1;
      return Response.json({ response: { total: 1_000_000_000, data: [{ period: '2026-08-19', value: '70' }] } });
    };
    const source = eiaSpotSource({ baseUrl: 'https://eia.test', apiKey: 'k', series: 'RWTC', start: () => '2026-07-19', fetch: endless });
    await expect(source.rows()).rejects.toThrow('EIA spot prices RWTC: more than 20 pages of rows promised');
    expect(asked).toBe(20);
  });

  test('without its key the EIA refuses, and oil keeps its shipped rows', async () => {
    const { provider } = refreshing({ OIL: eiaSpotSource({ baseUrl: fake.url, apiKey: '', series: 'RWTC', start: () => '2026-07-19' }) });
    expect(await provider.quote('OIL')).toEqual({ price: 86.48, at: day('2026-08-18T18:30:00Z') });
  });

  const fredRequests = () => fake.requests().filter((request) => request.path === '/graph/fredgraph.csv');
  /** How fetching the rows failed: a MarketDataError's message. */
  const failure = (rows: Promise<unknown>) =>
    rows.then(
      () => 'no failure',
      (error: unknown) => (error instanceof MarketDataError ? error.message : `not a MarketDataError: ${error}`),
    );

  test('oil comes from FRED without a key, from a month before the shipped end, and days without a price stay empty', async () => {
    fake.setFredSeries('DCOILWTICO', [
      { date: '2026-06-30', value: '90.01' },
      { date: '2026-08-18', value: '86.9' },
      { date: '2026-08-19', value: '.' },
      { date: '2026-08-20', value: '' },
      { date: '2026-08-21', value: '84.37' },
    ]);
    const { provider } = refreshing({ OIL: fredSpotSource({ baseUrl: fake.url, series: 'DCOILWTICO', start: () => '2026-07-19' }) });
    const bars = await provider.bars('OIL', 'day', day('2026-08-17T23:00:00Z'), day('2026-08-22T00:00:00Z'));
    // FRED's row replaces the shipped 86.48 of 18 August; the 19th and 20th are not filled.
    expect(bars).toEqual([
      { at: day('2026-08-18T18:30:00Z'), close: 86.9 },
      { at: day('2026-08-21T18:30:00Z'), close: 84.37 },
    ]);
    expect(fredRequests().map((request) => request.params)).toEqual([{ id: 'DCOILWTICO', cosd: '2026-07-19' }]);
    // FRED's rows before the date asked for are not sent: the shipped close of 30 June stays.
    expect((await provider.bars('OIL', 'day', day('2026-06-29T23:00:00Z'), day('2026-06-30T23:00:00Z'))).map((bar) => bar.close)).toEqual([70.56]);
    expect(await provider.quote('OIL')).toEqual({ price: 84.37, at: day('2026-08-21T18:30:00Z') });
  });

  test("FRED's CSV headed DATE, as before late 2024, is read the same", async () => {
    fake.setFredSeries(
      'DCOILBRENTEU',
      [
        { date: '2026-11-26', value: '71.02' },
        { date: '2026-11-27', value: '.' },
      ],
      'DATE',
    );
    const rows = await fredSpotSource({ baseUrl: fake.url, series: 'DCOILBRENTEU', start: () => '2026-07-19' }).rows();
    expect(rows).toEqual([{ date: '2026-11-26', close: 71.02 }]);
  });

  test('a FRED answer that is not its CSV of the series fails as a market-data error, and oil keeps its shipped rows', async () => {
    const source = fredSpotSource({ baseUrl: fake.url, series: 'DCOILWTICO', start: () => '2026-07-19' });
    const notFredsCsv = "FRED series DCOILWTICO: unexpected answer, not FRED's CSV of DCOILWTICO";
    fake.failNext('server-error');
    expect(await failure(source.rows())).toBe('FRED series DCOILWTICO: HTTP 502');
    fake.failNext('malformed');
    expect(await failure(source.rows())).toBe(notFredsCsv);
    const answering = (answer: () => Promise<Response>) =>
      fredSpotSource({ baseUrl: fake.url, series: 'DCOILWTICO', start: () => '2026-07-19', fetch: answer });
    expect(await failure(answering(async () => new Response('observation_date,DCOILBRENTEU\n2026-11-26,71.02\n')).rows())).toBe(notFredsCsv);
    expect(await failure(answering(() => Promise.reject(new TypeError('connection refused'))).rows())).toBe('FRED series DCOILWTICO: connection refused');

    fake.failNext('rate-limited');
    const { provider } = refreshing({ OIL: source });
    expect(await provider.quote('OIL')).toEqual({ price: 86.48, at: day('2026-08-18T18:30:00Z') });
    expect(fredRequests()).toHaveLength(3);
  });

  test('a series nothing refreshes says where it ends; a refreshed one does not', () => {
    expect(embeddedMarketData.seriesEnd?.('OIL')).toEqual(day('2026-08-18T18:30:00Z'));
    expect(embeddedMarketData.seriesEnd?.('SPX')).toBeNull();
    const { provider } = refreshing({ VIX: cboeVixSource({ baseUrl: fake.url }) });
    expect(provider.seriesEnd?.('VIX')).toBeNull();
    expect(provider.seriesEnd?.('BRENT')).toEqual(day('2026-08-18T18:30:00Z'));
  });
});
