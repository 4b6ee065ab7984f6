/**
 * Historical patterns from data: the dated past events measured on the shipped series, the
 * archive's stories with recorded reactions, the two combined, and the line a published story carries.
 */
import { expect, spyOn, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { newsAnalysis } from '@/server/db/schema';
import { log } from '@/server/log';
import type { NewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { offlineAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { createPatternStudies } from '@/server/news/event-studies/pattern-studies';
import { ingestOnce } from '@/server/news/ingest';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import type { StoredAnalysis } from '@/shared/analysis';
import { SIMULATED_SOURCE, type StoryReactions } from '@/shared/reactions';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

/** Median of moves, computed here on its own from hand-read closes. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >>> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
const pct = (move: number) => `${(Math.abs(move) * 100).toFixed(1)} %`;

// WTI spot closes hand-read from series/wti-daily.csv: [last close before the decision, first close after it].
const WTI_AROUND_OPEC_CUTS: [number, number][] = [
  [67.17, 63.34], // 2008-10-23 → 2008-10-24
  [43.84, 40.17], // 2008-12-16 → 2008-12-17
  [44.65, 47.07], // 2016-09-27 → 2016-09-28
  [45.29, 49.41], // 2016-11-29 → 2016-11-30
  [51.51, 52.74], // Fri 2016-12-09 → Mon 2016-12-12 (a Saturday meeting)
  [51.54, 52.76], // 2018-12-06 → 2018-12-07
  [58.42, 59.2], // 2019-12-05 → 2019-12-06
  [22.9, 22.36], // Thu 2020-04-09 → Mon 2020-04-13 (Good Friday, then a Sunday meeting)
  [47.47, 49.78], // 2021-01-04 → 2021-01-05
  [86.87, 88.22], // 2022-10-04 → 2022-10-05
  [75.68, 80.4], // Fri 2023-03-31 → Mon 2023-04-03
  [71.76, 72.14], // Fri 2023-06-02 → Mon 2023-06-05
  [77.56, 75.66], // 2023-11-29 → 2023-11-30
];
// VIX closes hand-read from series/vix-daily.csv around bank failures and rescues.
const VIX_AROUND_BANK_FAILURES: [number, number][] = [
  [27.29, 31.16], // Bear Stearns, 2008-03-14
  [25.66, 31.7], // Lehman, Mon 2008-09-15 (from Fri 2008-09-12)
  [32.82, 34.74], // Washington Mutual, after the close of 2008-09-25
  [22.61, 24.8], // Silicon Valley Bank, 2023-03-10
  [24.8, 26.52], // Signature Bank, Sun 2023-03-12
  [25.51, 24.15], // Credit Suisse, Sun 2023-03-19
  [15.78, 16.08], // First Republic, 2023-05-01
];
const moves = (pairs: [number, number][]) => pairs.map(([base, after]) => after / base - 1);

const bullishOil = [{ symbol: 'OIL', market: 'Commodities', direction: 'bullish' as const, score: 0.8 }];

/** A recorded reaction for one instrument: base and 1-trading-day prices, the 1d reading at `closeAt`. */
function reaction(symbol: string, base: number, after: number, closeAt: string, state: 'recorded' | 'pending' = 'recorded'): StoryReactions {
  const pending = { state: 'pending' as const, due: closeAt };
  return {
    instruments: [
      {
        symbol,
        source: 'test',
        base: { state: 'recorded', price: base, at: '2024-01-01T00:00:00Z' },
        horizons: { '15m': pending, '1h': pending, '1d': state === 'recorded' ? { state, price: after, at: closeAt } : pending },
        path: [],
      },
    ],
    updatedAt: closeAt,
  };
}

/** The same reaction, priced by the simulated tape of sample stories. */
const simulated = (reactions: StoryReactions): StoryReactions => ({
  ...reactions,
  instruments: reactions.instruments.map((instrument) => ({ ...instrument, source: SIMULATED_SOURCE })),
});

function analysisJson(eventType: string, instruments: { symbol: string; direction: 'bullish' | 'bearish' }[]): StoredAnalysis {
  return {
    ...emptyAnalysis,
    patterns: 'p',
    explanation: 'e',
    event_type: eventType,
    instruments: instruments.map((i) => ({ ...i, market: 'Test', score: i.direction === 'bullish' ? 0.5 : -0.5 })),
  };
}

forEachDatabase((database) => {
  const db = () => database().db;

  test('on the shipped series alone, oil and volatility event types show real figures with n and years', async () => {
    await db().delete(newsAnalysis);
    const studies = createPatternStudies(db(), { firstReadWaitMs: 60_000 });

    const wti = moves(WTI_AROUND_OPEC_CUTS);
    const cuts = await studies.studiesOf('opec-cut');
    expect(cuts.map((s) => s.instrument)).toEqual(['OIL', 'BRENT']);
    expect(cuts[0]?.summary).toMatchObject({ n: 13, agreeing: wti.filter((m) => m >= 0.0005).length, firstYear: 2008, lastYear: 2023, leftOut: 0 });
    expect(cuts[0]?.summary.median).toBeCloseTo(median(wti), 10);
    const opecLine = await studies.lineFor({ event_type: 'opec-cut', instruments: bullishOil });
    // 9 of the 13 hand-read moves are up; the median is 88.22 / 86.87 - 1 = +1.6 %.
    expect(opecLine).toStartWith(
      `After the last 13 OPEC output-cut decisions, oil (WTI) rose a median ${pct(median(wti))} the next trading day (9 of 13 up; 2008–2023).`,
    );
    expect(pct(median(wti))).toBe('1.6 %');
    expect(opecLine).toContain('Brent crude rose a median');
    expect(opecLine).toEndWith(
      'Sources: dated events from OPEC and Saudi government press releases; prices: U.S. Energy Information Administration (WTI spot, Brent spot).',
    );

    const vix = moves(VIX_AROUND_BANK_FAILURES);
    const bankLine = await studies.lineFor(analyzeOffline({ headline: 'Regulators seize a regional lender after a run on deposits' }));
    expect(pct(median(vix))).toBe('6.9 %');
    expect(bankLine).toBe(
      `After the last 7 bank failures and rescues, the VIX rose a median ${pct(median(vix))} the next trading day (6 of 7 up; 2008–2023). Sources: dated events from Federal Reserve, FDIC, Swiss authorities and company releases; prices: Cboe (VIX).`,
    );

    // Three US downgrades: S&P (VIX 32.00 → 48.00), Fitch (13.93 → 16.09), Moody's (17.24 → 18.14): not enough for a median.
    const downgrades = await studies.studiesOf('sovereign-downgrade');
    expect(downgrades[0]?.summary).toMatchObject({ n: 3, agreeing: 3, firstYear: 2011, lastYear: 2025 });
    expect(await studies.lineFor({ event_type: 'sovereign-downgrade', instruments: [] })).toBe(
      'Not enough history yet: 3 cases for the VIX after sovereign rating downgrades. Sources: dated events from rating agency announcements; prices: Cboe (VIX).',
    );
  });

  test('a card that reads the event the other way, or an event type nothing studies, keeps its own line', async () => {
    const studies = createPatternStudies(db(), { firstReadWaitMs: 60_000 });
    expect(
      await studies.lineFor({ event_type: 'opec-cut', instruments: [{ symbol: 'OIL', market: 'Commodities', direction: 'bearish', score: -0.5 }] }),
    ).toBeNull();
    expect(await studies.lineFor({ event_type: 'product-launch', instruments: [] })).toBeNull();
    expect(await studies.lineFor({ event_type: null, instruments: [] })).toBeNull();
  });

  test('archived stories with recorded reactions: one case per event, never one a dated event already counts', async () => {
    await db().delete(newsAnalysis);
    const story = (eventType: string, instruments: { symbol: string; direction: 'bullish' | 'bearish' }[], reactions: StoryReactions) =>
      sampleStory({ analysis: analysisJson(eventType, instruments), reactions });
    await db()
      .insert(newsAnalysis)
      .values([
        // A rate hike: SPX fell 1 % (as called), and on another day rose 1 % (against the call).
        story('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 5000, 4950, '2024-01-10T21:00:00Z')),
        story('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 4000, 4040, '2024-02-01T21:00:00Z')),
        // Another outlet's story on the first hike, the same closing day: the same event.
        story('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 5010, 4900, '2024-01-10T21:00:00Z')),
        // Not yet recorded: no case.
        story('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 5000, 0, '2024-03-01T21:00:00Z', 'pending')),
        // Simulated prices of a sample story: a random walk, never history.
        story('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }], simulated(reaction('SPX', 5000, 4000, '2024-05-20T21:00:00Z'))),
        // A price the analysis does not call: no prediction, no case.
        story('cb-rate-hike', [{ symbol: 'USD', direction: 'bullish' }], reaction('SPX', 5000, 4900, '2024-04-01T21:00:00Z')),
        // An OPEC cut on the day of a dated decision (30 November 2023), and one on a day the list does not have.
        story('opec-cut', [{ symbol: 'OIL', direction: 'bullish' }], reaction('OIL', 77.5, 75.7, '2023-11-30T19:30:00Z')),
        story('opec-cut', [{ symbol: 'OIL', direction: 'bullish' }], reaction('OIL', 80, 78, '2024-06-03T18:30:00Z')),
        // Inflation data: the text decides the call. Two stories called SPX down (-1 %, -2 %), one up (+1.5 %).
        story('macro-inflation', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 100, 99, '2024-07-10T21:00:00Z')),
        story('macro-inflation', [{ symbol: 'SPX', direction: 'bearish' }], reaction('SPX', 100, 98, '2024-08-10T21:00:00Z')),
        story('macro-inflation', [{ symbol: 'SPX', direction: 'bullish' }], reaction('SPX', 100, 101.5, '2024-09-10T21:00:00Z')),
        // A failed analysis, and a story with no reactions yet: skipped, not an error.
        sampleStory({ analysis: { ...emptyAnalysis, failure: 'api-error' }, reactions: reaction('SPX', 5000, 4000, '2024-05-01T21:00:00Z') }),
        sampleStory({ analysis: analysisJson('cb-rate-hike', [{ symbol: 'SPX', direction: 'bearish' }]) }),
      ]);
    const studies = createPatternStudies(db(), { firstReadWaitMs: 60_000 });

    const hikes = await studies.studiesOf('cb-rate-hike');
    expect(hikes).toHaveLength(1);
    expect(hikes[0]?.summary).toMatchObject({ n: 2, agreeing: 1, predicted: 'bearish', firstYear: new Date().getUTCFullYear() });
    // (-0.01 + 0.01) / 2
    expect(hikes[0]?.summary.median).toBeCloseTo(0, 12);
    expect(
      await studies.lineFor({ event_type: 'cb-rate-hike', instruments: [{ symbol: 'SPX', market: 'Stock Market', direction: 'bearish', score: -0.6 }] }),
    ).toBe('Not enough history yet: 2 cases for SPX after “rate hike” stories. Sources: the recorded reactions of 2 archived stories.');

    const spxDown = [{ symbol: 'SPX', market: 'Stock Market', direction: 'bearish' as const, score: -0.6 }];
    expect(await studies.lineFor({ event_type: 'macro-inflation', instruments: spxDown })).toBe(
      'Not enough history yet: 2 cases for SPX after “inflation data” stories that called SPX down. Sources: the recorded reactions of 2 archived stories.',
    );
    expect((await studies.studiesOf('macro-inflation'))[0]?.summary).toMatchObject({ n: 3, predicted: 'mixed' });

    // 13 dated decisions and one more story: 80 → 78 is -2.5 %. Sorted, the 7th and 8th moves are 59.2/58.42 - 1 and 88.22/86.87 - 1.
    const wti = [...moves(WTI_AROUND_OPEC_CUTS), 78 / 80 - 1];
    const [oil] = await studies.studiesOf('opec-cut');
    expect(oil?.summary).toMatchObject({ n: 14, agreeing: 9, firstYear: 2008 });
    expect(oil?.summary.median).toBeCloseTo(median(wti), 10);
    expect(pct(median(wti))).toBe('1.4 %');
    const line = await studies.lineFor({ event_type: 'opec-cut', instruments: bullishOil });
    expect(line).toStartWith('After the last 14 OPEC output-cut decisions, oil (WTI) rose a median 1.4 % the next trading day (9 of 14 up; 2008–');
    expect(line).toEndWith('prices: U.S. Energy Information Administration (WTI spot, Brent spot); the recorded reactions of 1 archived story.');
  });

  test('the archive is read again after its cache lifetime, and a failed read leaves the dated events standing', async () => {
    await db().delete(newsAnalysis);
    let clock = 0;
    const studies = createPatternStudies(db(), { ttlMs: 1000, firstReadWaitMs: 60_000, now: () => clock });
    expect(await studies.studiesOf('cb-rate-cut')).toEqual([]);
    await db()
      .insert(newsAnalysis)
      .values(
        sampleStory({
          analysis: analysisJson('cb-rate-cut', [{ symbol: 'SPX', direction: 'bullish' }]),
          reactions: reaction('SPX', 100, 101, '2024-01-10T21:00:00Z'),
        }),
      );
    clock = 500;
    expect(await studies.studiesOf('cb-rate-cut')).toEqual([]);
    clock = 1500;
    await studies.studiesOf('cb-rate-cut'); // served stale while the archive is read again
    await waitFor(async () => (await studies.studiesOf('cb-rate-cut')).length > 0, { interval: 10 }).catch(() => {});
    expect((await studies.studiesOf('cb-rate-cut'))[0]?.summary.n).toBe(1);

    const warn = spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const broken = createPatternStudies({ execute: async () => Promise.reject(new Error('database away')) } as unknown as ReturnType<typeof db>);
      expect(await broken.lineFor({ event_type: 'market-halt', instruments: [] })).toStartWith(
        'After the last 10 market-wide trading halts, the VIX rose a median',
      );
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('a slow first read of the archive does not hold up a story: it is published with the dated events alone', async () => {
    let answer: (rows: never[]) => void = () => {};
    const slow = { execute: () => new Promise((resolve) => (answer = resolve)) } as unknown as ReturnType<typeof db>;
    const studies = createPatternStudies(slow, { firstReadWaitMs: 20 });
    const started = performance.now();
    expect(await studies.lineFor({ event_type: 'bank-failure', instruments: [] })).toStartWith('After the last 7 bank failures and rescues');
    expect(performance.now() - started).toBeLessThan(1000);
    answer([]);
  });

  test('a published story carries the measured line, from the rules-based and from the AI analysis', async () => {
    await db().delete(newsAnalysis);
    const item = (n: number, headline: string) => ({
      headline,
      summary: null,
      content: null,
      url: `https://news.example/patterns-${n}`,
      sourceDomain: 'news.example',
      publisherName: 'Example News',
      source: 'test',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const source = (items: ReturnType<typeof item>[]) => ({ id: 'test', collect: async () => items });

    await ingestOnce({
      db: db(),
      analyzer: offlineAnalyzer(),
      sources: [source([item(1, 'OPEC+ agrees to cut oil output by 2 million barrels a day'), item(2, 'Chipmaker unveils a new laptop processor')])],
    });
    const rows = await db().select().from(newsAnalysis);
    const stored = (headline: string) => rows.find((r) => r.headline.startsWith(headline))?.analysis ?? emptyAnalysis;
    expect(stored('OPEC+').patterns).toStartWith(
      'After the last 13 OPEC output-cut decisions, oil (WTI) rose a median 1.6 % the next trading day (9 of 13 up; 2008–2023).',
    );
    expect(stored('OPEC+').explanation).toBe(analyzeOffline({ headline: 'OPEC+ agrees to cut oil output by 2 million barrels a day' }).explanation);
    // No study for a product launch: the qualitative line stays, with no figure.
    expect(stored('Chipmaker').patterns).toBe(analyzeOffline({ headline: 'Chipmaker unveils a new laptop processor' }).patterns);
    expect(stored('Chipmaker').patterns).not.toMatch(/\d/);

    const ai: NewsAnalyzer = {
      description: 'an AI analyst',
      replacesOffline: true,
      async analyze(_db, article) {
        return { ...analyzeOffline(article), method: 'claude-test', patterns: 'Banks in trouble have tended to unsettle markets.' };
      },
    };
    await ingestOnce({ db: db(), analyzer: ai, sources: [source([item(3, 'Regulators seize a regional lender after a run on deposits')])] });
    const [bank] = await db().select().from(newsAnalysis).where(eq(newsAnalysis.url, 'https://news.example/patterns-3'));
    expect(bank?.analysisMethod).toBe('claude-test');
    expect(bank?.analysis?.patterns).toStartWith('After the last 7 bank failures and rescues, the VIX rose a median 6.9 %');
  });
});
