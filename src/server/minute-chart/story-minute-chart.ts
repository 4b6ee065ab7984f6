/**
 * The minute chart of a story page, read through the market-data interface. A page view costs
 * the provider at most one request, and usually none: an answer is kept (a finished window for
 * hours, one still growing for the page's refresh interval) and shared by every story and reader
 * asking for the same instrument and window, and readers asking at once share one request. A
 * reader's asking is counted first, per account, and a request sent to the provider, per
 * provider for all accounts together, so a script asking for chart after chart is refused here
 * instead of filling the provider's queue, which the reaction recorder needs. A sample story is fictional: it has
 * no chart, and costs no provider anything.
 */
import { type StoryDetail, storyNotFound } from '../../shared/archive';
import { CHART_AFTER_MS, CHART_REFRESH_MS, chartEnd, chartWindow, type MinuteChartAnswer, publicationOf } from '../../shared/minute-chart';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { findStory } from '../feed/archive';
import { type RateLimitRule, reserveAttempt } from '../lib/rate-limits';
import { createTtlCache } from '../lib/ttl-cache';
import { log } from '../log';
import { type MarketData, MarketDataError } from '../market-data/market-data';
import { pricedBySimulation } from '../reactions/simulated-stories';

const MINUTE = 60_000;
type Budget = Omit<RateLimitRule, 'key'>;
/**
 * Provider requests one account may cause in a day: a reader watching a fresh story for its two
 * hours alone costs 24 (one a refresh interval), and it leaves room for other pages; a fifth of
 * the smallest budget of all accounts, so no one account can spend that for everyone.
 */
export const CHART_READS_PER_ACCOUNT: Budget = { limit: 40, windowS: 86_400 };
/**
 * Provider requests of all accounts together, per provider. Twelve Data's free plan allows 800 a
 * day (and so does any provider not named here): the charts take a quarter, the rest is the
 * reaction recorder's. Coinbase allows 10 a second: the charts take a thirtieth of its hour.
 */
const CHART_READS_OF_ALL: Record<string, Budget> = { coinbase: { limit: 1200, windowS: 3600 } };
const CHART_READS_OF_ALL_DEFAULT: Budget = { limit: 200, windowS: 86_400 };
export const chartReadsOfAll = (providerId: string): Budget => CHART_READS_OF_ALL[providerId] ?? CHART_READS_OF_ALL_DEFAULT;
/** How long a page waits for the provider (its queue may be busy with the recorder) before it says the prices are unavailable. */
const READ_TIMEOUT_MS = 10_000;
/** A minute's bar may still arrive this long after it ends. */
const SETTLE_MS = 2 * MINUTE;

/** An account's asking is counted per reader; the provider's answering once for everyone asking at that moment. */
const accountRule = (userId: string): RateLimitRule => ({ key: `minute-chart:user:${userId}`, ...CHART_READS_PER_ACCOUNT });
const providerRule = (providerId: string): RateLimitRule => ({ key: `minute-chart:all:${providerId}`, ...chartReadsOfAll(providerId) });

type Charts = {
  /** Windows that can no longer change. */
  settled: ReturnType<typeof createTtlCache<string, MinuteChartAnswer>>;
  /** Windows still growing, each as last read, and the requests under way (shared by everyone asking meanwhile). */
  growing: ReturnType<typeof createTtlCache<string, MinuteChartAnswer>>;
};
/** One set of kept answers per market data (one per running instance; each test its own). */
const chartsOf = new WeakMap<MarketData, Charts>();
function charts(marketData: MarketData): Charts {
  let kept = chartsOf.get(marketData);
  if (!kept) {
    kept = { settled: createTtlCache(6 * 3600_000, 2000), growing: createTtlCache(CHART_REFRESH_MS, 2000) };
    chartsOf.set(marketData, kept);
  }
  return kept;
}

/** The story's first instrument (the primary first) that a configured provider gives minute bars for, with that provider. */
function chartedInstrument(marketData: MarketData, story: StoryDetail) {
  for (const symbol of [...(story.analysis?.instruments ?? []).map((instrument) => instrument.symbol), ...story.symbols]) {
    const provider = marketData.providerFor(symbol, 'minute');
    if (provider) return { symbol, provider };
  }
  return null;
}

export async function readMinuteChart(options: {
  db: Database;
  marketData: MarketData;
  /** FEED_SOURCE_DOMAINS: a chart only for a story the feed shows. */
  sourceDomains: string[] | undefined;
  userId: string;
  storyId: number;
  now?: Date;
}): Promise<MinuteChartAnswer> {
  const { db, marketData, now = new Date() } = options;
  const story = await findStory({ db, sourceDomains: options.sourceDomains, id: options.storyId });
  if (!story) throw new AppError('NOT_FOUND', storyNotFound);
  if (pricedBySimulation({ source: story.source, sourceDomain: story.source_domain })) return { state: 'no-provider' };
  const charted = chartedInstrument(marketData, story);
  if (!charted) return { state: 'no-provider' };
  const { symbol, provider } = charted;
  const publishedAt = publicationOf(story);
  const window = chartWindow(publishedAt, now);
  if (!window) return { state: 'no-prices', symbol };

  // The whole window, not the minute it has reached: a growing one is read again only once its kept answer expires.
  const key = `${provider.id} ${symbol} ${window.from.getTime()} ${chartEnd(publishedAt).getTime()}`;
  const { settled, growing } = charts(marketData);
  // Another story with the same window shares the bars; each keeps its own publication.
  const ofThisStory = (answer: MinuteChartAnswer): MinuteChartAnswer =>
    answer.state === 'chart' ? { ...answer, publishedAt: publishedAt.toISOString() } : answer;
  const keptAnswer = () => settled.get(key) ?? growing.get(key);
  const kept = keptAnswer();
  if (kept) return ofThisStory(kept);

  await reserveAttempt(db, [accountRule(options.userId)], 'minute chart requests');
  // A reader who was counted while another's request finished takes its answer.
  const keptMeanwhile = keptAnswer();
  if (keptMeanwhile) return ofThisStory(keptMeanwhile);
  const answer = await growing.read(key, async (): Promise<MinuteChartAnswer | null> => {
    // Counted for all accounts only when the provider is asked: readers joining this request cost it nothing.
    await reserveAttempt(db, [providerRule(provider.id)], 'minute chart requests');
    try {
      const bars = await provider.bars(symbol, 'minute', window.from, window.to, AbortSignal.timeout(READ_TIMEOUT_MS));
      const points = bars.filter((bar) => Number.isFinite(bar.close) && bar.close > 0).map((bar) => ({ price: bar.close, at: bar.at.toISOString() }));
      if (points.length < 2) return { state: 'no-prices', symbol };
      const { from, to } = window;
      return { state: 'chart', symbol, source: provider.id, publishedAt: publishedAt.toISOString(), from: from.toISOString(), to: to.toISOString(), points };
    } catch (error) {
      if (!(error instanceof MarketDataError) && !(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
      log.warn('minute chart: the provider did not answer', { provider: provider.id, symbol, error: String(error) });
      // Not kept: the next reader asks again (the provider's own limiter paces the retries).
      return null;
    }
  });
  if (!answer) return { state: 'unavailable', symbol };
  const finished = window.to.getTime() >= publishedAt.getTime() + CHART_AFTER_MS && now.getTime() >= window.to.getTime() + SETTLE_MS;
  if (finished) settled.set(key, answer);
  return ofThisStory(answer);
}
