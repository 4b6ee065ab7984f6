import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOfficialPrices } from '../../../tests/fakes/fake-official-prices';
import { createEcb } from './ecb';
import { MarketDataError } from './market-data';

const at = (iso: string) => new Date(iso);

describe('ECB euro reference rates', () => {
  const now = () => at('2024-04-05T18:00:00Z');
  const fake = startFakeOfficialPrices({ now });
  const ecb = createEcb({ baseUrl: fake.url, now });
  afterAll(() => fake.stop());
  beforeEach(() => fake.clearRequests());

  // Hand-set rates around Easter 2024: Good Friday (29 March) and Easter Monday (1 April) are TARGET holidays, without rates.
  fake.setEuroRates('USD', { '2024-03-27': 1.0826, '2024-03-28': 1.0811, '2024-04-02': 1.0759, '2024-04-03': 1.0803 });
  fake.setEuroRates('JPY', { '2024-03-27': 163.97, '2024-03-28': 163.66, '2024-04-02': 163.11, '2024-04-03': 163.71 });
  fake.setEuroRates('GBP', { '2024-03-27': 0.8573, '2024-03-28': 0.8551, '2024-04-03': 0.8575 });

  test('EUR/USD is the rate as published, at 14:15 Frankfurt, and holidays and weekends have no bar', async () => {
    const bars = await ecb.bars('EUR/USD', 'day', at('2024-03-27T00:00:00Z'), at('2024-04-02T23:00:00Z'));
    expect(bars).toEqual([
      { at: at('2024-03-27T13:15:00Z'), close: 1.0826 }, // CET, before the clocks change
      { at: at('2024-03-28T13:15:00Z'), close: 1.0811 },
      { at: at('2024-04-02T12:15:00Z'), close: 1.0759 }, // CEST
    ]);
    const [request] = fake.requests();
    expect(request?.path).toBe('/service/data/EXR/D.USD.EUR.SP00.A');
    expect(request?.params).toMatchObject({ format: 'csvdata', startPeriod: '2024-03-26', endPeriod: '2024-04-03' });
  });

  test('a pair without the euro is the cross of the same day’s euro rates, asked in one request', async () => {
    const usdJpy = await ecb.bars('USD/JPY', 'day', at('2024-03-27T00:00:00Z'), at('2024-03-28T23:00:00Z'));
    expect(usdJpy.map((bar) => bar.close)).toEqual([Number((163.97 / 1.0826).toPrecision(6)), Number((163.66 / 1.0811).toPrecision(6))]);
    expect(fake.requests().map((request) => request.path)).toEqual(['/service/data/EXR/D.USD+JPY.EUR.SP00.A']);
    // GBP has no rate on 2 April in this fake: GBP/USD has no bar that day rather than a stale one.
    const gbpUsd = await ecb.bars('GBP/USD', 'day', at('2024-04-02T00:00:00Z'), at('2024-04-03T23:00:00Z'));
    expect(gbpUsd).toEqual([{ at: at('2024-04-03T12:15:00Z'), close: Number((1.0803 / 0.8575).toPrecision(6)) }]);
    // EUR/GBP is the GBP rate; a single currency is priced in dollars, as everywhere in the product.
    expect((await ecb.bars('EUR/GBP', 'day', at('2024-04-03T00:00:00Z'), at('2024-04-03T23:00:00Z')))[0]?.close).toBe(0.8575);
    expect((await ecb.bars('JPY', 'day', at('2024-04-03T00:00:00Z'), at('2024-04-03T23:00:00Z')))[0]?.close).toBe(Number((1.0803 / 163.71).toPrecision(6)));
  });

  test('a period without rates is empty, and the quote is the latest rate', async () => {
    expect(await ecb.bars('EUR/USD', 'day', at('2024-03-29T00:00:00Z'), at('2024-04-01T23:00:00Z'))).toEqual([]);
    expect(await ecb.bars('EUR/USD', 'day', at('2023-01-01T00:00:00Z'), at('2023-01-05T00:00:00Z'))).toEqual([]);
    expect(await ecb.quote('EUR/USD')).toEqual({ price: 1.0803, at: at('2024-04-03T12:15:00Z') });
  });

  test('a server error or a web page instead of the CSV is a MarketDataError', async () => {
    const from = at('2024-03-27T00:00:00Z');
    const to = at('2024-03-28T23:00:00Z');
    fake.failNext('server-error');
    await expect(ecb.bars('EUR/USD', 'day', from, to)).rejects.toThrow(/HTTP 502/);
    fake.failNext('malformed');
    await expect(ecb.bars('EUR/USD', 'day', from, to)).rejects.toBeInstanceOf(MarketDataError);
  });

  test('it gives daily rates for pairs of its currencies only: not the dollar basket, not the rouble', () => {
    for (const pair of ['EUR/USD', 'EURUSD', 'USD/JPY', 'GBP/USD', 'EUR/CHF', 'USD/TRY', 'EUR', 'TRY']) expect(ecb.resolutionsFor(pair)).toEqual(['day']);
    for (const other of ['USD', 'DXY', 'USD/RUB', 'BTC', 'SPX', 'EUR/EUR']) expect(ecb.resolutionsFor(other)).toEqual([]);
  });
});
