/** News rows for tests: a plausible story, and one published as ingestion does (insert + NOTIFY). */
import type { Database } from '@/server/db/client';
import { type NewNewsAnalysis, newsAnalysis } from '@/server/db/schema';
import { announceInsert } from '@/server/news/live-bus';

let counter = 0;

export function sampleStory(overrides: Partial<NewNewsAnalysis> = {}): NewNewsAnalysis {
  counter++;
  return {
    headline: `Story ${counter}`,
    url: `https://news.test/${counter}-${Math.random().toString(36).slice(2)}`,
    sourceDomain: 'news.test',
    publisherName: 'News Test',
    impactScore: 0.5,
    symbols: [],
    category: 'market',
    analysis: '{"patterns":"p","explanation":"e"}',
    ...overrides,
  };
}

/** Inserts a story and announces it on the live bus; returns its id. */
export async function publishStory(db: Database, headline: string): Promise<number> {
  const [row] = await db.insert(newsAnalysis).values(sampleStory({ headline })).returning();
  if (!row) throw new Error('story insert returned nothing');
  await announceInsert(db, row.id);
  return row.id;
}
