/**
 * The configured market data, in order of preference: Twelve Data when it has a key (minute and
 * daily bars), then Stooq when enabled (daily closes), then the keyless official sources (on by
 * default outside tests): Coinbase Exchange for crypto (minute and daily), the ECB's reference
 * rates for currencies and the US Treasury's yield curve for Treasuries (daily), then the
 * providers given as fallbacks (the series shipped with the product, `shippedSeries`). Each
 * network provider sits behind its rate limit.
 */
import type { Env } from '../env';
import { createCoinbase } from './coinbase';
import { createEcb } from './ecb';
import { createEmbeddedMarketData, type EmbeddedInstrument, embeddedDailyBars, type SeriesSource } from './embedded';
import { type MarketData, type MarketDataProvider, marketDataOf } from './market-data';
import { withRateLimit } from './rate-limit';
import { cboeVixSource, eiaSpotSource, fredSpotSource } from './series-sources';
import { createStooq } from './stooq';
import { createTwelveData } from './twelve-data';
import { createUsTreasury } from './us-treasury';

/** Stooq publishes no limit; this stays far below the daily cut-off it applies to heavy clients. */
const STOOQ_REQUESTS_PER_MINUTE = 10;
const STOOQ_REQUESTS_PER_DAY = 500;
/** Coinbase allows 10 public requests a second per IP; one a second leaves the rest to anyone sharing the address. */
const COINBASE_REQUESTS_PER_MINUTE = 60;
/** The ECB and the Treasury publish no limit: a polite pace for official statistics servers. */
const ECB_REQUESTS_PER_MINUTE = 10;
const ECB_REQUESTS_PER_DAY = 1000;
const US_TREASURY_REQUESTS_PER_MINUTE = 10;
const US_TREASURY_REQUESTS_PER_DAY = 500;
/** Oil rows fetched back from the last shipped date, so a revised recent price replaces the shipped one. */
const OIL_OVERLAP_DAYS = 30;

type MarketDataEnv = Pick<
  Env,
  | 'TWELVE_DATA_API_KEY'
  | 'TWELVE_DATA_BASE_URL'
  | 'TWELVE_DATA_REQUESTS_PER_MINUTE'
  | 'TWELVE_DATA_REQUESTS_PER_DAY'
  | 'STOOQ_ENABLED'
  | 'STOOQ_API_KEY'
  | 'STOOQ_BASE_URL'
  | 'COINBASE_ENABLED'
  | 'COINBASE_BASE_URL'
  | 'ECB_ENABLED'
  | 'ECB_BASE_URL'
  | 'US_TREASURY_ENABLED'
  | 'US_TREASURY_BASE_URL'
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
  if (env.COINBASE_ENABLED) {
    providers.push(withRateLimit(createCoinbase({ baseUrl: env.COINBASE_BASE_URL }), { perMinute: COINBASE_REQUESTS_PER_MINUTE }));
  }
  if (env.ECB_ENABLED) {
    providers.push(withRateLimit(createEcb({ baseUrl: env.ECB_BASE_URL }), { perMinute: ECB_REQUESTS_PER_MINUTE, perDay: ECB_REQUESTS_PER_DAY }));
  }
  if (env.US_TREASURY_ENABLED) {
    const usTreasury = createUsTreasury({ baseUrl: env.US_TREASURY_BASE_URL });
    providers.push(withRateLimit(usTreasury, { perMinute: US_TREASURY_REQUESTS_PER_MINUTE, perDay: US_TREASURY_REQUESTS_PER_DAY }));
  }
  return marketDataOf([...providers, ...fallbacks]);
}

type ShippedSeriesEnv = Pick<Env, 'SERIES_REFRESH_ENABLED' | 'CBOE_BASE_URL' | 'EIA_API_KEY' | 'EIA_BASE_URL' | 'FRED_BASE_URL'>;

/**
 * The shipped daily series, refreshed when refreshing is on: VIX from Cboe; oil from EIA's own
 * API when its key is set, else from FRED's keyless copy of the same EIA series.
 */
export function shippedSeries(env: ShippedSeriesEnv): MarketDataProvider {
  const sources: Partial<Record<EmbeddedInstrument, SeriesSource>> = {};
  if (env.SERIES_REFRESH_ENABLED) {
    sources.VIX = cboeVixSource({ baseUrl: env.CBOE_BASE_URL });
    if (env.EIA_API_KEY) {
      const eia = { baseUrl: env.EIA_BASE_URL, apiKey: env.EIA_API_KEY };
      sources.OIL = eiaSpotSource({ ...eia, series: 'RWTC', start: () => oilStart('OIL') });
      sources.BRENT = eiaSpotSource({ ...eia, series: 'RBRTE', start: () => oilStart('BRENT') });
    } else {
      sources.OIL = fredSpotSource({ baseUrl: env.FRED_BASE_URL, series: 'DCOILWTICO', start: () => oilStart('OIL') });
      sources.BRENT = fredSpotSource({ baseUrl: env.FRED_BASE_URL, series: 'DCOILBRENTEU', start: () => oilStart('BRENT') });
    }
  }
  return createEmbeddedMarketData({ sources });
}

/** From a month before the last shipped row: the answer stays small, and recent revisions are taken. */
function oilStart(instrument: EmbeddedInstrument): string {
  const last = embeddedDailyBars(instrument)?.at(-1)?.at.getTime() ?? Date.now();
  return new Date(last - OIL_OVERLAP_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** The start-up log's line: each provider in order, or what to set when there is none. */
export function describeMarketData(marketData: MarketData): string {
  if (marketData.providers.length === 0) return 'none (set TWELVE_DATA_API_KEY for intraday prices; reactions stay unknown)';
  return marketData.providers.map((provider) => provider.description).join('; then ');
}
