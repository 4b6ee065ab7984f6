/**
 * The story page's minute chart, through its procedure: subscribers and trial users only, the
 * story's instrument read through the market-data interface around the publication, and a
 * script asking for chart after chart refused before the provider is asked.
 */
import { beforeEach, expect, test } from 'bun:test';
import { eq, like, sql } from 'drizzle-orm';
import { newsAnalysis, profiles, rateLimitEvents } from '@/server/db/schema';
import { MarketDataError, marketDataOf } from '@/server/market-data/market-data';
import { CHART_READS_PER_ACCOUNT, chartReadsOfAll, readMinuteChart } from '@/server/minute-chart/story-minute-chart';
import { demoOutlets } from '@/server/news/sources/demo-items';
import { createServices } from '@/server/services';
import type { StoredAnalysis } from '@/shared/analysis';
import { serverAuthErrors } from '@/shared/auth';
import { billingServerErrors } from '@/shared/billing';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, callerWithToken, testEnv } from './helpers/caller';
import { memoryProvider } from './helpers/market-data';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

const MINUTE = 60_000;
const thisMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** A minute bar for each of the last six hours, at 100 plus a cent a minute. */
function recentMinutes() {
  const last = thisMinute();
  return Array.from({ length: 360 }, (_, i) => ({ at: new Date(last - (359 - i) * MINUTE), close: 100 + i / 100 }));
}

const naming = (...symbols: string[]): StoredAnalysis => ({
  ...emptyAnalysis,
  patterns: 'p',
  explanation: 'e',
  instruments: symbols.map((symbol) => ({ symbol, market: 'Stock Market', direction: 'bullish', score: 0.8 })),
});

