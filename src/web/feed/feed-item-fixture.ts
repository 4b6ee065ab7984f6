/** A feed row for the feed's unit tests: story `id`, written `id` minutes after 2026-11-23 00:00 UTC. */
import type { FeedItem } from '@/shared/feed';
import { emptyAnalysis } from '@/shared/stored-analysis';

export const feedItem = (id: number, revision = id, overrides: Partial<FeedItem> = {}): FeedItem => ({
  id,
  revision,
  headline: `Story ${id}`,
  summary: null,
  content: null,
  analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'offline' },
  impact_score: 0.3,
  symbols: [],
  category: 'market',
  published_at: null,
  created_at: new Date(Date.UTC(2026, 10, 23) + id * 60_000).toISOString(),
  source_domain: 'news.test',
  publisher_name: 'News Test',
  source: 'feed',
  url: `https://news.test/${id}`,
  outlet_count: 1,
  analysis_method: 'offline',
  ai_pending: false,
  reactions: null,
  ...overrides,
});
