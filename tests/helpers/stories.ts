/** News rows for tests: a plausible story, and one published as ingestion does (insert + NOTIFY). */
import type { Database } from '@/server/db/client';
import type { NewNewsAnalysis } from '@/server/db/schema';
import { publishStory as publish } from '@/server/news/publish';
import { withSearchStems } from '@/server/news/search-stems';
import { emptyAnalysis } from '@/shared/stored-analysis';

let counter = 0;

/** With its search stems, as publishing stores them: a test that inserts it directly can search for it. */
export function sampleStory(overrides: Partial<NewNewsAnalysis> = {}): NewNewsAnalysis {
  counter++;
  return withSearchStems({
    headline: `Story ${counter}`,
    url: `https://news.test/${counter}-${Math.random().toString(36).slice(2)}`,
    sourceDomain: 'news.test',
    publisherName: 'News Test',
    impactScore: 0.5,
    symbols: [],
    category: 'market',
    analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e' },
    ...overrides,
  });
}

/** Stores a story and announces it on the live bus, as ingestion does; returns its id. */
export async function publishStory(db: Database, headline: string): Promise<number> {
  const row = await publish(db, sampleStory({ headline }));
  if (!row) throw new Error('story insert returned nothing');
  return row.id;
}
