/**
 * Market data: one interface for quotes and bars, whatever provider is behind it. Instruments
 * are named as the product names them ("SPX", "EUR/USD", "OIL", "BRENT", "VIX", "AAPL",
 * "SAP.DE"); each provider maps them to its own symbols and says when it cannot price one.
 *
 * Times are instants (Date). A bar's `at` is the end of the period it covers: for a daily bar,
 * the close of that session (approximated from the instrument's exchange hours when the
 * provider gives only a date). A price is never invented: a period without trading has no bar.
 */

/** Minute bars for intraday horizons, daily bars for "1 trading day" and event studies. */
export type Resolution = 'minute' | 'day';

export type Bar = { at: Date; close: number };

export type Quote = { price: number; at: Date };

/** The provider failed (network, rate limit, bad answer): the caller may try again later. */
export class MarketDataError extends Error {
  constructor(
    message: string,
    /** When the provider may be asked again (a rate limit's reset), if it said. */
    readonly retryAt: Date | null = null,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}

export type MarketDataProvider = {
  /** Short id stored with each reading: "twelve-data", "stooq", "embedded", … */
  readonly id: string;
  /** One line for the start-up log: what it is and its limits. */
  readonly description: string;
  /** The resolutions it serves for this instrument; empty when it cannot price the instrument. */
  resolutionsFor(instrument: string): readonly Resolution[];
  /**
   * Bars with `from < at <= to`, oldest first; [] when it has none in that period. Throws
   * MarketDataError when the provider fails; never returns a bar it did not receive.
   */
  bars(instrument: string, resolution: Resolution, from: Date, to: Date, signal?: AbortSignal): Promise<Bar[]>;
  /** The latest price, or null when the instrument has none (throws MarketDataError on failure). */
  quote(instrument: string, signal?: AbortSignal): Promise<Quote | null>;
  /**
   * When the provider's series for this instrument has ended: the time of its last bar, after
   * which no bar will come (a shipped file that nothing refreshes), so a reading due later can
   * never be read. Null while the series is still extended, or when it does not price the
   * instrument. A provider without this method serves live series.
   */
  seriesEnd?(instrument: string): Date | null;
};

/** The configured providers, in order of preference. */
export type MarketData = {
  readonly providers: readonly MarketDataProvider[];
  /** The first provider that serves this instrument at this resolution; null when none can price it. */
  providerFor(instrument: string, resolution: Resolution): MarketDataProvider | null;
};

export function marketDataOf(providers: readonly MarketDataProvider[]): MarketData {
  return {
    providers,
    providerFor: (instrument, resolution) => providers.find((provider) => provider.resolutionsFor(instrument).includes(resolution)) ?? null,
  };
}
