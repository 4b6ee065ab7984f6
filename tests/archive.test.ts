import { beforeAll, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { type NewNewsAnalysis, newsAnalysis, newsDuplicates, profiles } from '@/server/db/schema';
import { fillMissingSearchStems } from '@/server/news/search-stems';
import { createServices, type Services } from '@/server/services';
import { WATCHLIST_LIMIT, watchlistErrors } from '@/shared/watchlist';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  // Each test stores its stories under its own marker word, so searches see only their own.
  let marker = 0;
  const nextMarker = () => `zq${(++marker).toString(36)}x${Math.random().toString(36).slice(2, 7)}`;

  beforeAll(() => {
    services = createServices(testEnv(), db());
  });

  async function trader() {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    return callerFor(services, db(), await validateAccessToken(db(), session.access_token));
  }

  async function store(overrides: Partial<NewNewsAnalysis>) {
    const [row] = await db().insert(newsAnalysis).values(sampleStory(overrides)).returning({ id: newsAnalysis.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => 'OK',
      (error: TRPCError) => error.code,
    );
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  test('older stories come 50 at a time after the last one shown, newest first, with none twice or missing', async () => {
    const api = await trader();
    const word = nextMarker();
    const ids: number[] = [];
    // Stored out of id order on purpose: the feed's order is created_at, then id.
    for (let i = 0; i < 120; i++) ids.push(await store({ headline: `${word} story ${i}`, createdAt: minutesAgo(10_000 + ((i * 37) % 120)) }));
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await api.feed.search({ words: word, before });
      expect(page.length).toBeLessThanOrEqual(50);
      if (page.length === 0) break;
      seen.push(...page.map((item) => item.id));
      before = page.at(-1)?.id;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const rows = await db()
      .select({ id: newsAnalysis.id, createdAt: newsAnalysis.createdAt })
      .from(newsAnalysis)
      .where(sql`${newsAnalysis.headline} like ${`${word}%`}`);
    const expected = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
    expect(seen).toEqual(expected);

    // Stories stored within one millisecond (microseconds apart) are each paged once.
    const close = nextMarker();
    await db().execute(
      sql`insert into news_analysis (headline, url, created_at) select ${close} || ' ' || g, 'https://news.test/close-' || ${close} || g, timestamptz '2026-01-01 00:00:00.000100' + g * interval '1 microsecond' from generate_series(1, 60) g`,
    );
    // Stored without search stems, as rows from before they were kept: start-up fills them.
    expect(await fillMissingSearchStems(db())).toBe(60);
    const firstPage = await api.feed.search({ words: close });
    const secondPage = await api.feed.search({ words: close, before: firstPage.at(-1)?.id });
    expect(firstPage.length + secondPage.length).toBe(60);

    // Without words: the feed's own older pages continue after its last story.
    const newest = await api.feed.search({});
    const next = await api.feed.search({ before: newest.at(-1)?.id });
    expect(next[0]?.created_at.localeCompare(newest.at(-1)?.created_at ?? '')).toBeLessThanOrEqual(0);
    expect(next.some((item) => newest.some((shown) => shown.id === item.id))).toBe(false);
  });

  test('the archive is searched by words, by symbol and by date range, together', async () => {
    const api = await trader();
    const word = nextMarker();
    const cut = await store({ headline: `ECB ${word} emergency rate cut`, symbols: ['EUR/USD'], createdAt: minutesAgo(3 * 24 * 60) });
    const chips = await store({ headline: `${word} chip maker beats`, summary: 'Nvidia raises guidance', symbols: ['NVDA', 'AMD'], createdAt: minutesAgo(60) });
    await store({ headline: 'Unrelated story about oil', symbols: ['OIL'] });

    const ids = async (search: Parameters<typeof api.feed.search>[0]) => (await api.feed.search(search)).map((item) => item.id);
    expect(await ids({ words: `${word} rate cut` })).toEqual([cut]);
    expect(await ids({ words: word })).toEqual([chips, cut]);
    // Summary words count; case does not.
    expect(await ids({ words: `${word} NVIDIA guidance` })).toEqual([chips]);
    expect(await ids({ words: word, symbols: ['nvda'] })).toEqual([chips]);
    expect(await ids({ words: word, symbols: ['EUR/USD', 'AMD'] })).toEqual([chips, cut]);
    expect(await ids({ words: word, from: minutesAgo(4 * 24 * 60).toISOString(), to: minutesAgo(2 * 24 * 60).toISOString() })).toEqual([cut]);
    expect(await ids({ words: word, from: minutesAgo(120).toISOString() })).toEqual([chips]);
    expect(await ids({ words: `${word} nothing-like-this-anywhere` })).toEqual([]);
    // Query syntax a user may type is words, not an error.
    expect(await codeOf(api.feed.search({ words: `"${word}" & | ! ( :* -` }))).toBe('OK');
  });

  test('the search keeps to the feed sources when FEED_SOURCE_DOMAINS is set', async () => {
    const word = nextMarker();
    const allowed = await store({ headline: `${word} allowed`, sourceDomain: 'allowed.test' });
    const other = await store({ headline: `${word} other`, sourceDomain: 'other.test' });
    const restricted = createServices(testEnv({ FEED_SOURCE_DOMAINS: 'allowed.test' }), db());
    const { session } = await createConfirmedUser(restricted, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const api = callerFor(restricted, db(), await validateAccessToken(db(), session.access_token));
    expect((await api.feed.search({ words: word })).map((item) => item.id)).toEqual([allowed]);
    expect(await codeOf(api.feed.story({ id: other }))).toBe('NOT_FOUND');
    restricted.feed.close();
  });

  test('a story page holds the full story and every outlet that carried it; an unknown id is not found', async () => {
    const api = await trader();
    const id = await store({ headline: 'Fed holds rates', summary: 'Powell signals patience', outletCount: 3, publisherName: 'Reuters' });
    await db()
      .insert(newsDuplicates)
      .values([
        { url: 'https://other.test/fed', duplicateOf: id, publisherName: 'Other Wire' },
        { url: 'https://third.test/fed', duplicateOf: id, publisherName: null },
      ]);
    const story = await api.feed.story({ id });
    expect(story).toMatchObject({ id, headline: 'Fed holds rates', summary: 'Powell signals patience', outlet_count: 3, publisher_name: 'Reuters' });
    expect(story.analysis).toMatchObject({ patterns: 'p', explanation: 'e' });
    expect(story.other_sources.map((source) => source.url).sort()).toEqual(['https://other.test/fed', 'https://third.test/fed']);
    expect(await codeOf(api.feed.story({ id: 999_999_999 }))).toBe('NOT_FOUND');
  });

  test('search and story inputs are bounded', async () => {
    const api = await trader();
    const bad = async (input: unknown) => codeOf(api.feed.search(input as never));
    expect(await bad({ limit: 51 })).toBe('BAD_REQUEST');
    expect(await bad({ limit: 0 })).toBe('BAD_REQUEST');
    expect(await bad({ words: 'x'.repeat(201) })).toBe('BAD_REQUEST');
    expect(await bad({ symbols: Array.from({ length: 101 }, (_, i) => `S${i}`) })).toBe('BAD_REQUEST');
    expect(await bad({ symbols: ["NVDA'); drop table users;--"] })).toBe('BAD_REQUEST');
    expect(await bad({ from: 'yesterday' })).toBe('BAD_REQUEST');
    expect(await bad({ from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' })).toBe('BAD_REQUEST');
    expect(await bad({ before: -1 })).toBe('BAD_REQUEST');
    expect(await bad({ before: 1.5 })).toBe('BAD_REQUEST');
    expect(await codeOf(api.feed.story({ id: 0 }))).toBe('BAD_REQUEST');
    expect(await codeOf(api.feed.story({ id: 'abc' as never }))).toBe('BAD_REQUEST');
    expect((await api.feed.search({ limit: 5 })).length).toBeLessThanOrEqual(5);
  });

  test('the watchlist: follow, unfollow, once per symbol, upper case, per user, at most 100', async () => {
    const api = await trader();
    const stranger = await trader();
    expect(await api.watchlist.list()).toEqual([]);
    expect(await api.watchlist.add({ symbol: ' nvda ' })).toEqual(['NVDA']);
    expect(await api.watchlist.add({ symbol: 'EUR/USD' })).toEqual(['NVDA', 'EUR/USD']);
    expect(await api.watchlist.add({ symbol: 'NVDA' })).toEqual(['NVDA', 'EUR/USD']);
    expect(await stranger.watchlist.list()).toEqual([]);
    expect(await stranger.watchlist.remove({ symbol: 'NVDA' })).toEqual([]);
    expect(await api.watchlist.list()).toEqual(['NVDA', 'EUR/USD']);
    expect(await api.watchlist.remove({ symbol: 'nvda' })).toEqual(['EUR/USD']);

    expect(await codeOf(api.watchlist.add({ symbol: '' }))).toBe('BAD_REQUEST');
    expect(await codeOf(api.watchlist.add({ symbol: 'not a symbol' }))).toBe('BAD_REQUEST');
    expect(await codeOf(api.watchlist.add({ symbol: 'A'.repeat(16) }))).toBe('BAD_REQUEST');

    for (let i = 1; i < WATCHLIST_LIMIT; i++) await api.watchlist.add({ symbol: `T${i}` });
    expect(await api.watchlist.list()).toHaveLength(WATCHLIST_LIMIT);
    const refused = await api.watchlist.add({ symbol: 'ONEMORE' }).catch((error: TRPCError) => error);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: watchlistErrors.full });
    // Following one already followed is still fine when full.
    expect(await api.watchlist.add({ symbol: 'T1' })).toHaveLength(WATCHLIST_LIMIT);
  });
});
