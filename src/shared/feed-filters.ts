/**
 * How the feed's filters and order (feed-search.ts) apply to the stories. Words, symbol, watchlist and dates
 * are also criteria of the archive search (archive.ts), so older pages hold matching stories.
 */
import type { FeedItem } from './feed';
import type { FeedSearch } from './feed-search';
import { dayIn, endOfDayIn, startOfDayIn } from './format';
import { clampedImpact, shownDirection, shownImpact } from './impact';
import { affectedMarkets } from './markets';
import { matchesSearch, parseSearchQuery, type SearchQuery } from './search-query';
import { storyStems } from './search-words';

/** The last query read and each story's stems: the list is filtered again at every live row. */
let lastQuery: { words: string; query: SearchQuery } | undefined;
const queryOf = (words: string) => {
  if (lastQuery?.words !== words) lastQuery = { words, query: parseSearchQuery(words) };
  return lastQuery.query;
};
const stemsByItem = new WeakMap<FeedItem, string>();
const stemsOfItem = (item: FeedItem) => {
  const known = stemsByItem.get(item);
  if (known !== undefined) return known;
  const stems = storyStems(item);
  stemsByItem.set(item, stems);
  return stems;
};

/**
 * Whether a story passes every filter; `watched` is the user's watchlist, `timeZone` the zone
 * whose calendar days the date filters name (undefined: the reader's own).
 */
export function matchesFeedSearch(item: FeedItem, search: FeedSearch, watched: readonly string[], timeZone?: string): boolean {
  if (search.market && !affectedMarkets(item.category, item.symbols).includes(search.market)) return false;
  if (search.category && item.category !== search.category) return false;
  if (search.direction && (item.impact_score === null || shownDirection(item.impact_score) !== search.direction)) return false;
  // The figure the card shows (rounded once): a card reading 7.0 passes a 7+ filter.
  if (search.minImpact && shownImpact(item.impact_score) < search.minImpact) return false;
  if (search.symbol && !item.symbols.includes(search.symbol)) return false;
  if (search.watchlist && !item.symbols.some((symbol) => watched.includes(symbol))) return false;
  if (search.from && dayIn(item.created_at, timeZone) < search.from) return false;
  if (search.to && dayIn(item.created_at, timeZone) > search.to) return false;
  // The search language of the archive (search-query.ts), on the same stems the server stores.
  if (search.q && !matchesSearch(queryOf(search.q), stemsOfItem(item))) return false;
  return true;
}

/** Newest first, or by impact (|score|, strongest first; unscored last), newest first among equals. */
export function sortStories(items: readonly FeedItem[], sort: FeedSearch['sort']): FeedItem[] {
  const byTime = (a: FeedItem, b: FeedItem) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  if (sort !== 'impact') return [...items].sort(byTime);
  const strength = (item: FeedItem) => (item.impact_score === null ? -1 : clampedImpact(item.impact_score));
  return [...items].sort((a, b) => strength(b) - strength(a) || byTime(a, b));
}

/**
 * The criteria of the archive search these filters hold, with the dates as the bounds of those
 * days in `timeZone`; null when there are none (the feed then pages through everything).
 */
export function archiveCriteria(search: FeedSearch, watched: readonly string[], timeZone?: string) {
  const symbols = search.symbol ? [search.symbol] : search.watchlist ? [...watched] : undefined;
  const criteria = {
    words: search.q || undefined,
    symbols,
    from: search.from ? startOfDayIn(search.from, timeZone).toISOString() : undefined,
    to: search.to ? endOfDayIn(search.to, timeZone).toISOString() : undefined,
  };
  return Object.values(criteria).some((value) => value !== undefined) ? criteria : null;
}

export const isFiltered = (search: FeedSearch) =>
  Object.entries(search).some(([key, value]) => key !== 'sort' && value !== undefined && value !== false && value !== 0 && value !== '');
