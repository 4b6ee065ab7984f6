/**
 * The archive behind the feed: one story by id, and every stored story searched by words,
 * symbols and dates, newest first, a page at a time. Served from the indexes of the news
 * schema (search stems, symbols, created_at with id), and limited to the feed's sources like the
 * feed itself.
 */
import { and, arrayOverlaps, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { archiveSearchInput, StoryDetail } from '../../shared/archive';
import { ARCHIVE_PAGE_SIZE, type FeedItem } from '../../shared/feed';
import { parseSearchQuery } from '../../shared/search-query';
import type { Database } from '../db/client';
import { newsAnalysis, newsDuplicates } from '../db/schema';
import { feedColumns, toFeedItem } from './feed-hub';
import { searchCondition } from './search-query';

type SearchArchiveOptions = {
  db: Database;
  /** FEED_SOURCE_DOMAINS: the archive shows what the feed shows. */
  sourceDomains: string[] | undefined;
  search: z.output<typeof archiveSearchInput>;
};

export async function searchArchive({ db, sourceDomains, search }: SearchArchiveOptions): Promise<FeedItem[]> {
  const conditions: (SQL | undefined)[] = [sourceDomains?.length ? inArray(newsAnalysis.sourceDomain, sourceDomains) : undefined];
  if (search.words) {
    const words = searchCondition(parseSearchQuery(search.words));
    // Words made only of operators and punctuation find nothing, here as on the live page.
    if (!words) return [];
    conditions.push(words);
  }
  if (search.symbols?.length) conditions.push(arrayOverlaps(newsAnalysis.symbols, search.symbols));
  if (search.from) conditions.push(gte(newsAnalysis.createdAt, new Date(search.from)));
  if (search.to) conditions.push(lte(newsAnalysis.createdAt, new Date(search.to)));
  if (search.before !== undefined) {
    // After the given story in the feed's order (created_at, then id, both descending). Its
    // place is read first so the planner sees the actual bound (a subquery it would guess at).
    // As text: a Date would drop the microseconds, and skip stories stored in the same millisecond.
    const [after] = await db
      .select({ createdAt: sql<string>`${newsAnalysis.createdAt}::text` })
      .from(newsAnalysis)
      .where(eq(newsAnalysis.id, search.before));
    if (!after) return [];
    conditions.push(sql`(${newsAnalysis.createdAt}, ${newsAnalysis.id}) < (${after.createdAt}::timestamptz, ${search.before})`);
  }
  const rows = await db
    .select(feedColumns)
    .from(newsAnalysis)
    .where(and(...conditions))
    .orderBy(desc(newsAnalysis.createdAt), desc(newsAnalysis.id))
    .limit(Math.min(search.limit, ARCHIVE_PAGE_SIZE));
  return rows.map(toFeedItem);
}

/** One story with the other outlets that carried it, or null when there is none the feed would show. */
export async function findStory({ db, sourceDomains, id }: Omit<SearchArchiveOptions, 'search'> & { id: number }): Promise<StoryDetail | null> {
  const byId = eq(newsAnalysis.id, id);
  const [row] = await db
    .select(feedColumns)
    .from(newsAnalysis)
    .where(sourceDomains?.length ? and(byId, inArray(newsAnalysis.sourceDomain, sourceDomains)) : byId);
  if (!row) return null;
  const others = await db.select().from(newsDuplicates).where(eq(newsDuplicates.duplicateOf, id)).orderBy(newsDuplicates.seenAt).limit(50);
  return {
    ...toFeedItem(row),
    other_sources: others.map((other) => ({ publisher_name: other.publisherName, url: other.url, seen_at: other.seenAt.toISOString() })),
  };
}
