/** docs/product.md §9: which markets a story affects, from its category and its symbols. */

const categoryMarkets: Record<string, readonly string[]> = {
  earnings: ['Stock Market', 'Equity'],
  company: ['Stock Market', 'Equity'],
  market: ['Stock Market', 'Indices'],
  economy: ['Bond Market', 'Currency', 'Commodities'],
  crypto: ['Cryptocurrency'],
  technology: ['Tech Stocks', 'NASDAQ'],
  politics: ['Political Risk Assets', 'Currency'],
  other: [],
};

/**
 * The symbols that are not company tickers, by market. The offline analyzer's symbol extractor
 * emits only these (or a currency pair, or a company ticker), so every symbol it emits has a label.
 */
export const CURRENCY_CODES: ReadonlySet<string> = new Set([
  'USD',
  'EUR',
  'JPY',
  'GBP',
  'CHF',
  'AUD',
  'NZD',
  'CAD',
  'CNY',
  'CNH',
  'HKD',
  'SGD',
  'SEK',
  'NOK',
  'DKK',
  'MXN',
  'BRL',
  'ZAR',
  'TRY',
  'INR',
  'KRW',
  'RUB',
  'PLN',
  'HUF',
  'CZK',
  'ILS',
  'THB',
  'IDR',
  'PHP',
  'TWD',
]);
export const CRYPTO_SYMBOLS: ReadonlySet<string> = new Set(['BTC', 'ETH', 'SOL', 'ADA', 'XRP', 'DOGE', 'LTC', 'BNB', 'USDT', 'USDC', 'DOT', 'AVAX']);
/** Commodities by name, and the exchange-traded funds that hold them. */
export const COMMODITY_SYMBOLS: ReadonlySet<string> = new Set(['GOLD', 'SILVER', 'OIL', 'NATGAS', 'COPPER', 'GLD', 'SLV', 'USO', 'UNG']);
/**
 * Listed producers whose shares follow a commodity's price, where one or two pure plays stand out:
 * a card that moves the commodity moves them with it.
 */
export const COMMODITY_PRODUCERS: Readonly<Partial<Record<string, readonly string[]>>> = {
  COPPER: ['FCX'],
  Coal: ['WHC.AX', 'BTU'],
  'Rare earths': ['MP', 'LYC.AX'],
  Lithium: ['ALB', 'PLS.AX'],
  Uranium: ['CCJ'],
};
export const INDEX_SYMBOLS: ReadonlySet<string> = new Set([
  'SPX',
  'NDX',
  'IXIC',
  'DJI',
  'RUT',
  'VIX',
  'DAX',
  'UKX',
  'MCX',
  'CAC',
  'SX5E',
  'SXXP',
  'N225',
  'HSI',
  'KOSPI',
  'SENSEX',
  'SHCOMP',
  'DXY',
]);

/** Bare currency codes shown as Forex; other three-letter codes are more often tickers ("CAD", "TRY"). */
const MAJOR_CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'JPY']);
const CURRENCY_PAIR = /^([A-Z]{3})\/?([A-Z]{3})$/;

function isCurrencyPair(s: string): boolean {
  const m = CURRENCY_PAIR.exec(s);
  if (!m) return false;
  if (s.includes('/')) return true;
  return CURRENCY_CODES.has(m[1] ?? '') && CURRENCY_CODES.has(m[2] ?? '');
}

/** The market a symbol belongs to: Cryptocurrency, Commodities, Indices, Forex, or else Stock Market. */
export function symbolMarket(symbol: string): string {
  const s = symbol.toUpperCase().trim();
  if (CRYPTO_SYMBOLS.has(s)) return 'Cryptocurrency';
  if (COMMODITY_SYMBOLS.has(s)) return 'Commodities';
  if (INDEX_SYMBOLS.has(s)) return 'Indices';
  if (MAJOR_CURRENCIES.has(s) || isCurrencyPair(s)) return 'Forex';
  return 'Stock Market';
}

/** "economy" → "Economy"; missing → "General". */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return 'General';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/**
 * The labels of the category plus one per kind of symbol, without repeats. When that gives
 * nothing (no symbols and a category without markets), the capitalised category or General.
 */
export function affectedMarkets(category: string | null | undefined, symbols: readonly string[]): string[] {
  const labels = new Set<string>(category ? (categoryMarkets[category] ?? []) : []);
  for (const symbol of symbols) labels.add(symbolMarket(symbol));
  return labels.size > 0 ? [...labels] : [categoryLabel(category)];
}

/** Every label the feed can show, for the market filter. */
export const allMarketLabels = [
  'Stock Market',
  'Equity',
  'Indices',
  'Bond Market',
  'Currency',
  'Forex',
  'Commodities',
  'Cryptocurrency',
  'Tech Stocks',
  'NASDAQ',
  'Political Risk Assets',
] as const;
