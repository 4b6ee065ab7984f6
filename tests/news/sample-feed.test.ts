/**
 * The embedded sample feed publishes each of its stories once per database: over a whole cycle
 * of its clock (one story a second), across a restart on the same data directory, and long after
 * the set is out, no story comes back as new. Then it says it has finished.
 */
import { expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { newsAnalysis, newsDuplicates } from '@/server/db/schema';
import { createNewsAnalyzer } from '@/server/news/analyzers/news-analyzer';
import { ingestOnce } from '@/server/news/ingest';
import { readSourceHealth, summarizeSourceHealth } from '@/server/news/source-health';
import { configuredSources } from '@/server/news/sources/configured-sources';
import { demoItems } from '@/server/news/sources/demo-items';
import { testEnv } from '../helpers/caller';

const env = testEnv({ DEMO_PUBLISH_SECONDS: '1' });

/** One server run on the data directory: reads the sample source at each of `times`. */
async function run(dataDir: string, times: Date[]) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const news = configuredSources(env);
    for (const now of times) await ingestOnce({ db: database.db, sources: news.sources, analyzer: createNewsAnalyzer(env), now });
    const stories = await database.db.select({ headline: newsAnalysis.headline, url: newsAnalysis.url }).from(newsAnalysis);
    const copies = await database.db.select({ url: newsDuplicates.url }).from(newsDuplicates);
    const health = await readSourceHealth(database.db, news, times.at(-1));
    return { stories, copies, health };
  } finally {
    await database.close();
  }
}

const secondsAfter = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

test('a sample story is published at most once per database, over a full cycle and across a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-sample-'));
  try {
    const start = new Date(Date.now() - 3 * 3600_000);
    const cycle = demoItems.length;
    // Every second over a whole cycle, then where the old feed had started over.
    const first = await run(dataDir, [...Array.from({ length: cycle }, (_, second) => secondsAfter(start, second)), secondsAfter(start, 2 * cycle)]);
    expect(first.stories.length + first.copies.length).toBe(demoItems.length);
    expect(new Set(first.stories.map((story) => story.headline)).size).toBe(first.stories.length);
    expect(summarizeSourceHealth(first.health)).toEqual({ total: 1, failing: 0, sampleFinished: true, sampleStandingIn: false });
    expect(first.health[0]).toMatchObject({ kind: 'sample', state: 'finished', nextTryAt: null, consecutiveFailures: 0 });

    // A restart on the same directory, later on: nothing comes back.
    const second = await run(dataDir, [secondsAfter(start, 3 * cycle), secondsAfter(start, 10 * cycle), new Date()]);
    expect(second.stories).toEqual(first.stories);
    expect(second.copies).toEqual(first.copies);
    expect(second.health[0]?.state).toBe('finished');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Two embedded databases boot one after the other: slow on a loaded machine.
}, 180_000);

test('the sample source says when its next story comes while the set is not out', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-sample-'));
  try {
    const start = new Date(Date.now() - 3600_000);
    const { health } = await run(dataDir, [start]);
    expect(health[0]).toMatchObject({ kind: 'sample', state: 'ok', nextTryAt: secondsAfter(start, 1), lastSuccessAt: start });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
