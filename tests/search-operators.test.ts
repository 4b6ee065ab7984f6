/**
 * Searches made of query operators and punctuation (33 dashes overflowed Postgres's tsquery
 * stack) answer a page on both databases, and the web search syntax still works around them.
 */
import { expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { newsAnalysis, profiles } from '@/server/db/schema';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

forEachDatabase((database) => {
  const db = () => database().db;

  async function trader() {
    const services = testServices(db(), testEnv());
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    return { api: callerFor(services, db(), await validateAccessToken(db(), session.access_token)) };
  }

  test.each([
    '-'.repeat(33),
    '-'.repeat(200),
    '!'.repeat(200),
    '('.repeat(100),
    '"'.repeat(150),
    `fed ${'&|!:*'.repeat(30)} rates`,
    `${'-a '.repeat(66)}`,
    '<-> <-> <->',
  ])('a search for %j answers a page, not a 500', async (words) => {
    const { api } = await trader();
    const page = await api.feed.search({ words });
    expect(Array.isArray(page)).toBe(true);
  });

  test('a search still finds a story by its words among operators, and a long query is cut to its first words', async () => {
    const { api } = await trader();
    const marker = `zq${Math.random().toString(36).slice(2, 9)}`;
    const [row] = await db()
      .insert(newsAnalysis)
      .values(sampleStory({ headline: `${marker} lifts rates` }))
      .returning({ id: newsAnalysis.id });
    if (!row) throw new Error('insert failed');
    expect((await api.feed.search({ words: `${'-'.repeat(40)} ${marker} ${'!'.repeat(40)}` })).map((item) => item.id)).toEqual([row.id]);
    expect((await api.feed.search({ words: `"${marker} lifts"` })).map((item) => item.id)).toEqual([row.id]);
    expect(await api.feed.search({ words: `${marker} -lifts` })).toEqual([]);
    expect(await api.feed.search({ words: `${marker} or nothing-here` })).toHaveLength(1);
    // Terms past the 16th are dropped: the word that matches nothing comes too late to count.
    expect(await api.feed.search({ words: `${marker} ${'lifts '.repeat(20)} nowhere` })).toHaveLength(1);
  });
});
