import { expect, test } from 'bun:test';
import { asc, eq } from 'drizzle-orm';
import { newsAnalysis, newsScoreRevisions } from '@/server/db/schema';
import type { NewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { ingestOnce } from '@/server/news/ingest';
import { analyzeOffline } from '@/server/news/offline/analyze-offline';
import { publishStory, reviseStory } from '@/server/news/publish';
import type { NewsSource } from '@/server/news/sources/source';
import { sampleStory } from '../helpers/stories';
import { forEachDatabase } from '../helpers/test-database';
import { waitFor } from '../helpers/wait';

const HEADLINE = 'Central bank trims its policy rate by a quarter point';
const SUMMARY = 'The board voted unanimously for a quarter-point reduction.';

/** One story, offered once. */
function oneStorySource(): NewsSource {
  return {
    id: 'score-history',
    collect: async () => [
      {
        headline: HEADLINE,
        summary: SUMMARY,
        content: null,
        url: 'https://wire.test/rate-trim',
        sourceDomain: 'wire.test',
        publisherName: 'Wire Test',
        source: 'https://wire.test/feed',
        publishedAt: new Date(),
      },
    ],
  };
}

/**
 * An AI analyst (it replaces the offline analysis) that scores every story -0.72, and answers
 * once the clock has moved past the story's offline version: the embedded database keeps times
 * to the millisecond, and the revision must be recorded in a later one.
 */
const slowAi: NewsAnalyzer = {
  description: 'test AI',
  replacesOffline: true,
  async analyze(db, article) {
    const [stored] = await db.select({ createdAt: newsAnalysis.createdAt }).from(newsAnalysis).where(eq(newsAnalysis.headline, article.headline));
    if (!stored) throw new Error('the AI was asked before the offline version was stored');
    await waitFor(() => Date.now() > stored.createdAt.getTime(), { interval: 1, message: "the clock to pass the offline version's time" });
    return { ...analyzeOffline(article), impact_score: -0.72, method: 'test-model-1' };
  },
};

forEachDatabase((database) => {
  const db = () => database().db;

  test('a story published offline and then revised by the AI analysis has both scores in its history, in order, with their times', async () => {
    const before = Date.now();
    await ingestOnce({ db: db(), sources: [oneStorySource()], analyzer: slowAi });
    const [story] = await db().select().from(newsAnalysis).where(eq(newsAnalysis.url, 'https://wire.test/rate-trim'));
    if (!story) throw new Error('the story was not stored');
    expect(story).toMatchObject({ impactScore: -0.72, analysisMethod: 'test-model-1', aiPending: false });

    const history = await db().select().from(newsScoreRevisions).where(eq(newsScoreRevisions.storyId, story.id)).orderBy(asc(newsScoreRevisions.id));
    expect(history).toHaveLength(2);
    const [published, revised] = history;
    // As first published: the offline analysis, at the story's creation time.
    const offlineScore = analyzeOffline({ headline: HEADLINE, summary: SUMMARY }).impact_score;
    expect(offlineScore).not.toBe(-0.72);
    expect(published).toMatchObject({ analysisMethod: 'offline', impactScore: offlineScore });
    expect(published?.recordedAt.getTime()).toBe(story.createdAt.getTime());
    // Then the AI's score, later.
    expect(revised).toMatchObject({ analysisMethod: 'test-model-1', impactScore: -0.72 });
    expect(revised?.recordedAt.getTime()).toBeGreaterThan(published?.recordedAt.getTime() ?? Number.POSITIVE_INFINITY);
    expect(published?.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('a revision that leaves the score alone (another outlet) adds no history; one that sets it does', async () => {
    const published = await publishStory(db(), sampleStory({ impactScore: 0.41, analysisMethod: 'offline' }));
    if (!published) throw new Error('not stored');
    await reviseStory(db(), published.id, { outletCount: 2 });
    await reviseStory(db(), published.id, { impactScore: 0.55, analysisMethod: 'test-model-2' });
    const history = await db()
      .select({ impactScore: newsScoreRevisions.impactScore, analysisMethod: newsScoreRevisions.analysisMethod })
      .from(newsScoreRevisions)
      .where(eq(newsScoreRevisions.storyId, published.id))
      .orderBy(asc(newsScoreRevisions.id));
    expect(history).toEqual([
      { impactScore: 0.41, analysisMethod: 'offline' },
      { impactScore: 0.55, analysisMethod: 'test-model-2' },
    ]);
  });
});
