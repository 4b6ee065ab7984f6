/**
 * The embedded default source: the bundled sample items "publish" on a clock, a first batch
 * at once and then one every DEMO_PUBLISH_SECONDS, so a fresh install has a feed that moves.
 * When all are out it starts again (new urls, same stories).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsSources } from '../../db/schema';
import type { NewsItem } from '../normalize';
import { demoItems, demoOutlets } from './demo-items';
import type { NewsSource } from './source';

const DEMO_SOURCE_ID = 'demo';
const FIRST_BATCH = 12;

function demoItemAt(index: number, publishedAt: Date): NewsItem {
  const round = Math.floor(index / demoItems.length);
  const item = demoItems[index % demoItems.length];
  if (!item) throw new Error('demo items are empty');
  const outlet = demoOutlets[item.outlet];
  return {
    headline: item.headline,
    summary: item.summary,
    content: null,
    url: `https://${outlet.domain}/markets/${item.slug}${round > 0 ? `-${round + 1}` : ''}`,
    sourceDomain: outlet.domain,
    publisherName: outlet.name,
    source: DEMO_SOURCE_ID,
    publishedAt,
  };
}

/** How many items are out `elapsedMs` after the clock started. */
export function demoItemsDue(elapsedMs: number, publishSeconds: number): number {
  return FIRST_BATCH + Math.max(0, Math.floor(elapsedMs / (publishSeconds * 1000)));
}

export function createDemoSource(publishSeconds: number): NewsSource {
  return {
    id: DEMO_SOURCE_ID,
    async collect(db: Database, now: Date) {
      await db.insert(newsSources).values({ id: DEMO_SOURCE_ID, startedAt: now }).onConflictDoNothing();
      const [state] = await db.select().from(newsSources).where(eq(newsSources.id, DEMO_SOURCE_ID)).limit(1);
      const startedAt = state?.startedAt ?? now;
      const due = demoItemsDue(now.getTime() - startedAt.getTime(), publishSeconds);
      // Only the latest few: older ones were offered before (the pipeline skips stored urls).
      const first = Math.max(0, due - FIRST_BATCH - 5);
      const items: NewsItem[] = [];
      for (let index = first; index < due; index++) {
        const publishedAt =
          index < FIRST_BATCH
            ? new Date(startedAt.getTime() - (FIRST_BATCH - index) * 7 * 60_000)
            : new Date(startedAt.getTime() + (index - FIRST_BATCH + 1) * publishSeconds * 1000);
        items.push(demoItemAt(index, publishedAt));
      }
      return items;
    },
  };
}
