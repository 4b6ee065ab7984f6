import { describe, expect, test } from 'bun:test';
import { createSimulatedMarketData } from './simulated';

const publishedAt = new Date('2026-11-27T09:03:20Z');
const now = new Date('2026-11-28T12:00:00Z');
const simulated = (story: number) => createSimulatedMarketData({ story, publishedAt, now: () => now });
const hourAround = (provider: ReturnType<typeof simulated>, instrument: string) =>
  provider.bars(instrument, 'minute', new Date('2026-11-27T08:00:00Z'), new Date('2026-11-27T10:00:00Z'));

describe('the simulated provider', () => {
  test('the same story and instrument give the same prices at every look, whatever was asked before', async () => {
    const first = await hourAround(simulated(42), 'NVDA');
    const again = simulated(42);
    // A later stretch read first must not change the walk.
    await again.bars('NVDA', 'day', new Date('2026-11-17T00:00:00Z'), now);
    expect(await hourAround(again, 'NVDA')).toEqual(first);
    expect(first).toHaveLength(120);
    expect(first.every((bar) => bar.close > 0 && Number.isFinite(bar.close))).toBe(true);
  });

  test('another story or another instrument walks another path', async () => {
    const closes = async (story: number, instrument: string) => (await hourAround(simulated(story), instrument)).map((bar) => bar.close);
    expect(await closes(43, 'NVDA')).not.toEqual(await closes(42, 'NVDA'));
    expect(await closes(42, 'NDX')).not.toEqual(await closes(42, 'NVDA'));
  });

  test('it prices any instrument, a minute bar each minute and a daily close at midnight UTC, never after its now', async () => {
    const provider = simulated(42);
    expect(provider.resolutionsFor('Bunds')).toEqual(['minute', 'day']);
    const days = await provider.bars('Bunds', 'day', new Date('2026-11-25T12:00:00Z'), new Date('2026-12-05T00:00:00Z'));
    expect(days.map((bar) => bar.at.toISOString())).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z']);
    const minutes = await provider.bars('Bunds', 'minute', new Date('2026-11-28T11:58:00Z'), new Date('2026-11-28T13:00:00Z'));
    expect(minutes.map((bar) => bar.at.toISOString())).toEqual(['2026-11-28T11:59:00.000Z', '2026-11-28T12:00:00.000Z']);
    // The daily close is the minute price at that instant: one path.
    const [midnight] = await provider.bars('Bunds', 'minute', new Date('2026-11-27T23:59:00Z'), new Date('2026-11-28T00:00:00Z'));
    expect(midnight?.close).toBe(days[2]?.close as number);
    expect(await provider.quote('Bunds')).toEqual({ price: minutes[1]?.close as number, at: now });
  });
});
