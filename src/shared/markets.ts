/** Spec §9: which markets a story affects, from its category and its symbols. */

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

const CURRENCY_PAIR = /^[A-Z]{3}\/?[A-Z]{3}$/;
const CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'JPY']);
const CRYPTO = new Set(['BTC', 'ETH', 'ADA', 'SOL']);
const COMMODITIES = new Set(['GLD', 'SLV', 'OIL', 'GOLD']);

/** The market a symbol belongs to: Forex, Cryptocurrency, Commodities, or else Stock Market. */
export function symbolMarket(symbol: string): string {
  const s = symbol.toUpperCase().trim();
  if (CRYPTO.has(s)) return 'Cryptocurrency';
  if (COMMODITIES.has(s)) return 'Commodities';
  if (CURRENCIES.has(s) || (CURRENCY_PAIR.test(s) && s.includes('/'))) return 'Forex';
  if (CURRENCY_PAIR.test(s) && CURRENCIES.has(s.slice(0, 3)) && CURRENCIES.has(s.slice(3))) return 'Forex';
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
