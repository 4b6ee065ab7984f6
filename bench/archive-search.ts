/**
 * The archive search on 100,000 stored stories, on Postgres: p50/p95 of `feed.search` for
 * words, a symbol, a date range, their combinations and older pages, measured twice: the query
 * alone (searchArchive) and the whole procedure as a subscriber calls it (input check and
 * entitlement included, no HTTP). Goal: p95 under 50 ms.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bun bench/archive-search.ts
 *
 * A scratch database is created on that server (TEST_DATABASE_URL is read when
 * BENCH_DATABASE_URL is not set) and dropped at the end. Stories are generated from a seeded
 * random source: headlines and summaries of words drawn with a Zipf-like skew (a few words
 * very common, most rare, as in news), 0–3 symbols of 400, spread over two years.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createSession, validateAccessToken } from '../src/server/accounts/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { newsAnalysis, profiles, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { searchArchive } from '../src/server/feed/archive';
import { withSearchStems } from '../src/server/news/search-stems';
import { createServices } from '../src/server/services';
import { createCallerFactory, createContextInner } from '../src/server/trpc/init';
import { appRouter } from '../src/server/trpc/router';
import { type ArchiveSearch, archiveSearchInput } from '../src/shared/archive';
import { emptyAnalysis } from '../src/shared/stored-analysis';
import { machine } from './lib';

const STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a Postgres server where a scratch database may be created.');
  process.exit(2);
}

// A small seeded generator (mulberry32): the same archive on every run.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const zipf = <T>(list: readonly T[]) => list[Math.floor(list.length * random() ** 3)] as T;
const pick = <T>(list: readonly T[]) => list[Math.floor(list.length * random())] as T;

const syllables = ['ra', 'te', 'mo', 'ne', 'ka', 'li', 'so', 'vi', 'du', 'pe', 'an', 'or', 'ex', 'ul', 'ti', 'ba'];
const vocabulary = Array.from({ length: 20_000 }, (_, i) => {
  let word = '';
  for (let n = i + 7; n > 0; n = Math.floor(n / syllables.length)) word += syllables[n % syllables.length];
  return word;
});
const tickers = Array.from({ length: 400 }, (_, i) => `T${i.toString(36).toUpperCase()}${'ABCDEFGH'[i % 8]}`);
const words = (count: number) => Array.from({ length: count }, () => zipf(vocabulary)).join(' ');
const TWO_YEARS_MS = 2 * 365 * 86_400_000;
const now = Date.now();

const name = `iw_bench_${Date.now().toString(36)}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });

try {
  await migrateDatabase(database);
  const db = database.db;
  console.log(`machine: ${machine()}`);
  const [version] = await admin`show server_version`;
  console.log(`Postgres ${version?.server_version}; filling ${STORIES.toLocaleString('en')} stories…`);
  const fillStarted = performance.now();
  for (let start = 0; start < STORIES; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, STORIES - start) }, (_, i) => ({
      headline: words(8 + Math.floor(random() * 6)),
      summary: words(20 + Math.floor(random() * 20)),
      symbols: Array.from({ length: Math.floor(random() * 4) }, () => zipf(tickers)).filter((s, j, all) => all.indexOf(s) === j),
      category: pick(['earnings', 'company', 'market', 'economy', 'crypto', 'technology', 'politics', 'other']),
      impactScore: random() * 2 - 1,
      analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e' },
      createdAt: new Date(now - TWO_YEARS_MS * random()),
      sourceDomain: pick(['reuters.com', 'cnbc.com', 'ft.com', 'bloomberg.com']),
      publisherName: 'Bench Wire',
      url: `https://bench.test/${start + i}`,
    }));
    // With their search stems, as publishing stores them.
    await db.insert(newsAnalysis).values(rows.map(withSearchStems));
  }
  // As autovacuum leaves a table that has taken many inserts.
  await db.execute(sql`vacuum analyze`);
  console.log(`filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

  const env = parseEnv({ LOG_LEVEL: 'warn', PORT: '0' });
  const services = createServices(env, db);
  const [user] = await db
    .insert(users)
    .values({ email: `archive-bench-${Date.now()}@example.com`, passwordHash: 'x', emailConfirmedAt: new Date() })
    .returning();
  if (!user) throw new Error('no user');
  await db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
  const session = await createSession(db, user);
  const api = createCallerFactory(appRouter)(createContextInner({ db, services, caller: await validateAccessToken(db, session.access_token) }));

  const ids = (await db.select({ id: newsAnalysis.id }).from(newsAnalysis)).map((row) => row.id);
  const day = (offset: number) => new Date(now - offset * 86_400_000).toISOString();
  const week = () => {
    const start = Math.floor(random() * 720);
    return { from: day(start + 7), to: day(start) };
  };
  const kinds: [string, () => ArchiveSearch][] = [
    ['one common word', () => ({ words: vocabulary[Math.floor(random() * 20)] })],
    ['one rare word', () => ({ words: vocabulary[2_000 + Math.floor(random() * 18_000)] })],
    ['two words', () => ({ words: `${zipf(vocabulary)} ${zipf(vocabulary)}` })],
    ['a phrase of two words', () => ({ words: `"${zipf(vocabulary)} ${zipf(vocabulary)}"` })],
    ['word, minus a word', () => ({ words: `${zipf(vocabulary)} -${zipf(vocabulary)}` })],
    ['word or word', () => ({ words: `${vocabulary[2_000 + Math.floor(random() * 18_000)]} or ${vocabulary[2_000 + Math.floor(random() * 18_000)]}` })],
    ['a symbol', () => ({ symbols: [pick(tickers)] })],
    ['a date range (7 days)', week],
    ['word + date range', () => ({ words: zipf(vocabulary), ...week() })],
    ['symbol + date range', () => ({ symbols: [pick(tickers)], ...week() })],
    ['older page (before an id)', () => ({ before: pick(ids) })],
    ['word, older page', () => ({ words: vocabulary[Math.floor(random() * 200)], before: pick(ids) })],
  ];

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  const measure = async (call: () => Promise<unknown[]>) => {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      results += (await call()).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), results: results / RUNS };
  };

  console.log(`\n${RUNS} searches of each kind, 50 results at most, times in ms`);
  console.log('| search | query p50 | query p95 | procedure p50 | procedure p95 | results (mean) |');
  console.log('|---|---|---|---|---|---|');
  let worst = 0;
  for (const [label, make] of kinds) {
    // Warm-up: the first searches of a kind read pages from disk.
    for (let i = 0; i < 20; i++) await api.feed.search(make());
    const query = await measure(() => searchArchive({ db, sourceDomains: undefined, search: archiveSearchInput.parse(make()) }));
    const procedure = await measure(() => api.feed.search(make()));
    worst = Math.max(worst, procedure.p95);
    const f = (ms: number) => ms.toFixed(1);
    console.log(`| ${label} | ${f(query.p50)} | ${f(query.p95)} | ${f(procedure.p50)} | ${f(procedure.p95)} | ${query.results.toFixed(1)} |`);
  }
  console.log(`\nworst procedure p95: ${worst.toFixed(1)} ms (goal < 50 ms): ${worst < 50 ? 'met' : 'NOT met'}`);
  services.feed.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${name}`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
