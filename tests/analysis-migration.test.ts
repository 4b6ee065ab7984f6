/**
 * The migration that makes the analysis a jsonb object: rows stored as text before it (our own
 * JSON, a legacy text with labelled sections, the docs/product.md §8 error text, none yet) come out of the
 * feed exactly as rows stored after it do, and read the same.
 */
import { expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrateDatabase, rowsOf } from '@/server/db/migrate';
import { createFeedHub } from '@/server/feed/feed-hub';
import { publishStory } from '@/server/news/publish';
import type { StoredAnalysis } from '@/shared/analysis';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { readStory } from '@/shared/story-reading';
import { migrateTo, migrationsBefore } from './helpers/migrations';
import { sampleStory } from './helpers/stories';
import { createTestDatabase, databaseKinds } from './helpers/test-database';

const FIRST_JSONB_MIGRATION = '0017_analysis_as_json';

const rateCut: StoredAnalysis = {
  patterns: 'Rate cuts have tended to lift government bonds.',
  explanation: 'The bank cut by half a point where a quarter was expected.',
  consensus_delta: 'Twice the cut expected',
  pathways: ['A further cut at the next meeting'],
  instruments: [
    { symbol: 'US Treasuries', market: 'Bond Market', direction: 'bullish', score: 0.74 },
    { symbol: 'USD', market: 'Forex', direction: 'bearish', score: -0.5 },
  ],
  event_type: 'cb-rate-cut',
  language: 'en',
  language_supported: true,
};

for (const kind of databaseKinds) {
  test(`${kind}: text rows stored before the migration read through the feed as rows stored after it do`, async () => {
    const handle = await createTestDatabase(kind, { migrate: false });
    const folder = migrationsBefore(FIRST_JSONB_MIGRATION);
    try {
      await migrateTo(handle, folder);
      const { db } = handle;
      const insertOld = (headline: string, score: number | null, analysis: string | null) =>
        db.execute(sql`insert into news_analysis (headline, url, source_domain, impact_score, analysis)
          values (${headline}, ${`https://old.test/${headline.length}`}, 'old.test', ${score}, ${analysis})`);
      await insertOld('Old JSON row about a rate cut', 0.74, JSON.stringify(rateCut));
      await insertOld('Old labelled text', 0.4, 'Historical Patterns: Exporters tended to gain.\nAnalysis: A weaker currency helps exporters.');
      await insertOld('Old failed analysis', null, 'analysis unavailable due to api error');
      await insertOld('Old story never analysed', null, null);

      await migrateDatabase(handle);
      await migrateDatabase(handle);
      await publishStory(db, sampleStory({ headline: 'New row about a rate cut', sourceDomain: 'old.test', impactScore: 0.74, analysis: rateCut }));

      const [column] = rowsOf<{ data_type: string }>(
        await db.execute(sql`select data_type from information_schema.columns where table_name = 'news_analysis' and column_name = 'analysis'`),
      );
      expect(column?.data_type).toBe('jsonb');

      const hub = createFeedHub(db, null, undefined);
      try {
        const items = await hub.newest();
        const item = (headline: string) => {
          const found = items.find((story) => story.headline === headline);
          if (!found) throw new Error(`${headline} is not in the feed`);
          return found;
        };
        const oldRow = item('Old JSON row about a rate cut');
        const newRow = item('New row about a rate cut');
        expect(oldRow.analysis).toEqual(rateCut);
        expect(newRow.analysis).toEqual(rateCut);
        expect(readStory(oldRow)).toEqual(readStory(newRow));
        expect(readStory(oldRow).verdict).toMatchObject({ kind: 'scored', calls: { figure: '7.4', primary: { symbol: 'US Treasuries' } } });

        expect(item('Old labelled text').analysis).toEqual({
          ...emptyAnalysis,
          patterns: 'Exporters tended to gain.',
          explanation: 'A weaker currency helps exporters.',
        });
        const failed = readStory(item('Old failed analysis'));
        expect(failed.verdict).toEqual({ kind: 'unavailable' });
        expect(failed.patterns).toBe('No historical patterns identified');
        expect(item('Old story never analysed').analysis).toBeNull();
        expect(readStory(item('Old story never analysed')).verdict).toEqual({ kind: 'pending' });
      } finally {
        hub.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await handle.close();
    }
  }, 60_000);
}
