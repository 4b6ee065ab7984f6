/**
 * Saved views: a name and the feed's filters and order (feed-search.ts), kept per user on the
 * server. No schema library here: the feed's page reads these constants (saved-view-inputs.ts
 * holds the server's checks).
 */
import type { FeedSearch } from './feed-search';

/** Enough for a trader's desks, few enough to switch between from one menu. */
export const SAVED_VIEWS_LIMIT = 20;
export const VIEW_NAME_MAX_LENGTH = 40;

/** The filters a view saves: only those set (viewFiltersOf). */
export type SavedViewFilters = Omit<FeedSearch, 'watchlist'> & { watchlist?: true };
export type SavedView = { id: string; name: string; filters: SavedViewFilters };

export const savedViewErrors = {
  full: `You can keep at most ${SAVED_VIEWS_LIMIT} views. Delete one to save another.`,
  nameTaken: 'You already have a view with this name. Choose another name.',
  notFound: 'This view does not exist (it may have been deleted).',
  nameLength: `Give the view a name of 1 to ${VIEW_NAME_MAX_LENGTH} characters.`,
} as const;

/** A view's id as the address holds it (a UUID); anything else is dropped. */
export const viewIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : undefined;

/** The second pane shows a saved view, or every story. */
export const ALL_STORIES_PANE = 'all';
export const paneViewOf = (value: unknown): string | undefined => (value === ALL_STORIES_PANE ? ALL_STORIES_PANE : viewIdOf(value));

/** The filters a search sets, unset ones left out (newest first is the default order): what a view saves. */
export function viewFiltersOf(search: FeedSearch): SavedViewFilters {
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => value !== undefined && value !== false && value !== '' && !(key === 'sort' && value === 'newest')),
  ) as SavedViewFilters;
}

/** Whether two searches set the same filters and order. */
export function sameFilters(a: FeedSearch, b: FeedSearch): boolean {
  const left = viewFiltersOf(a);
  const right = viewFiltersOf(b);
  const keys = Object.keys(left) as (keyof SavedViewFilters)[];
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}
