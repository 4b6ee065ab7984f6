import type { StoredAnalysis } from './analysis';
import type { StoryReactions } from './reactions';

/** What the feed sends for one news item (docs/product.md §3 news analysis record). */
export type FeedItem = {
  id: number;
  headline: string;
  summary: string | null;
  content: string | null;
  /** The stored analysis as it is (null until the story is analysed); readStory (story-reading.ts) says how it reads. */
  analysis: StoredAnalysis | null;
  impact_score: number | null;
  symbols: string[];
  category: string | null;
  published_at: string | null;
  created_at: string;
  source_domain: string | null;
  publisher_name: string | null;
  source: string | null;
  url: string | null;
  /** How many outlets carried the story. */
  outlet_count: number;
  /** 'offline', or the AI model that wrote the analysis. */
  analysis_method: string | null;
  /** The AI analysis is on its way and will replace the offline one shown now. */
  ai_pending: boolean;
  /** The market's reaction so far; null until the reaction recorder first looks at the story. */
  reactions: StoryReactions | null;
  /** Grows with every insert and change of any row: where a live stream resumes. */
  revision: number;
};

/** A story of the demo source: made up for showing the product, so marked wherever it is shown (and said aloud). */
export const isSampleStory = (item: Pick<FeedItem, 'source'>) => item.source === 'demo';

/**
 * Sent on the live stream in place of what a resumed stream missed, when that is more than a
 * stream replays: the client reads the list again. Its event id is where the stream goes on from.
 */
export type FeedReload = { reload: true };
/** What the live stream sends: a new or changed story, or the word to read the list again. */
export type FeedStreamEvent = FeedItem | FeedReload;
export const isFeedReload = (event: FeedStreamEvent): event is FeedReload => 'reload' in event;

/** docs/product.md §9 limits. */
export const FEED_LIMIT = 50;
export const LIVE_KEEP_OLDER = 20;
export const FEED_REFRESH_MS = 60_000;

/** One page of older stories or of archive search results, as the feed loads them. */
export const ARCHIVE_PAGE_SIZE = 50;
