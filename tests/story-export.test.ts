import { afterAll, beforeAll, expect, test } from 'bun:test';
import { and, count, eq, sql } from 'drizzle-orm';
import { newsAnalysis, newsScoreRevisions, profiles, rateLimitEvents } from '@/server/db/schema';
import { researchPeriod } from '@/server/research/period';
import { exportStories } from '@/server/research/story-export';
import { type RunningServer, startServer } from '@/server/server';
import type { Services } from '@/server/services';
import { serverAuthErrors } from '@/shared/auth';
import { billingServerErrors } from '@/shared/billing';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { createConfirmedUser } from './helpers/accounts';
import { callerWithToken, testServices } from './helpers/caller';
import { instrumentReaction, storyReactions } from './helpers/reactions';
import { forEachDatabase } from './helpers/test-database';

const HEADER =
  'story_id,created_at,published_at,headline,publisher,source_domain,url,event_type,category,analysis_method,' +
  'first_score,first_score_method,first_score_at,latest_score,latest_score_method,latest_score_at,score_revisions,' +
  'instrument_rank,symbol,direction,instrument_score,price_source,simulated,' +
  'base_state,base_price,base_at,15m_state,15m_price,15m_at,1h_state,1h_price,1h_at,1d_state,1d_price,1d_at\r\n';

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  let server: RunningServer;
  let subscriber: { token: string; userId: string };
  let ids: { steel: number; note: number };

  beforeAll(async () => {
    services = testServices(db());
    server = startServer({ env: services.env, database: database(), services, port: 0, distDir: null });
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    subscriber = { token: session.access_token, userId: session.user.id };

    // A company story scored offline at publication and by the AI 7 s later, with two instruments.
    const [steel] = await db()
      .insert(newsAnalysis)
      .values({
        headline: 'Harbor Steel lifts its outlook, shares climb',
        createdAt: new Date('2026-03-02T09:30:00.000Z'),
        publishedAt: new Date('2026-03-02T09:28:00.000Z'),
        publisherName: 'Wire Test',
        sourceDomain: 'wire.test',
        url: 'https://wire.test/harbor-steel',
        category: 'company',
        analysisMethod: 'test-model',
        impactScore: 0.64,
        analysis: {
          ...emptyAnalysis,
          patterns: 'p',
          explanation: 'e',
          event_type: 'guidance_raise',
          instruments: [
            { symbol: 'HSTL', market: 'Stock Market', direction: 'bullish', score: 0.64 },
            { symbol: 'SPX', market: 'Stock Market', direction: 'bullish', score: 0.12 },
          ],
        },
        reactions: storyReactions(
          instrumentReaction('HSTL', 20, 20.5, 21, '2026-03-02T09:30:00.000Z'),
          instrumentReaction('SPX', 5000, 'market-closed', 'pending', '2026-03-02T09:30:00.000Z'),
        ),
      })
      .returning({ id: newsAnalysis.id });
    // A note with no instruments, whose headline and publisher a spreadsheet would take for formulas.
    const [note] = await db()
      .insert(newsAnalysis)
      .values({
        headline: '=HYPERLINK("x") "quoted", with comma',
        createdAt: new Date('2026-03-05T16:00:00.000Z'),
        publisherName: '@desk',
        sourceDomain: 'wire.test',
        url: 'https://wire.test/desk-note',
        category: 'economy',
        analysisMethod: 'offline',
        impactScore: -0.2,
        analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e' },
      })
      .returning({ id: newsAnalysis.id });
    // After the period: never exported.
    await db()
      .insert(newsAnalysis)
      .values({
        headline: 'April story',
        createdAt: new Date('2026-04-01T00:00:00.000Z'),
        url: 'https://wire.test/april',
        impactScore: 0.5,
        analysisMethod: 'offline',
      });
    if (!steel || !note) throw new Error('stories not stored');
    ids = { steel: steel.id, note: note.id };
    await db()
      .insert(newsScoreRevisions)
      .values([
        { storyId: steel.id, impactScore: 0.41, analysisMethod: 'offline', recordedAt: new Date('2026-03-02T09:30:00.000Z') },
        { storyId: steel.id, impactScore: 0.64, analysisMethod: 'test-model', recordedAt: new Date('2026-03-02T09:30:07.000Z') },
        { storyId: note.id, impactScore: -0.2, analysisMethod: 'offline', recordedAt: new Date('2026-03-05T16:00:00.000Z') },
      ]);
  });
  afterAll(async () => {
    await server.stop();
  });

  const get = (path: string, token: string | null = subscriber.token) =>
    fetch(new URL(path, server.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const exportsCounted = async () => {
    const [row] = await db()
      .select({ events: count() })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.key, `story-export:user:${subscriber.userId}`));
    return row?.events ?? 0;
  };

  test('CSV: one row per instrument with its reaction, the score history in one cell, text quoted and formulas defused', async () => {
    await db().delete(rateLimitEvents);
    const response = await get('/api/export?from=2026-03-01&to=2026-03-31&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="impactwire-stories-2026-03-01-to-2026-03-31.csv"');
    const steel =
      `${ids.steel},2026-03-02T09:30:00.000Z,2026-03-02T09:28:00.000Z,"Harbor Steel lifts its outlook, shares climb",Wire Test,wire.test,https://wire.test/harbor-steel,guidance_raise,company,test-model,` +
      '0.41,offline,2026-03-02T09:30:00.000Z,0.64,test-model,2026-03-02T09:30:07.000Z,"2026-03-02T09:30:00.000Z=0.41@offline;2026-03-02T09:30:07.000Z=0.64@test-model",';
    const note =
      `${ids.note},2026-03-05T16:00:00.000Z,,"'=HYPERLINK(""x"") ""quoted"", with comma",'@desk,wire.test,https://wire.test/desk-note,,economy,offline,` +
      '-0.2,offline,2026-03-05T16:00:00.000Z,-0.2,offline,2026-03-05T16:00:00.000Z,2026-03-05T16:00:00.000Z=-0.2@offline,';
    expect(await response.text()).toBe(
      HEADER +
        `${steel}1,HSTL,bullish,0.64,test-provider,false,recorded,20,2026-03-02T09:30:00.000Z,no-data,,,recorded,20.5,2026-03-02T10:30:00.000Z,recorded,21,2026-03-03T09:30:00.000Z\r\n` +
        `${steel}2,SPX,bullish,0.12,test-provider,false,recorded,5000,2026-03-02T09:30:00.000Z,no-data,,,market-closed,,,pending,,\r\n` +
        `${note}${','.repeat(17)}\r\n`,
    );
    expect(await exportsCounted()).toBe(1);
  });

  test('JSON: the same stories as objects, with every revision and each instrument’s readings', async () => {
    const response = await get('/api/export?from=2026-03-01&to=2026-03-31&format=json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="impactwire-stories-2026-03-01-to-2026-03-31.json"');
    const body = (await response.json()) as Record<string, unknown> & { exported_at: string };
    expect(Date.parse(body.exported_at)).toBeGreaterThan(Date.now() - 60_000);
    const recorded = (price: number, at: string) => ({ state: 'recorded', price, at });
    const noData = { state: 'no-data', price: null, at: null };
    expect(body).toEqual({
      format: 'impactwire-story-export/1',
      from: '2026-03-01',
      to: '2026-03-31',
      exported_at: body.exported_at,
      stories: [
        {
          id: ids.steel,
          created_at: '2026-03-02T09:30:00.000Z',
          published_at: '2026-03-02T09:28:00.000Z',
          headline: 'Harbor Steel lifts its outlook, shares climb',
          publisher: 'Wire Test',
          source_domain: 'wire.test',
          url: 'https://wire.test/harbor-steel',
          event_type: 'guidance_raise',
          category: 'company',
          analysis_method: 'test-model',
          first_score: { score: 0.41, method: 'offline', at: '2026-03-02T09:30:00.000Z' },
          latest_score: { score: 0.64, method: 'test-model', at: '2026-03-02T09:30:07.000Z' },
          score_revisions: [
            { score: 0.41, method: 'offline', at: '2026-03-02T09:30:00.000Z' },
            { score: 0.64, method: 'test-model', at: '2026-03-02T09:30:07.000Z' },
          ],
          instruments: [
            {
              rank: 1,
              symbol: 'HSTL',
              direction: 'bullish',
              score: 0.64,
              reaction: {
                source: 'test-provider',
                simulated: false,
                base: recorded(20, '2026-03-02T09:30:00.000Z'),
                '15m': noData,
                '1h': recorded(20.5, '2026-03-02T10:30:00.000Z'),
                '1d': recorded(21, '2026-03-03T09:30:00.000Z'),
              },
            },
            {
              rank: 2,
              symbol: 'SPX',
              direction: 'bullish',
              score: 0.12,
              reaction: {
                source: 'test-provider',
                simulated: false,
                base: recorded(5000, '2026-03-02T09:30:00.000Z'),
                '15m': noData,
                '1h': { state: 'market-closed', price: null, at: null },
                '1d': { state: 'pending', price: null, at: null },
              },
            },
          ],
        },
        {
          id: ids.note,
          created_at: '2026-03-05T16:00:00.000Z',
          published_at: null,
          headline: '=HYPERLINK("x") "quoted", with comma',
          publisher: '@desk',
          source_domain: 'wire.test',
          url: 'https://wire.test/desk-note',
          event_type: null,
          category: 'economy',
          analysis_method: 'offline',
          first_score: { score: -0.2, method: 'offline', at: '2026-03-05T16:00:00.000Z' },
          latest_score: { score: -0.2, method: 'offline', at: '2026-03-05T16:00:00.000Z' },
          score_revisions: [{ score: -0.2, method: 'offline', at: '2026-03-05T16:00:00.000Z' }],
          instruments: [],
        },
      ],
    });
  });

  test('signed out is a 401, no subscription a 403, with the product’s texts; neither is counted', async () => {
    await db().delete(rateLimitEvents);
    const signedOut = await get('/api/export?from=2026-03-01&to=2026-03-31&format=csv', null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: serverAuthErrors.sessionMissing });
    const { session } = await createConfirmedUser(services, db());
    const noAccess = await get('/api/export?from=2026-03-01&to=2026-03-31&format=csv', session.access_token);
    expect(noAccess.status).toBe(403);
    expect(await noAccess.json()).toEqual({ error: billingServerErrors.notEntitled });
    const wrongToken = await get('/api/export?from=2026-03-01&to=2026-03-31&format=csv', 'not-a-token');
    expect(wrongToken.status).toBe(401);
    expect(await exportsCounted()).toBe(0);
  });

  test('a bad period or format is refused with its reason, and not counted', async () => {
    await db().delete(rateLimitEvents);
    const refusal = async (query: string) => {
      const response = await get(`/api/export?${query}`);
      return `${response.status} ${((await response.json()) as { error: string }).error}`;
    };
    expect(await refusal('to=2026-03-31&format=csv')).toBe('400 from: Please write dates as YYYY-MM-DD, e.g. 2026-03-31.');
    expect(await refusal('from=2026-3-1&to=2026-03-31&format=csv')).toBe('400 from: Please write dates as YYYY-MM-DD, e.g. 2026-03-31.');
    expect(await refusal('from=2026-03-01&to=2026-03-31&format=xlsx')).toBe('400 format: Please pick the format csv or json.');
    expect(await refusal('from=2026-03-01&to=2026-03-31')).toBe('400 format: Please pick the format csv or json.');
    expect(await refusal('from=2026-03-31&to=2026-03-01&format=csv')).toBe('400 The start date must not be after the end date.');
    expect(await refusal('from=2025-01-01&to=2026-01-02&format=csv')).toBe('400 A period can span at most 366 days; please pick a shorter one.');
    expect((await get('/api/export?from=2025-01-01&to=2026-01-01&format=json')).status).toBe(200);
    expect(await exportsCounted()).toBe(1);
    const post = await fetch(new URL('/api/export?from=2026-03-01&to=2026-03-31&format=csv', server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(post.status).toBe(405);
  });

  test('ten exports an hour: the eleventh is refused before any story is read', async () => {
    await db().delete(rateLimitEvents);
    for (let i = 0; i < 10; i++) {
      const response = await get('/api/export?from=2026-03-01&to=2026-03-31&format=json');
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await get('/api/export?from=2026-03-01&to=2026-03-31&format=json');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many exports\. Please try again in \d+ minutes?\.$/);
    expect(await exportsCounted()).toBe(10);
    // Another subscriber has an allowance of their own.
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    expect((await get('/api/export?from=2026-03-01&to=2026-03-31&format=csv', session.access_token)).status).toBe(200);
  });

  test('hostile input: a NUL byte or a huge value is refused with its reason, and a burst past the limit gets at most ten', async () => {
    await db().delete(rateLimitEvents);
    const nul = await get('/api/export?from=2026-03-01%00&to=2026-03-31&format=csv');
    expect(nul.status).toBe(400);
    const huge = await get(`/api/export?from=${'9'.repeat(20_000)}&to=2026-03-31&format=csv`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await exportsCounted()).toBe(0);
    const burst = await Promise.all(
      Array.from({ length: 15 }, async () => {
        const response = await get('/api/export?from=2026-03-01&to=2026-03-31&format=json');
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(burst.filter((status) => status === 200)).toHaveLength(10);
    expect(burst.filter((status) => status === 429)).toHaveLength(5);
    expect(await exportsCounted()).toBe(10);
  });

  test('a large range is read a batch at a time, as the client takes it: a story stored mid-download still arrives', async () => {
    await db().execute(sql`
      insert into news_analysis (headline, url, source_domain, created_at, impact_score, analysis_method)
      select 'Bulk story ' || g, 'https://bulk.test/' || g, 'bulk.test', timestamptz '2026-06-01 00:00:00+00' + g * interval '1 second', 0.3, 'offline'
      from generate_series(1, 5000) g`);
    const response = exportStories({
      db: db(),
      sourceDomains: undefined,
      period: researchPeriod('2026-06-01', '2026-06-30', 366),
      format: 'csv',
      batchSize: 500,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    const next = async () => {
      const { value, done } = await reader.read();
      if (!done) chunks.push(decoder.decode(value));
      return !done;
    };
    await next();
    await next();
    expect(chunks[0]).toBe(HEADER);
    // One batch read so far: the first 500 stories.
    expect(chunks[1]?.split('\r\n').filter(Boolean)).toHaveLength(500);
    await db()
      .insert(newsAnalysis)
      .values({
        headline: 'Stored while the export ran',
        url: 'https://bulk.test/late',
        sourceDomain: 'bulk.test',
        createdAt: new Date('2026-06-30T12:00:00Z'),
      });
    while (await next());
    const lines = chunks.join('').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 5001);
    expect(lines.at(-1)).toContain('Stored while the export ran');
    // Eleven batches after the header: ten full ones, then the last story.
    expect(chunks).toHaveLength(12);

    // Over HTTP, the whole range arrives in order.
    await db().delete(rateLimitEvents);
    const download = await (await get('/api/export?from=2026-06-01&to=2026-06-30&format=csv')).text();
    const rows = download.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(1 + 5001);
    expect(rows[1]).toContain('Bulk story 1,');
    expect(rows[5000]).toContain('Bulk story 5000,');
    expect(
      await db()
        .select({ events: count() })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.key, `story-export:user:${subscriber.userId}`))),
    ).toEqual([{ events: 1 }]);
  });

  test('the board as JSON: the body of the query, for the same caller rules', async () => {
    const response = await get('/api/calibration.json?from=2026-03-01&to=2026-03-31');
    expect(response.status).toBe(200);
    const body = await response.json();
    const api = await callerWithToken(services, db(), subscriber.token);
    expect(body).toEqual(await api.calibration.board({ from: '2026-03-01', to: '2026-03-31' }));
    expect((body as { cells: { band: string; method: string; stories: number }[] }).cells.map((c) => `${c.band}/${c.method}:${c.stories}`)).toEqual([
      'low/rules:1',
      'low/ai:0',
      'medium/rules:0',
      'medium/ai:1',
      'high/rules:0',
      'high/ai:0',
    ]);

    expect((await get('/api/calibration.json', null)).status).toBe(401);
    const { session } = await createConfirmedUser(services, db());
    const noAccess = await get('/api/calibration.json', session.access_token);
    expect(noAccess.status).toBe(403);
    expect(await noAccess.json()).toEqual({ error: billingServerErrors.notEntitled });
    const reversed = await get('/api/calibration.json?from=2026-03-31&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({ error: 'The start date must not be after the end date.' });
    const misspelt = await get('/api/calibration.json?from=yesterday');
    expect(await misspelt.json()).toEqual({ error: 'from: Please write dates as YYYY-MM-DD, e.g. 2026-03-31.' });
  });
});
