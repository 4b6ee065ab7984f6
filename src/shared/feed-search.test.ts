import { expect, test } from 'bun:test';
import { parseFeedSearch } from './feed-search';

test('the address keeps each valid filter and drops each wrong one on its own', () => {
  expect(
    parseFeedSearch({
      q: ' rate cut ',
      symbol: 'nvda',
      market: 'Forex',
      direction: 'bearish',
      category: 'economy',
      minImpact: 5,
      watchlist: true,
      from: '2026-05-01',
      to: '2026-05-31',
      sort: 'impact',
    }),
  ).toEqual({
    q: 'rate cut',
    symbol: 'NVDA',
    market: 'Forex',
    direction: 'bearish',
    category: 'economy',
    minImpact: 5,
    watchlist: true,
    from: '2026-05-01',
    to: '2026-05-31',
    sort: 'impact',
  });
  expect(
    parseFeedSearch({
      q: 'x'.repeat(201),
      symbol: 'not a symbol',
      market: 'Moon',
      direction: 'sideways',
      category: 'gossip',
      minImpact: 42,
      watchlist: 'yes',
      from: '2026-13-45',
      to: 'tomorrow',
      sort: 'random',
    }),
  ).toStrictEqual({
    q: undefined,
    symbol: undefined,
    market: undefined,
    direction: undefined,
    category: undefined,
    minImpact: undefined,
    watchlist: undefined,
    from: undefined,
    to: undefined,
    sort: undefined,
  });
  expect(parseFeedSearch({ minImpact: '3', watchlist: 'true' })).toEqual({ minImpact: 3, watchlist: true });
  expect(parseFeedSearch({ minImpact: 0 })).toEqual({});
  // Days the database cannot hold once shifted to UTC are dropped like any other wrong value.
  expect(parseFeedSearch({ from: '0001-01-01', to: '9999-12-31' })).toEqual({});
  expect(parseFeedSearch({ from: '1900-01-01', to: '2999-12-31' })).toEqual({ from: '1900-01-01', to: '2999-12-31' });
});
