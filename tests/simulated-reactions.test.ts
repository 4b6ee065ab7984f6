/**
 * The sample feed's stories are priced by the simulated random walk, marked as such, and real
 * stories never are; the calibration board never mixes the two and says which it shows.
 */
import { beforeEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { newsAnalysis } from '@/server/db/schema';
import { marketDataOf } from '@/server/market-data/market-data';
import { publishStory } from '@/server/news/publish';
import { demoOutlets } from '@/server/news/sources/demo-items';
import { recordDueReactions } from '@/server/reactions/record-reactions';
import { computeCalibrationBoard } from '@/server/research/calibration-board';
import type { StoredAnalysis } from '@/shared/analysis';
import type { Direction } from '@/shared/news-kinds';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { memoryProvider } from './helpers/market-data';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

const now = new Date();
const publishedAt = new Date(now.getTime() - 2 * 3600_000);
const minuteBars = Array.from({ length: 180 }, (_, i) => ({ at: new Date(publishedAt.getTime() + (i - 60) * 60_000), close: 100 + i * 0.01 }));
/** The configured provider prices NVDA alone; nothing prices Bunds. */
const provider = memoryProvider('test-provider', { NVDA: { minute: minuteBars } });
const marketData = marketDataOf([provider]);

const calling = (direction: Direction, ...symbols: string[]): StoredAnalysis => ({
  ...emptyAnalysis,
  patterns: 'p',
  explanation: 'e',
  instruments: symbols.map((symbol) => ({ symbol, market: 'Stock Market', direction, score: direction === 'bullish' ? 0.8 : -0.8 })),
});

const sampleFeed = { source: 'demo', sourceDomain: demoOutlets.wire.domain, publisherName: demoOutlets.wire.name };

forEachDatabase((database) => {
  const db = () => database().db;

  beforeEach(async () => {
    await db().delete(newsAnalysis);
    provider.requests.length = 0;
  });

  async function publish(story: Parameters<typeof sampleStory>[0]) {
    const row = await publishStory(db(), sampleStory({ publishedAt, impactScore: 0.8, ...story }));
    if (!row) throw new Error('not published');
    return row.id;
  }

  async function reactionsOf(id: number) {
    const [row] = await db().select({ reactions: newsAnalysis.reactions }).from(newsAnalysis).where(eq(newsAnalysis.id, id));
    return row?.reactions?.instruments ?? [];
  }

  test('a sample story is priced by the simulated walk alone, for every instrument, with its readings already due', async () => {
    const id = await publish({ ...sampleFeed, analysis: calling('bullish', 'NVDA', 'Bunds'), symbols: ['NVDA'] });
    await recordDueReactions({ db: db(), marketData, now });
    const [nvda, bunds] = await reactionsOf(id);
    expect(nvda?.source).toBe('simulated');
    expect(bunds?.source).toBe('simulated');
    for (const reaction of [nvda, bunds]) {
      expect(reaction?.base.state).toBe('recorded');
      expect(reaction?.horizons['15m'].state).toBe('recorded');
      expect(reaction?.horizons['1h'].state).toBe('recorded');
    }
    // The configured provider was never asked about a fictional story.
    expect(provider.requests).toEqual([]);
  });

  test('a real story is never simulated: the provider prices what it can, the rest says at once that nothing can price it', async () => {
    const real = await publish({ analysis: calling('bullish', 'NVDA', 'Bunds'), symbols: ['NVDA'] });
    // A story a developer publishes by hand is marked as a sample, yet no part of the sample feed.
    const desk = await publish({ source: 'demo', sourceDomain: 'dev-news.example', analysis: calling('bullish', 'NVDA'), symbols: ['NVDA'] });
    await recordDueReactions({ db: db(), marketData, now });
    const [nvda, bunds] = await reactionsOf(real);
    expect(nvda?.source).toBe('test-provider');
    expect(nvda?.horizons['1h']).toMatchObject({ state: 'recorded' });
    expect(bunds).toMatchObject({ source: null, base: { state: 'no-data' }, horizons: { '1d': { state: 'no-data' } } });
    expect((await reactionsOf(desk))[0]?.source).toBe('test-provider');
  });

  test('the walk does not know the call: the same story called the other way gets the same prices', async () => {
    const id = await publish({ ...sampleFeed, analysis: calling('bullish', 'NVDA'), symbols: ['NVDA'] });
    await recordDueReactions({ db: db(), marketData, now });
    const bullish = await reactionsOf(id);
    await db()
      .update(newsAnalysis)
      .set({ analysis: calling('bearish', 'NVDA'), impactScore: -0.8, reactions: null, reactionsDueAt: publishedAt })
      .where(eq(newsAnalysis.id, id));
    await recordDueReactions({ db: db(), marketData, now });
    expect(await reactionsOf(id)).toEqual(bullish);
  });

  test('the board shows the simulated sample stories only while no real story has a move, then real stories only, and says which', async () => {
    const sample = await publish({ ...sampleFeed, analysis: calling('bullish', 'NVDA'), symbols: ['NVDA'] });
    // A real story without a priceable instrument: no move of its own.
    await publish({ analysis: calling('bullish', 'Bunds'), symbols: [] });
    await recordDueReactions({ db: db(), marketData, now });
    expect((await reactionsOf(sample))[0]?.source).toBe('simulated');
    const board = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, now });
    expect(board.storiesShown).toBe('simulated-samples');
    const red = board.cells.find((cell) => cell.band === 'high' && cell.method === 'ai');
    // The one sample story, with its simulated 1-hour move; the real story is not mixed in.
    expect(red).toMatchObject({ stories: 1, '1h': { n: 1, called: 1 } });

    await publish({ analysis: calling('bullish', 'NVDA'), symbols: ['NVDA'] });
    await recordDueReactions({ db: db(), marketData, now });
    const real = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, now });
    expect(real.storiesShown).toBe('real');
    const redReal = real.cells.find((cell) => cell.band === 'high' && cell.method === 'ai');
    // The two real stories (one with a move), and not the sample story.
    expect(redReal).toMatchObject({ stories: 2, '1h': { n: 1, called: 1, agreed: 1 } });
  });

  test("a story published by hand under a sample outlet's domain is priced by the market and counts as real on the board", async () => {
    const byHand = await publish({ source: 'operator', sourceDomain: sampleFeed.sourceDomain, analysis: calling('bullish', 'NVDA'), symbols: ['NVDA'] });
    await recordDueReactions({ db: db(), marketData, now });
    expect((await reactionsOf(byHand))[0]?.source).not.toBe('simulated');
    const board = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, now });
    expect(board.storiesShown).toBe('real');
  });
});
