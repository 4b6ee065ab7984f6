/**
 * The reaction to a story, end to end on a controlled clock: a story naming instruments is
 * queued when published, the recorder fills its readings as each falls due, every change
 * reaches an open live stream as an update, a failing provider leaves them pending until a later
 * run, publishing never waits for a provider, and an update sends no second alert.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { validateAccessToken } from '@/server/accounts/sessions';
import { sendAlertMails } from '@/server/alerts/send-alert-mails';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { listOutbox } from '@/server/mail/dev-outbox';
import { MarketDataError, marketDataOf } from '@/server/market-data/market-data';
import { withRateLimit } from '@/server/market-data/rate-limit';
import { createTwelveData } from '@/server/market-data/twelve-data';
import type { NewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { ingestOnce } from '@/server/news/ingest';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import { publishStory } from '@/server/news/publish';
import type { NewsSource } from '@/server/news/sources/source';
import { startReactionRecorder } from '@/server/reactions/recorder';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { ALERT_MAIL_INTERVAL_MS } from '@/shared/alerts';
import type { StoredAnalysis } from '@/shared/analysis';
import type { FeedItem } from '@/shared/feed';
import type { StoryReactions } from '@/shared/reactions';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { NewsCard } from '@/web/feed/news-card';
import { startFakeMarketData } from './fakes/fake-market-data';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { memoryProvider, winterSession } from './helpers/market-data';
import { openFeedStream } from './helpers/sse';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

// A Tuesday in January: New York trades 14:30–21:00 UTC; the day before closed at 21:00.
const published = new Date('2026-01-13T15:05:00Z');
const at = (time: string) => new Date(`2026-01-13T${time}Z`);
const daily = [
  { at: new Date('2026-01-12T21:00:00Z'), close: 99.5 },
  { at: at('21:00:00'), close: 103.9 },
];

const analysisNaming = (...symbols: string[]): StoredAnalysis => ({
  ...emptyAnalysis,
  patterns: 'p',
  explanation: 'e',
  instruments: symbols.map((symbol) => ({ symbol, market: 'Stock Market', direction: 'bullish', score: 0.4 })),
});

forEachDatabase((database, kind) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;
  let server: RunningServer;

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    server = startServer({ env: testEnv(), database: database(), services, port: 0, distDir: null });
  });
  // Each test starts with an empty queue: the stories of the others are not read again.
  beforeEach(async () => {
    await db().update(newsAnalysis).set({ reactionsDueAt: null });
  });
  afterAll(async () => {
    await server.stop();
    services.feed.close();
    await bus.close();
  });

  async function subscriberToken() {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    return session.access_token;
  }

  async function publishNaming(headline: string, ...symbols: string[]) {
    const row = await publishStory(db(), sampleStory({ headline, publishedAt: published, analysis: analysisNaming(...symbols), symbols }));
    if (!row) throw new Error('not published');
    return row.id;
  }

  async function stored(id: number) {
    const [row] = await db()
      .select({ reactions: newsAnalysis.reactions, dueAt: newsAnalysis.reactionsDueAt })
      .from(newsAnalysis)
      .where(eq(newsAnalysis.id, id));
    if (!row) throw new Error('story gone');
    return row;
  }

  /** The recorder on a clock the test moves; it runs only when asked. */
  function recorderOn(marketData: Parameters<typeof startReactionRecorder>[0]['marketData'], start: Date) {
    let clock = start;
    const recorder = startReactionRecorder({ database: database(), marketData, now: () => clock, intervalMs: 3_600_000 });
    return {
      recorder,
      at(time: Date) {
        clock = time;
        return recorder.runNow();
      },
    };
  }

  /** The story as the stream last sent it, once the stream has its stored revision. */
  async function latestOnStream(stream: Awaited<ReturnType<typeof openFeedStream>>, id: number): Promise<FeedItem> {
    const [row] = await db().select({ revision: newsAnalysis.revision }).from(newsAnalysis).where(eq(newsAnalysis.id, id));
    return waitFor(
      () => {
        const sent = [...stream.text().matchAll(/^data: (\{.*\})$/gm)].map((match) => JSON.parse(match[1] as string) as FeedItem);
        const latest = sent.filter((item) => item.id === id).at(-1);
        return latest?.revision === row?.revision && latest;
      },
      { interval: 10, message: `revision ${row?.revision} of story ${id} on the stream` },
    );
  }

  const reactionOf = (reactions: StoryReactions | null, symbol: string) => reactions?.instruments.find((reaction) => reaction.symbol === symbol);

  test('a story without instruments is not queued; one naming them is due at its publication', async () => {
    const plain = await publishStory(db(), sampleStory({ publishedAt: published }));
    expect((await stored(plain?.id ?? 0)).dueAt).toBeNull();
    const named = await publishNaming('Chipmaker lifts its outlook', 'SPX');
    expect((await stored(named)).dueAt).toEqual(published);
    await db().update(newsAnalysis).set({ reactionsDueAt: null }).where(eq(newsAnalysis.id, named));
  });

  test('a story whose AI analysis names instruments the first one did not is queued when that analysis arrives', async () => {
    const ai: NewsAnalyzer = {
      description: 'test AI',
      replacesOffline: true,
      analyze: async (_db, article) => ({
        ...analyzeOffline(article),
        instruments: [{ symbol: 'SPX', market: 'Stock Market', direction: 'bullish', score: 0.3 }],
        method: 'test-model',
      }),
    };
    const headline = 'A village bakery wins a regional prize';
    expect(analyzeOffline({ headline }).instruments).toEqual([]);
    const source: NewsSource = {
      id: 'wire',
      collect: async () => [
        {
          headline,
          summary: null,
          content: null,
          url: `https://wire.test/${Date.now()}`,
          sourceDomain: 'wire.test',
          publisherName: 'Wire',
          source: 'feed',
          publishedAt: published,
        },
      ],
    };
    await ingestOnce({ db: db(), sources: [source], analyzer: ai });
    const [row] = await db()
      .select({ dueAt: newsAnalysis.reactionsDueAt, analysis: newsAnalysis.analysis })
      .from(newsAnalysis)
      .where(eq(newsAnalysis.headline, headline));
    expect(row?.analysis?.instruments.map((instrument) => instrument.symbol)).toContain('SPX');
    expect(row?.dueAt).not.toBeNull();
  });

  test('readings fill in at their due times and each change reaches an open stream as an update', async () => {
    const provider = memoryProvider('memory', { SPX: { minute: winterSession('2026-01-13'), day: daily } });
    const { recorder, at: runAt } = recorderOn(marketDataOf([provider]), published);
    const stream = await openFeedStream(server.url.origin, await subscriberToken());
    const streamed = (id: number) => latestOnStream(stream, id);
    const spxOnStream = async (id: number) => reactionOf((await streamed(id)).reactions, 'SPX');
    try {
      const id = await publishNaming('Retail sales beat forecasts and lift stocks', 'SPX', 'Northwind Games');
      expect((await streamed(id)).reactions).toBeNull();

      await runAt(at('15:06:00'));
      let row = await stored(id);
      expect(reactionOf(row.reactions, 'SPX')?.horizons['15m']).toEqual({ state: 'pending', due: '2026-01-13T15:20:00.000Z' });
      // No provider prices it: said at once, without a request.
      expect(reactionOf(row.reactions, 'Northwind Games')).toMatchObject({
        source: null,
        base: { state: 'no-data' },
        horizons: { '1d': { state: 'no-data' } },
      });
      expect(provider.requests).toHaveLength(0);
      expect(row.dueAt).toEqual(at('15:22:00'));
      expect((await spxOnStream(id))?.horizons['15m'].state).toBe('pending');

      expect((await runAt(at('15:20:00')))?.stories).toBe(0);
      expect(reactionOf((await stored(id)).reactions, 'SPX')?.horizons['15m'].state).toBe('pending');

      await runAt(at('15:22:00'));
      row = await stored(id);
      expect(reactionOf(row.reactions, 'SPX')?.base).toEqual({ state: 'recorded', price: 100.35, at: '2026-01-13T15:05:00.000Z' });
      expect(reactionOf(row.reactions, 'SPX')?.horizons['15m']).toEqual({ state: 'recorded', price: 100.5, at: '2026-01-13T15:20:00.000Z' });
      expect(reactionOf(row.reactions, 'SPX')?.horizons['1h'].state).toBe('pending');
      expect((await spxOnStream(id))?.horizons['15m']).toEqual({ state: 'recorded', price: 100.5, at: '2026-01-13T15:20:00.000Z' });

      await runAt(at('16:07:00'));
      expect(reactionOf((await stored(id)).reactions, 'SPX')?.horizons['1h']).toEqual({ state: 'recorded', price: 100.95, at: '2026-01-13T16:05:00.000Z' });
      expect((await spxOnStream(id))?.horizons['1h'].state).toBe('recorded');

      await runAt(at('16:20:00'));
      row = await stored(id);
      expect(reactionOf(row.reactions, 'SPX')?.horizons['1d']).toEqual({ state: 'pending', due: '2026-01-13T21:00:00.000Z' });
      expect(row.dueAt).toEqual(at('21:15:00'));

      await runAt(at('21:15:00'));
      row = await stored(id);
      expect(reactionOf(row.reactions, 'SPX')?.horizons['1d']).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-13T21:00:00.000Z' });
      expect(reactionOf(row.reactions, 'SPX')?.path).toHaveLength(96);
      expect(row.dueAt).toBeNull();
      expect((await spxOnStream(id))?.horizons['1d']).toEqual({ state: 'recorded', price: 103.9, at: '2026-01-13T21:00:00.000Z' });
      // Nothing left to read: a later run asks for nothing.
      const asked = provider.requests.length;
      expect((await runAt(at('23:00:00')))?.stories).toBe(0);
      expect(provider.requests).toHaveLength(asked);
    } finally {
      await stream.close();
      await recorder.stop();
    }
  });

  test('through Twelve Data on the fake provider: the card shows each move since publication once its reading reaches the stream', async () => {
    let clock = published;
    const fake = startFakeMarketData({ now: () => clock, requestsPerMinute: 60 });
    fake.setSeries('AAPL', winterSession('2026-01-13'));
    fake.setDailySeries('AAPL', [
      { date: '2026-01-12', close: 99.5 },
      { date: '2026-01-13', close: 103.9 },
    ]);
    const twelveData = createTwelveData({ apiKey: 'fake-key', baseUrl: fake.url, now: () => clock });
    const marketData = marketDataOf([withRateLimit(twelveData, { perMinute: 60, now: () => clock.getTime() })]);
    const recorder = startReactionRecorder({ database: database(), marketData, now: () => clock, intervalMs: 3_600_000 });
    const stream = await openFeedStream(server.url.origin, await subscriberToken());
    /** The card's moves as a reader reads them, e.g. "AAPL +0.15 % since 15:05 ✓ agrees". */
    const card = (item: FeedItem) => {
      const html = renderToStaticMarkup(createElement(NewsCard, { item, isNew: false, now: new Date('2026-01-13T22:00:00Z'), timeZone: 'UTC' }));
      const moves = /<ul aria-label="Price moves since publication".*?<\/ul>/.exec(html)?.[0] ?? '';
      return moves
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    };
    const streamedCard = async (id: number) => card(await latestOnStream(stream, id));
    try {
      const id = await publishNaming('Apple lifts its dividend', 'AAPL');
      clock = at('15:22:00');
      await recorder.runNow();
      // 100.35 at 15:05 to 100.50 at 15:20: +0.15 %, the way the card called it.
      expect(await streamedCard(id)).toBe('AAPL +0.15 % since 15:05 ✓ agrees');
      clock = at('21:15:00');
      await recorder.runNow();
      // The day's close, 103.90: +3.5 % since publication.
      expect(await streamedCard(id)).toBe('AAPL +3.5 % since 15:05 ✓ agrees');
      expect(fake.requests().every((request) => request.params.apikey === 'fake-key' && request.path !== '/price')).toBe(true);
      expect((await stored(id)).dueAt).toBeNull();
    } finally {
      await stream.close();
      await recorder.stop();
      fake.stop();
    }
  });

  test('a provider failure leaves the readings pending until it may be asked again; other providers are read meanwhile', async () => {
    const failing = memoryProvider('failing', { AAPL: { minute: winterSession('2026-01-13'), day: daily } });
    const working = memoryProvider('working', { EURUSD: { minute: winterSession('2026-01-13'), day: daily } });
    const { recorder, at: runAt } = recorderOn(marketDataOf([failing, working]), at('15:06:00'));
    try {
      const id = await publishNaming('Apple supplier warns; the euro firms', 'AAPL', 'EURUSD');
      await runAt(at('15:06:00'));
      failing.fail(new MarketDataError('429 Too Many Requests', at('15:30:00')));

      await runAt(at('15:22:00'));
      let row = await stored(id);
      expect(reactionOf(row.reactions, 'AAPL')?.horizons['15m']).toEqual({ state: 'pending', due: '2026-01-13T15:20:00.000Z' });
      expect(reactionOf(row.reactions, 'EURUSD')?.horizons['15m']).toEqual({ state: 'recorded', price: 100.5, at: '2026-01-13T15:20:00.000Z' });
      expect(row.dueAt).toEqual(at('15:30:00'));
      const asked = failing.requests.length;
      expect(asked).toBe(1);

      // Before the time it gave, the provider is not asked again.
      expect((await runAt(at('15:25:00')))?.stories).toBe(0);
      expect(failing.requests).toHaveLength(asked);

      failing.recover();
      await runAt(at('15:30:00'));
      row = await stored(id);
      expect(reactionOf(row.reactions, 'AAPL')?.horizons['15m']).toEqual({ state: 'recorded', price: 100.5, at: '2026-01-13T15:20:00.000Z' });
      expect(reactionOf(row.reactions, 'AAPL')?.base).toEqual({ state: 'recorded', price: 100.35, at: '2026-01-13T15:05:00.000Z' });
    } finally {
      await recorder.stop();
    }
  });

  test('a close at or below zero is never taken as a price: the reading waits, as without a bar', async () => {
    const belowZero = winterSession('2026-01-13').map((bar) => ({ ...bar, close: -bar.close }));
    const provider = memoryProvider('futures', { OIL: { minute: belowZero, day: daily.map((bar) => ({ ...bar, close: 0 })) } });
    const { recorder, at: runAt } = recorderOn(marketDataOf([provider]), at('15:06:00'));
    try {
      const id = await publishNaming('Crude futures contract expires in disarray', 'OIL');
      await runAt(at('15:06:00'));
      await runAt(at('15:22:00'));
      const reaction = reactionOf((await stored(id)).reactions, 'OIL');
      expect(provider.requests.length).toBeGreaterThan(0);
      expect(reaction?.base.state).toBe('pending');
      expect(reaction?.path).toEqual([]);
    } finally {
      await recorder.stop();
    }
  });

  test('a provider failing without saying when to come back is asked again less and less often', async () => {
    const failing = memoryProvider('failing', { AAPL: { minute: winterSession('2026-01-13'), day: daily } });
    failing.fail(new MarketDataError('connection reset'));
    const { recorder, at: runAt } = recorderOn(marketDataOf([failing]), at('15:06:00'));
    try {
      const id = await publishNaming('Apple event date set', 'AAPL');
      await runAt(at('15:06:00'));
      await runAt(at('15:22:00'));
      // Two minutes late: again in two minutes; then in four.
      expect((await stored(id)).dueAt).toEqual(at('15:24:00'));
      await runAt(at('15:24:00'));
      expect((await stored(id)).dueAt).toEqual(at('15:28:00'));
      expect(failing.requests).toHaveLength(2);
      expect(reactionOf((await stored(id)).reactions, 'AAPL')?.horizons['15m'].state).toBe('pending');
    } finally {
      await recorder.stop();
    }
  });

  test('publishing does not wait for a run whose provider is slow to answer', async () => {
    const slow = memoryProvider('slow', { SPX: { minute: winterSession('2026-01-13'), day: daily } });
    const { recorder, at: runAt } = recorderOn(marketDataOf([slow]), at('15:06:00'));
    try {
      const id = await publishNaming('Index futures climb before the open', 'SPX');
      await runAt(at('15:06:00'));
      const held = slow.hold();
      const run = runAt(at('15:22:00'));
      await held.waiting;
      const started = performance.now();
      await publishNaming('A second story while the provider is silent', 'SPX');
      const publishMs = performance.now() - started;
      console.log(`${kind}: published in ${publishMs.toFixed(1)} ms while a provider call was in flight`);
      expect(publishMs).toBeLessThan(500);
      expect(reactionOf((await stored(id)).reactions, 'SPX')?.horizons['15m'].state).toBe('pending');
      held.release();
      await run;
      expect(reactionOf((await stored(id)).reactions, 'SPX')?.horizons['15m'].state).toBe('recorded');
    } finally {
      await recorder.stop();
    }
  });

  test('the updates of a story’s reaction send no second alert mail', async () => {
    const { session, email } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const user = callerFor(services, db(), await validateAccessToken(db(), session.access_token));
    await user.alerts.createRule({ name: 'Impact 7+', keywords: [], category: null, direction: null, minImpact: 7, instruments: [], watchlist: false });
    await user.alerts.setEmail({ email: true });
    const alertMails = async () => (await listOutbox(db())).filter((mail) => mail.to === email && mail.text.includes('Unsubscribe from alert e-mails:'));
    const provider = memoryProvider('memory', { SPX: { minute: winterSession('2026-01-13'), day: daily } });
    const { recorder, at: runAt } = recorderOn(marketDataOf([provider]), published);
    try {
      const id = await publishStory(
        db(),
        sampleStory({ headline: 'Factory orders jump', impactScore: 0.8, publishedAt: published, analysis: analysisNaming('SPX') }),
      );
      await sendAlertMails({ db: db(), services, now: new Date() });
      // The story names no ticker: the subject names the instrument it moves.
      expect((await alertMails()).map((mail) => mail.subject)).toEqual(['SPX: Factory orders jump']);
      for (const time of ['15:06:00', '15:22:00', '16:07:00']) await runAt(at(time));
      expect(reactionOf((await stored(id?.id ?? 0)).reactions, 'SPX')?.horizons['1h'].state).toBe('recorded');
      // Past the mail interval, so a second mail could go: none does.
      await sendAlertMails({ db: db(), services, now: new Date(Date.now() + ALERT_MAIL_INTERVAL_MS + 60_000) });
      expect(await alertMails()).toHaveLength(1);
    } finally {
      await recorder.stop();
    }
  });

  if (kind === 'postgres') {
    test('on Postgres one instance records at a time: another skips its turn while a run is under way', async () => {
      const slow = memoryProvider('slow', { SPX: { minute: winterSession('2026-01-13'), day: daily } });
      const first = recorderOn(marketDataOf([slow]), at('15:06:00'));
      try {
        await publishNaming('Treasury yields slip after the auction', 'SPX');
        await first.at(at('15:06:00'));
        const held = slow.hold();
        const run = first.at(at('15:22:00'));
        await held.waiting;
        // Started while the first holds its turn: its own first run and the one asked for both skip.
        const second = recorderOn(marketDataOf([slow]), at('15:22:00'));
        try {
          expect(await second.at(at('15:22:00'))).toBeNull();
        } finally {
          await second.recorder.stop();
        }
        held.release();
        expect((await run)?.revised).toBeGreaterThan(0);
      } finally {
        await first.recorder.stop();
      }
    });
  }
});
