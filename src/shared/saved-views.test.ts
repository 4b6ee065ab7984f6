import { expect, test } from 'bun:test';
import { paneViewOf, sameFilters, viewFiltersOf, viewIdOf } from './saved-views';

test('a view saves only the filters that are set; newest first is no filter', () => {
  expect(viewFiltersOf({ q: 'rates', symbol: undefined, watchlist: false, sort: 'newest', minImpact: 5 })).toEqual({ q: 'rates', minImpact: 5 });
  expect(viewFiltersOf({ sort: 'impact', watchlist: true })).toEqual({ sort: 'impact', watchlist: true });
});

test('two searches hold the same view when they set the same filters, in any order of keys', () => {
  expect(sameFilters({ q: 'rates', category: 'economy' }, { category: 'economy', q: 'rates', symbol: undefined })).toBe(true);
  expect(sameFilters({ sort: 'newest' }, {})).toBe(true);
  expect(sameFilters({ q: 'rates' }, { q: 'rates', minImpact: 3 })).toBe(false);
  expect(sameFilters({ q: 'rates' }, { q: 'rate' })).toBe(false);
});

test('the address names a view by its UUID, and the second pane also by "all"', () => {
  expect(viewIdOf('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  expect(viewIdOf('1; drop table')).toBeUndefined();
  expect(viewIdOf(42)).toBeUndefined();
  expect(paneViewOf('all')).toBe('all');
  expect(paneViewOf('everything')).toBeUndefined();
});
