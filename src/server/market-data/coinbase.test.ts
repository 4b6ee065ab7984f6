import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOfficialPrices } from '../../../tests/fakes/fake-official-prices';
import { createCoinbase } from './coinbase';
import { MarketDataError } from './market-data';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const second = (iso: string) => Date.parse(iso) / 1000;

describe('Coinbase Exchange', () => {
  const fake = startFakeOfficialPrices({ now: () => at('2024-03-09T12:00:00Z') });
  const coinbase = createCoinbase({ baseUrl: fake.url, now: () => at('2024-03-09T12:00:00Z') });
  afterAll(() => fake.stop());
  beforeEach(() => fake.clearRequests());

  test('minute bars end when their minute does, oldest first, and a minute without trades has none', async () => {
    fake.setCandles('BTC-USD', 60, [
      { open: second('2024-03-08T14:04:00Z'), close: 67000.5 },
      { open: second('2024-03-08T14:05:00Z'), close: 67010.25 },
      // 14:06 had no trade: Coinbase sends no candle for it.
      { open: second('2024-03-08T14:07:00Z'), close: 66990 },
      { open: second('2024-03-08T14:20:00Z'), close: 1 },
    ]);
    const bars = await coinbase.bars('BTC', 'minute', at('2024-03-08T14:05:00Z'), at('2024-03-08T14:08:00Z'));
    expect(bars).toEqual([
      { at: at('2024-03-08T14:06:00Z'), close: 67010.25 },
      { at: at('2024-03-08T14:08:00Z'), close: 66990 },
    ]);
    const [request] = fake.requests();
    expect(request?.path).toBe('/products/BTC-USD/candles');
    expect(request?.params.granularity).toBe('60');
  });

  test('a period longer than 300 candles is asked in windows of at most 300, and every bar comes once', async () => {
    const open = second('2024-03-08T00:00:00Z');
    fake.setCandles(
      'ETH-USD',
      60,
      Array.from({ length: 720 }, (_, i) => ({ open: open + i * 60, close: 3000 + i })),
    );
    const bars = await coinbase.bars('ETH', 'minute', at('2024-03-08T00:00:00Z'), at('2024-03-08T12:00:00Z'));
    expect(bars).toHaveLength(720);
    expect(bars[0]).toEqual({ at: at('2024-03-08T00:01:00Z'), close: 3000 });
    expect(bars.at(-1)).toEqual({ at: at('2024-03-08T12:00:00Z'), close: 3719 });
    const windows = fake.requests().map((request) => (Date.parse(request.params.end ?? '') - Date.parse(request.params.start ?? '')) / MINUTE + 1);
    expect(windows.length).toBe(3);
    expect(Math.max(...windows)).toBeLessThanOrEqual(300);
  });

  test('daily bars are UTC days ending at the next midnight, weekends included', async () => {
    fake.setCandles('SOL-USD', 86400, [
      { open: second('2024-03-08T00:00:00Z'), close: 145.1 },
      { open: second('2024-03-09T00:00:00Z'), close: 147.2 },
      { open: second('2024-03-10T00:00:00Z'), close: 146.3 },
    ]);
    const bars = await coinbase.bars('SOL', 'day', at('2024-03-08T12:00:00Z'), at('2024-03-11T00:00:00Z'));
    expect(bars).toEqual([
      { at: at('2024-03-09T00:00:00Z'), close: 145.1 },
      { at: at('2024-03-10T00:00:00Z'), close: 147.2 },
      { at: at('2024-03-11T00:00:00Z'), close: 146.3 },
    ]);
    expect(fake.requests()[0]?.params.granularity).toBe('86400');
  });

  test('the quote is the last trade', async () => {
    fake.setCandles('BTC-USD', 60, [{ open: second('2024-03-09T11:58:00Z'), close: 68000.12 }]);
    expect(await coinbase.quote('BTC')).toEqual({ price: 68000.12, at: at('2024-03-09T12:00:00Z') });
  });

  test('a rate limit, a server error, a web page or an unknown product is a MarketDataError, never a price', async () => {
    const from = at('2024-03-08T14:00:00Z');
    const to = at('2024-03-08T14:30:00Z');
    fake.failNext('rate-limited');
    const limited = await coinbase.bars('BTC', 'minute', from, to).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(MarketDataError);
    expect((limited as MarketDataError).retryAt).toEqual(at('2024-03-09T12:00:01Z'));
    fake.failNext('server-error');
    await expect(coinbase.bars('BTC', 'minute', from, to)).rejects.toThrow(/HTTP 502/);
    fake.failNext('malformed');
    await expect(coinbase.bars('BTC', 'minute', from, to)).rejects.toBeInstanceOf(MarketDataError);
    await expect(coinbase.bars('DOGE', 'minute', from, to)).rejects.toThrow(/HTTP 404 NotFound/);
  });

  test('it prices the major coins with a dollar book there, at both resolutions, and nothing else', () => {
    for (const coin of ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'LTC', 'DOT', 'AVAX', 'USDT'])
      expect(coinbase.resolutionsFor(coin)).toEqual(['minute', 'day']);
    for (const other of ['BNB', 'USDC', 'AAPL', 'EUR/USD', 'SPX']) expect(coinbase.resolutionsFor(other)).toEqual([]);
  });
});
