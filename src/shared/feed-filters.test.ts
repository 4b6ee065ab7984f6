import { expect, test } from 'bun:test';
import type { FeedItem } from './feed';
import { archiveCriteria, matchesFeedSearch } from './feed-filters';

const story = (createdAt: string): FeedItem => ({
  id: 1,
  headline: 'Yen slides as the BoJ holds',
  summary: null,
  content: null,
  analysis: null,
  impact_score: 0.5,
  symbols: ['USDJPY'],
  category: 'economy',
  published_at: null,
  created_at: createdAt,
  source_domain: 'example.com',
  publisher_name: 'Example',
  source: 'rss',
  url: null,
  outlet_count: 1,
  analysis_method: 'offline',
  ai_pending: false,
  reactions: null,
  revision: 1,
});

test('date filters name the days of the chosen time zone, in the feed and in the archive search', () => {
  // 23:30 UTC on the 24th is already the 25th in Tokyo.
  const late = story('2026-11-24T23:30:00.000Z');
  expect(matchesFeedSearch(late, { from: '2026-11-25' }, [], 'Asia/Tokyo')).toBe(true);
  expect(matchesFeedSearch(late, { from: '2026-11-25' }, [], 'UTC')).toBe(false);
  expect(matchesFeedSearch(late, { to: '2026-11-24' }, [], 'America/New_York')).toBe(true);

  expect(archiveCriteria({ from: '2026-11-25', to: '2026-11-25' }, [], 'Asia/Tokyo')).toEqual({
    words: undefined,
    symbols: undefined,
    from: '2026-11-24T15:00:00.000Z',
    to: '2026-11-25T14:59:59.999Z',
  });
  expect(archiveCriteria({ sort: 'impact' }, [], 'UTC')).toBeNull();
});
