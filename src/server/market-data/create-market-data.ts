/**
 * The configured market data, in order of preference: Twelve Data when it has a key (minute and
 * daily bars), then Stooq when enabled (daily closes), then the providers given as fallbacks
 * (the series shipped with the product). Each network provider sits behind its rate limit.
 */
import type { Env } from '../env';
import { type MarketData, type MarketDataProvider, marketDataOf } from './market-data';
import { withRateLimit } from './rate-limit';
import { createStooq } from './stooq';
import { createTwelveData } from './twelve-data';

/** Stooq publishes no limit; this stays far below the daily cut-off it applies to heavy clients. */
const STOOQ_REQUESTS_PER_MINUTE = 10;
const STOOQ_REQUESTS_PER_DAY = 500;

type MarketDataEnv = Pick<
  Env,
  | 'TWELVE_DATA_API_KEY'
  | 'TWELVE_DATA_BASE_URL'
  | 'TWELVE_DATA_REQUESTS_PER_MINUTE'
  | 'TWELVE_DATA_REQUESTS_PER_DAY'
  | 'STOOQ_ENABLED'
  | 'STOOQ_API_KEY'
  | 'STOOQ_BASE_URL'
>;

export function createMarketData(env: MarketDataEnv, { fallbacks = [] }: { fallbacks?: readonly MarketDataProvider[] } = {}): MarketData {
  const providers: MarketDataProvider[] = [];
  if (env.TWELVE_DATA_API_KEY) {
    const twelveData = createTwelveData({ apiKey: env.TWELVE_DATA_API_KEY, baseUrl: env.TWELVE_DATA_BASE_URL });
    providers.push(withRateLimit(twelveData, { perMinute: env.TWELVE_DATA_REQUESTS_PER_MINUTE, perDay: env.TWELVE_DATA_REQUESTS_PER_DAY }));
  }
  if (env.STOOQ_ENABLED) {
    const stooq = createStooq({ baseUrl: env.STOOQ_BASE_URL, apiKey: env.STOOQ_API_KEY });
    providers.push(withRateLimit(stooq, { perMinute: STOOQ_REQUESTS_PER_MINUTE, perDay: STOOQ_REQUESTS_PER_DAY }));
  }
  return marketDataOf([...providers, ...fallbacks]);
}

/** The start-up log's line: each provider in order, or what to set when there is none. */
export function describeMarketData(marketData: MarketData): string {
  if (marketData.providers.length === 0) return 'none (set TWELVE_DATA_API_KEY for intraday prices; reactions stay unknown)';
  return marketData.providers.map((provider) => provider.description).join('; then ');
}
