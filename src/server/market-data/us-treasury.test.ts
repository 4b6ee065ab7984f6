import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOfficialPrices } from '../../../tests/fakes/fake-official-prices';
import { MarketDataError } from './market-data';
import { createUsTreasury, notePrice } from './us-treasury';

const at = (iso: string) => new Date(iso);

describe('US Treasury par yield curve', () => {
  const now = () => at('2025-01-10T23:00:00Z');
  const fake = startFakeOfficialPrices({ now });
  const treasury = createUsTreasury({ baseUrl: fake.url, now });
  afterAll(() => fake.stop());
  beforeEach(() => fake.clearRequests());

  // Around New Year: 1 January and the 9 January 2025 national day of mourning have no curve.
  fake.setCurve({
    '2024-12-30': { '10 Yr': '4.55', '1.5 Month': '' },
    '2024-12-31': { '10 Yr': '4.58' },
    '2025-01-02': { '10 Yr': '4.57' },
    '2025-01-03': { '10 Yr': '4.60' },
    '2025-01-08': { '10 Yr': '4.68' },
    '2025-01-10': { '10 Yr': '' },
  });

  test('the ten-year yield is served as the price of a ten-year note: a fall in yield is a rise in price', () => {
    expect(notePrice(4)).toBe(67.2971); // 100 / 1.02^20
    expect(notePrice(4.5)).toBeLessThan(notePrice(4.4));
    // About 9.8 % per percentage point at 4 %: the note's modified duration.
    expect(notePrice(3.99) / notePrice(4) - 1).toBeCloseTo(0.00098, 5);
  });

  test('daily bars at 15:30 New York from each year’s file, oldest first, without holidays or empty cells', async () => {
    const bars = await treasury.bars('US Treasuries', 'day', at('2024-12-30T00:00:00Z'), at('2025-01-10T23:00:00Z'));
    expect(bars).toEqual([
      { at: at('2024-12-30T20:30:00Z'), close: notePrice(4.55) },
      { at: at('2024-12-31T20:30:00Z'), close: notePrice(4.58) },
      { at: at('2025-01-02T20:30:00Z'), close: notePrice(4.57) },
      { at: at('2025-01-03T20:30:00Z'), close: notePrice(4.6) },
      { at: at('2025-01-08T20:30:00Z'), close: notePrice(4.68) },
    ]);
    expect(fake.requests().map((request) => [request.path, request.params.type, request.params.field_tdr_date_value])).toEqual([
      ['/resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/2024/all', 'daily_treasury_yield_curve', '2024'],
      ['/resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/2025/all', 'daily_treasury_yield_curve', '2025'],
    ]);
  });

  test('a period within one year asks for that year alone; the quote is the latest curve', async () => {
    expect(await treasury.bars('TREASURIES', 'day', at('2025-01-04T00:00:00Z'), at('2025-01-07T23:00:00Z'))).toEqual([]);
    expect(fake.requests()).toHaveLength(1);
    expect(await treasury.quote('US Treasuries')).toEqual({ price: notePrice(4.68), at: at('2025-01-08T20:30:00Z') });
  });

  test('a server error or a page instead of the CSV is a MarketDataError', async () => {
    const from = at('2025-01-02T00:00:00Z');
    const to = at('2025-01-03T23:00:00Z');
    fake.failNext('server-error');
    await expect(treasury.bars('US Treasuries', 'day', from, to)).rejects.toThrow(/HTTP 502/);
    fake.failNext('malformed');
    await expect(treasury.bars('US Treasuries', 'day', from, to)).rejects.toBeInstanceOf(MarketDataError);
  });

  test('it prices US Treasuries daily, and no other bond market', () => {
    expect(treasury.resolutionsFor('US Treasuries')).toEqual(['day']);
    for (const other of ['Bunds', 'Gilts', 'JGBs', 'SPX', 'EUR/USD']) expect(treasury.resolutionsFor(other)).toEqual([]);
  });
});
