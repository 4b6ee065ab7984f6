/**
 * The embedded default source: the bundled sample items "publish" on a clock, a first batch
 * at once and then one every DEMO_PUBLISH_SECONDS, so a fresh install has a feed that moves.
 * The clock starts once per database (its start is stored), and each sample keeps one url for
 * good, which the pipeline skips once stored: a sample story is published at most once per
 * database, across restarts too. When the set is out the sample feed has finished.
 *
 * Standing in for real feeds (the default run, which may have no internet), the sample lasts
 * only until one of them first answers: then its stories are removed and none is published
 * again. Nothing a user keeps points at a story (watchlists hold symbols, saved views and alert
 * rules hold filters), so nothing saved goes with them.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsAnalysis, newsSources } from '../../db/schema';
import type { NewsItem } from '../normalize';
import { demoItems, demoOutlets } from './demo-items';
import type { NewsSource, SampleProgress } from './source';

export const DEMO_SOURCE_ID = 'demo';
const FIRST_BATCH = 12;
/**
 * The first batch spreads over the three hours before the start, so most of its stories already
 * have their 15-minute and 1-hour moves when the feed first shows them (the calibration board
 * has figures within minutes of a fresh start).
 */
const FIRST_BATCH_SPACING_MS = 15 * 60_000;

function demoUrl(item: (typeof demoItems)[number]): string {
  return `https://${demoOutlets[item.outlet].domain}/markets/${item.slug}`;
}

function demoItemAt(index: number, publishedAt: Date): NewsItem {
  const item = demoItems[index];
  if (!item) throw new Error(`no demo item ${index}`);
  const outlet = demoOutlets[item.outlet];
  return {
    headline: item.headline,
    summary: item.summary,
    content: null,
    url: demoUrl(item),
    sourceDomain: outlet.domain,
    publisherName: outlet.name,
    source: DEMO_SOURCE_ID,
    publishedAt,
  };
}

/** How many items are out `elapsedMs` after the clock started: never more than the set holds. */
export function demoItemsDue(elapsedMs: number, publishSeconds: number): number {
  return Math.min(demoItems.length, FIRST_BATCH + Math.max(0, Math.floor(elapsedMs / (publishSeconds * 1000))));
}

/** When item `index` is published: the first batch a little before the start, then one per interval. */
function publicationTime(index: number, startedAt: Date, publishSeconds: number): Date {
  return index < FIRST_BATCH
    ? new Date(startedAt.getTime() - (FIRST_BATCH - index) * FIRST_BATCH_SPACING_MS)
    : new Date(startedAt.getTime() + (index - FIRST_BATCH + 1) * publishSeconds * 1000);
}

/** Whether one of these feeds has ever answered (its row has a success). */
async function anyFeedAnswered(db: Database, feedIds: string[]): Promise<boolean> {
  if (!feedIds.length) return false;
  const [answered] = await db
    .select({ id: newsSources.id })
    .from(newsSources)
    .where(and(inArray(newsSources.id, feedIds), isNotNull(newsSources.lastSuccessAt)))
    .limit(1);
  return answered !== undefined;
}

/** `standsInFor`: the ids of the real feeds whose first answer ends the sample. */
export function createDemoSource(publishSeconds: number, options: { standsInFor?: string[] } = {}): NewsSource {
  const standsInFor = options.standsInFor ?? [];
  // Once removed, the stories stay gone: the check and the removal are not repeated at every poll.
  let retired = false;
  const progress = (startedAt: Date, now: Date): SampleProgress => {
    const due = demoItemsDue(now.getTime() - startedAt.getTime(), publishSeconds);
    return {
      published: due,
      total: demoItems.length,
      nextAt: due < demoItems.length ? publicationTime(due, startedAt, publishSeconds) : null,
    };
  };
  return {
    id: DEMO_SOURCE_ID,
    name: 'Sample feed',
    everySeconds: publishSeconds,
    sampleProgress: progress,
    async collect(db: Database, now: Date) {
      if (retired) return [];
      if (await anyFeedAnswered(db, standsInFor)) {
        // By url, which is indexed: only the stories this source published.
        await db.delete(newsAnalysis).where(inArray(newsAnalysis.url, demoItems.map(demoUrl)));
        retired = true;
        return [];
      }
      await db.insert(newsSources).values({ id: DEMO_SOURCE_ID, startedAt: now }).onConflictDoNothing();
      const [state] = await db.select().from(newsSources).where(eq(newsSources.id, DEMO_SOURCE_ID)).limit(1);
      const startedAt = state?.startedAt ?? now;
      const { published, nextAt } = progress(startedAt, now);
      await db.update(newsSources).set({ lastSuccessAt: now, nextAttemptAt: nextAt }).where(eq(newsSources.id, DEMO_SOURCE_ID));
      // Every item due so far (a few dozen at most): the ones stored before are skipped by url,
      // and one missed while the server was down is published late rather than never.
      const items: NewsItem[] = [];
      for (let index = 0; index < published; index++) items.push(demoItemAt(index, publicationTime(index, startedAt, publishSeconds)));
      return items;
    },
  };
}
