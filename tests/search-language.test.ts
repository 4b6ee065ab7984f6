/**
 * One search language everywhere: the same query gives the same stories from the archive search
 * (feed.search), from the live page's newest list (feed.list) and from the rows the live stream
 * delivers, both matched in the browser by matchesFeedSearch, on PGlite and on Postgres. Words
 * match their variants in any order, phrases keep their order, and bad input finds nothing.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { createFeedHub } from '@/server/feed/feed-hub';
import { type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { publishStory, reviseStory } from '@/server/news/publish';
import { fillMissingSearchStems } from '@/server/news/search-stems';
import { createServices, type Services } from '@/server/services';
import type { FeedItem } from '@/shared/feed';
import { matchesFeedSearch } from '@/shared/feed-filters';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

const stories = [
  { headline: 'Central bank cuts rates by half a point' },
  { headline: 'Rate cut hopes lift regional lenders' },
  { headline: 'Lender hiked its deposit rate', summary: 'Savers get more from Monday.' },
  { headline: 'Oil climbs as producers trim output' },
  { headline: 'Chip designer beats estimates', symbols: ['NVDA'] },
  { headline: 'Gold slips while silver rallies' },
  { headline: 'Rates hold steady; no cut this month' },
  { headline: 'Buyer takes a 50% stake in rival' },
  { headline: 'Notenbank senkt die Zinsen zum zweiten Mal in diesem Jahr' },
  { headline: 'Sparer hoffen auf bessere Konditionen', summary: 'Der Zins für Tagesgeld steigt bei vielen Banken.' },
  { headline: 'Copom eleva os juros e sinaliza novas altas' },
  { headline: 'Analistas veem pressão inflacionária nos alimentos', summary: 'As inflações de comida e energia seguem acima da meta.' },
];

/** Each query and the headlines it finds, by their place in `stories`. */
const expectations: [string, number[]][] = [
  ['rate cut', [0, 1, 6]],
  ['cutting rates', [0, 1, 6]],
  ['"rate cut"', [1]],
  ['"rates cuts"', [1]],
  ['rate cut -steady', [0, 1]],
  ['rate -"rate cut"', [0, 2, 6]],
  ['hikes', [2]],
  ['saver', [2]],
  ['gold or oil', [3, 5]],
  ['$NVDA', [4]],
  ['50% stake', [7]],
  ['%', []],
  ['_', []],
  ['\\', []],
  ['"', []],
  ['-', []],
  ['or', []],
  // German and Portuguese word forms find each other, each read in the story's language.
  ['Zins', [8, 9]],
  ['zinsen', [8, 9]],
  ['Zinses bank', [9]],
  ['juro', [10]],
  ['juros', [10]],
  ['inflação', [11]],
  ['inflacionário', [11]],
  ['inflacionarias', [11]],
];

forEachDatabase((database) => {
  const db = () => database().db;
  let bus: LiveBus;
  let services: Services;
  const ids: number[] = [];

  beforeAll(async () => {
    bus = await startLiveBus(database());
    services = createServices(testEnv(), db(), { feed: createFeedHub(db(), bus, undefined) });
    for (const story of stories) {
      const published = await publishStory(db(), sampleStory(story));
      if (!published) throw new Error('publish failed');
      ids.push(published.id);
    }
  });
  afterAll(async () => {
    services.feed.close();
    await bus.close();
  });

  async function trader() {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    return callerFor(services, db(), await validateAccessToken(db(), session.access_token));
  }

  /** The rows a live stream delivers from the start: what the page receives as they arrive. */
  async function streamedRows(api: Awaited<ReturnType<typeof trader>>, count: number): Promise<FeedItem[]> {
    const stream = (await api.feed.onInsert({ lastEventId: 0 })) as AsyncIterable<[string, FeedItem]>;
    const iterator = stream[Symbol.asyncIterator]();
    const rows: FeedItem[] = [];
    while (rows.length < count) {
      const { value } = await iterator.next();
      if (value) rows.push(value[1]);
    }
    await iterator.return?.();
    return rows;
  }

  const placesOf = (items: readonly FeedItem[]) => items.map((item) => ids.indexOf(item.id)).sort((a, b) => a - b);

  test('the archive, the newest list and the live rows find the same stories for every query', async () => {
    const api = await trader();
    const newest = await api.feed.list();
    const live = await streamedRows(api, stories.length);
    expect(placesOf(live)).toEqual(stories.map((_, place) => place));
    for (const [words, expected] of expectations) {
      const found = {
        archive: placesOf(await api.feed.search({ words })),
        newest: placesOf(newest.filter((item) => matchesFeedSearch(item, { q: words }, []))),
        live: placesOf(live.filter((item) => matchesFeedSearch(item, { q: words }, []))),
      };
      expect({ words, ...found }).toEqual({ words, archive: expected, newest: expected, live: expected });
    }
  });

  test('a story revised with new symbols or text is found by them, and no longer by the old text', async () => {
    const api = await trader();
    const id = ids[3] as number;
    await reviseStory(db(), id, { symbols: ['XOM'], headline: 'Crude rallies as producers trim output' });
    expect((await api.feed.search({ words: 'xom rally' })).map((item) => item.id)).toEqual([id]);
    expect(await api.feed.search({ words: 'oil climbs' })).toEqual([]);
    await reviseStory(db(), id, { symbols: [], headline: stories[3]?.headline });
  });

  test('stories stored with the stems of an earlier release are stemmed again and found by their word forms', async () => {
    const api = await trader();
    const id = ids[8] as number;
    // What the English stemmer alone stored for this German headline.
    await db().update(newsAnalysis).set({ searchStems: ' notenbank senkt die zinsen zum zweiten mal in diesem jahr | | ' }).where(eq(newsAnalysis.id, id));
    expect((await api.feed.search({ words: 'Zins' })).map((item) => item.id)).not.toContain(id);
    const migration = readFileSync(join(import.meta.dir, '../drizzle/0019_restem_for_languages.sql'), 'utf8');
    await db().execute(sql.raw(migration));
    await fillMissingSearchStems(db());
    expect((await api.feed.search({ words: 'Zins' })).map((item) => item.id)).toContain(id);
  });

  test('rows stored without stems are filled once, in batches, and found afterwards', async () => {
    const api = await trader();
    await db().execute(
      sql`insert into news_analysis (headline, url) select 'Freight costs tumble ' || g, 'https://news.test/freight-' || g from generate_series(1, 1200) g`,
    );
    expect(await api.feed.search({ words: 'freight tumbling' })).toEqual([]);
    expect(await fillMissingSearchStems(db())).toBe(1200);
    expect(await fillMissingSearchStems(db())).toBe(0);
    expect(await api.feed.search({ words: 'freight tumbling', limit: 50 })).toHaveLength(50);
    const [missing] = await db().select({ count: sql<number>`count(*)::int` }).from(newsAnalysis).where(sql`${newsAnalysis.searchStems} is null`);
    expect(missing?.count).toBe(0);
  });
});