forEachDatabase((database) => {
  const db = () => database().db;

  // The allowance for all accounts is one count for the whole database: each test starts with it unspent.
  beforeEach(async () => {
    await db().delete(rateLimitEvents);
  });

  function servicesWith(provider = memoryProvider('twelve-data', { SPX: { minute: recentMinutes() } })) {
    return { provider, services: createServices(testEnv(), db(), { marketData: marketDataOf([provider]) }) };
  }

  async function trialUser(services: ReturnType<typeof servicesWith>['services']) {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    return callerWithToken(services, db(), session.access_token);
  }

  async function storyNaming(publishedAt: Date, ...symbols: string[]) {
    const [row] = await db()
      .insert(newsAnalysis)
      .values(sampleStory({ publishedAt, createdAt: new Date(publishedAt.getTime() + 5_000), analysis: naming(...symbols), symbols }))
      .returning({ id: newsAnalysis.id });
    if (!row) throw new Error('story not stored');
    return row.id;
  }

  test('a trial user gets the minute closes from 30 minutes before publication to now, with the publication inside', async () => {
    // The minute the test starts in: the server cuts the window at its own minute, which may be the next one.
    const start = thisMinute();
    const { provider, services } = servicesWith();
    const caller = await trialUser(services);
    const published = new Date(start - 60 * MINUTE + 20_000);
    // The primary instrument has no minute prices anywhere: the chart is the next one's.
    const id = await storyNaming(published, 'ZZNONE', 'SPX');

    const answer = await caller.charts.minutes({ id });
    if (answer.state !== 'chart') throw new Error(`no chart: ${answer.state}`);
    expect(answer.symbol).toBe('SPX');
    expect(answer.source).toBe('twelve-data');
    expect(answer.publishedAt).toBe(published.toISOString());
    expect(answer.from).toBe(new Date(start - 90 * MINUTE).toISOString());
    // Two hours after publication are not over: the window ends with the last whole minute.
    expect([start, start + MINUTE]).toContain(Date.parse(answer.to));
    expect([90, 91]).toContain(answer.points.length);
    expect(Date.parse(answer.points[0]?.at ?? '')).toBe(start - 89 * MINUTE);
    expect(answer.points.at(-1)?.price).toBeCloseTo(103.59);
    expect(provider.requests).toEqual([{ symbol: 'SPX', resolution: 'minute', from: new Date(answer.from), to: new Date(answer.to) }]);
  });

  test('a finished window ends two hours after publication', async () => {
    const { services } = servicesWith();
    const caller = await trialUser(services);
    const published = new Date(thisMinute() - 4 * 3600_000);
    const answer = await caller.charts.minutes({ id: await storyNaming(published, 'SPX') });
    if (answer.state !== 'chart') throw new Error(`no chart: ${answer.state}`);
    expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(150 * MINUTE);
    expect(answer.points).toHaveLength(150);
  });

  test('without a provider of minute bars for its instruments there is no chart, and no provider is asked', async () => {
    const { provider, services } = servicesWith(memoryProvider('daily-only', { SPX: { day: recentMinutes() } }));
    const caller = await trialUser(services);
    expect(await caller.charts.minutes({ id: await storyNaming(new Date(Date.now() - 3600_000), 'SPX') })).toEqual({ state: 'no-provider' });
    expect(provider.requests).toEqual([]);
  });

  test('a closed market gives a line of its own, and a failing provider says so and is asked again next time', async () => {
    const { provider, services } = servicesWith(memoryProvider('twelve-data', { SPX: { minute: [] } }));
    const caller = await trialUser(services);
    const id = await storyNaming(new Date(Date.now() - 3600_000), 'SPX');
    expect(await caller.charts.minutes({ id })).toEqual({ state: 'no-prices', symbol: 'SPX' });

    const failing = servicesWith();
    const reader = await trialUser(failing.services);
    failing.provider.fail(new MarketDataError('twelve-data: HTTP 502'));
    expect(await reader.charts.minutes({ id })).toEqual({ state: 'unavailable', symbol: 'SPX' });
    failing.provider.recover();
    expect((await reader.charts.minutes({ id })).state).toBe('chart');
    expect(failing.provider.requests).toHaveLength(2);
    expect(provider.requests).toHaveLength(1);
  });

  test('only subscribers and trial users get a chart, as the story page', async () => {
    const { provider, services } = servicesWith();
    const id = await storyNaming(new Date(Date.now() - 3600_000), 'SPX');
    await expect(callerFor(services, db()).charts.minutes({ id })).rejects.toThrow(serverAuthErrors.sessionMissing);
    const { session } = await createConfirmedUser(services, db());
    const withoutAccess = await callerWithToken(services, db(), session.access_token);
    await expect(withoutAccess.charts.minutes({ id })).rejects.toThrow(billingServerErrors.notEntitled);
    await expect((await trialUser(services)).charts.minutes({ id: id + 10_000 })).rejects.toThrow('This story does not exist');
    expect(provider.requests).toEqual([]);
  });

  test('a script asking for chart after chart is refused before the provider is asked; kept answers cost nothing', async () => {
    const { provider, services } = servicesWith();
    const script = await trialUser(services);
    // Each story a minute apart: no two share a window, so each would be a request of its own.
    const ids: number[] = [];
    // One clock for all the stories, so no two share a window (and a kept chart) when a minute turns.
    const now = thisMinute();
    for (let i = 0; i < CHART_READS_PER_ACCOUNT.limit + 5; i++) ids.push(await storyNaming(new Date(now - (3 * 60 + i) * MINUTE), 'SPX'));

    const answers = await Promise.allSettled(ids.map((id) => script.charts.minutes({ id })));
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('Too many minute chart requests. Please try again in');
    expect(provider.requests).toHaveLength(CHART_READS_PER_ACCOUNT.limit);

    // The charts it got, again: answered from what was kept, so neither refused nor asked of the provider.
    const answered = ids.filter((_, index) => answers[index]?.status === 'fulfilled').slice(0, 3);
    expect(answered).toHaveLength(3);
    for (const id of answered) expect((await script.charts.minutes({ id })).state).toBe('chart');
    expect(provider.requests).toHaveLength(CHART_READS_PER_ACCOUNT.limit);

    // Another reader is not held back by the script's count: a chart the script was refused is read for it.
    const reader = await trialUser(services);
    const refusedId = ids.find((_, index) => answers[index]?.status === 'rejected') as number;
    expect((await reader.charts.minutes({ id: refusedId })).state).toBe('chart');
    expect(provider.requests).toHaveLength(CHART_READS_PER_ACCOUNT.limit + 1);
  });

  test('many accounts together cannot spend more of the provider than the charts are allowed', async () => {
    const { provider, services } = servicesWith();
    const CHART_READS_OF_ALL = chartReadsOfAll(provider.id);
    const accounts = Math.ceil(CHART_READS_OF_ALL.limit / CHART_READS_PER_ACCOUNT.limit) + 1;
    const callers = await Promise.all(Array.from({ length: accounts }, () => trialUser(services)));
    let refusals = 0;
    let story = 0;
    // One clock for all the stories: read anew, a minute turning mid-loop would give two stories one
    // window, and the second would be answered from the first's kept chart.
    const now = thisMinute();
    for (const caller of callers) {
      for (let i = 0; i < CHART_READS_PER_ACCOUNT.limit; i++) {
        story += 1;
        const id = await storyNaming(new Date(now - (3 * 60 + story) * MINUTE), 'SPX');
        await caller.charts.minutes({ id }).catch(() => {
          refusals += 1;
        });
      }
    }
    expect(provider.requests).toHaveLength(CHART_READS_OF_ALL.limit);
    expect(refusals).toBe(accounts * CHART_READS_PER_ACCOUNT.limit - CHART_READS_OF_ALL.limit);
  });

  test('many readers opening one story at once cost the provider one request, counted once for all accounts', async () => {
    const { provider, services } = servicesWith();
    const readers = await Promise.all(Array.from({ length: 6 }, () => trialUser(services)));
    const id = await storyNaming(new Date(thisMinute() - 30 * MINUTE), 'SPX');
    const answers = await Promise.all(readers.map((reader) => reader.charts.minutes({ id })));
    expect(answers.map((answer) => answer.state)).toEqual(Array(6).fill('chart'));
    expect(provider.requests).toHaveLength(1);
    expect(await db().select().from(rateLimitEvents).where(like(rateLimitEvents.key, 'minute-chart:all:%'))).toHaveLength(1);
  });

  test('a chart still growing is read once a refresh interval: refreshes within it are neither counted nor sent', async () => {
    const { provider, services } = servicesWith();
    const { session } = await createConfirmedUser(services, db());
    const start = thisMinute();
    const id = await storyNaming(new Date(start - 30 * MINUTE), 'SPX');
    const read = (now: Date) =>
      readMinuteChart({ db: db(), marketData: services.marketData, sourceDomains: undefined, userId: session.user.id, storyId: id, now });

    const first = await read(new Date(start + 5_000));
    // Three minutes on the window has grown by three minutes, but the page is answered with what was read.
    const refreshed = await read(new Date(start + 3 * MINUTE + 5_000));
    expect(refreshed).toEqual(first);
    expect(provider.requests).toHaveLength(1);
    expect(await db().select().from(rateLimitEvents).where(like(rateLimitEvents.key, 'minute-chart:user:%'))).toHaveLength(1);
  });

  test('one account asking for charts all day long is stopped well before the shared budget is spent', async () => {
    const { provider, services } = servicesWith();
    const script = await trialUser(services);
    const now = thisMinute();
    let story = 0;
    // An hour at a time through a day: what was counted before moves an hour into the past.
    for (let hour = 0; hour < 24; hour++) {
      await db()
        .update(rateLimitEvents)
        .set({ createdAt: sql`${rateLimitEvents.createdAt} - interval '1 hour'` });
      for (let i = 0; i < 10; i++) {
        story += 1;
        const id = await storyNaming(new Date(now - (3 * 60 + story) * MINUTE), 'SPX');
        await script.charts.minutes({ id }).catch(() => undefined);
      }
    }
    expect(provider.requests).toHaveLength(CHART_READS_PER_ACCOUNT.limit);
    expect(CHART_READS_PER_ACCOUNT.limit).toBeLessThanOrEqual(chartReadsOfAll(provider.id).limit / 4);

    // Everyone else still gets charts.
    const reader = await trialUser(services);
    expect((await reader.charts.minutes({ id: await storyNaming(new Date(now - 3 * 60 * MINUTE - 30_000), 'SPX') })).state).toBe('chart');
  });

  test('a sample story has no chart, and no provider is asked for one', async () => {
    const { provider, services } = servicesWith();
    const caller = await trialUser(services);
    const [row] = await db()
      .insert(newsAnalysis)
      .values(
        sampleStory({
          source: 'demo',
          sourceDomain: demoOutlets.wire.domain,
          publishedAt: new Date(Date.now() - 3600_000),
          analysis: naming('SPX'),
          symbols: ['SPX'],
        }),
      )
      .returning({ id: newsAnalysis.id });
    if (!row) throw new Error('story not stored');
    expect(await caller.charts.minutes({ id: row.id })).toEqual({ state: 'no-provider' });
    expect(provider.requests).toEqual([]);
  });
});
