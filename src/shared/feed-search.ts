/**
 * The feed's filters and order as the address bar holds them, so a filtered feed survives a
 * reload and can be shared. Checked by hand, not with zod: the check sits in the route
 * definition, which is part of the first page's JavaScript, and zod (even its small build)
 * would add about 25 KB gzip to it, past the budget of 130 KB. A value the address holds wrongly
 * is dropped rather than shown as an error.
 */
import { isDayInRange } from './date-range';
import { allMarketLabels } from './markets';
import { type Direction, directions, type NewsCategory, newsCategories } from './news-kinds';
import { SYMBOL_PATTERN } from './symbol-format';

export const MAX_SEARCH_WORDS_LENGTH = 200;
export const minImpactChoices = [0, 3, 5, 7] as const;
export const feedSorts = ['newest', 'impact'] as const;

export type FeedSearch = {
  q?: string;
  symbol?: string;
  market?: (typeof allMarketLabels)[number];
  direction?: Direction;
  category?: NewsCategory;
  minImpact?: (typeof minImpactChoices)[number];
  watchlist?: boolean;
  /** yyyy-mm-dd, local days. */
  from?: string;
  to?: string;
  sort?: (typeof feedSorts)[number];
};

const oneOf = <T extends string | number>(choices: readonly T[], value: unknown): T | undefined => (choices.includes(value as T) ? (value as T) : undefined);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const day = (value: unknown) => {
  const candidate = text(value);
  return isDayInRange(candidate) ? candidate : undefined;
};

/** The route's validateSearch: what the address holds, each field checked on its own. */
export function parseFeedSearch(search: Record<string, unknown>): FeedSearch {
  const q = text(search.q);
  const symbol = text(search.symbol).toUpperCase();
  // Every key, even when unset: the router merges each route's result over the raw address,
  // so a key left out would keep what the address held wrongly.
  return {
    q: q && q.length <= MAX_SEARCH_WORDS_LENGTH ? q : undefined,
    symbol: SYMBOL_PATTERN.test(symbol) ? symbol : undefined,
    market: oneOf(allMarketLabels, search.market),
    direction: oneOf(directions, search.direction),
    category: oneOf(newsCategories, search.category),
    minImpact: oneOf(minImpactChoices, Number(search.minImpact)) || undefined,
    watchlist: search.watchlist === true || search.watchlist === 'true' ? true : undefined,
    from: day(search.from),
    to: day(search.to),
    sort: oneOf(feedSorts, search.sort),
  };
}
