import { describe, expect, test } from 'bun:test';
import { embeddedDailyBars, embeddedMarketData } from './embedded';

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
