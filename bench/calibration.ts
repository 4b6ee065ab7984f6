/**
 * The calibration board over 100,000 scored stories, all inside the board's default period (the
 * last 90 days: the most it ever reads for that period), on PGlite (on disk, as a fresh install
 * runs) and on Postgres when a server is given. Goal: p95 under 100 ms.
 *
 *   bun bench/calibration.ts                                      # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bun bench/calibration.ts
 *
 * Printed per database, times in ms:
 * - computed: the query and the board built from it, no cache (each call reads the database),
 *   for the default period and for random periods of 7 days to a year;
 * - kept: `calibration.board` as a subscriber calls it (entitlement check included), answered
 *   from the minute-long cache after its first call.
 * Stories carry what the board never reads, at a realistic size (analysis text, four
 * instruments' reactions with a 24-point sparkline path each), so that a plan that opened them
 * would show. Each database is measured as filled (PGlite runs no autovacuum; Postgres's has not
 * run yet) and after a VACUUM, which sets the visibility map an index-only scan relies on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createSession, validateAccessToken } from '../src/server/accounts/sessions';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { profiles, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { computeCalibrationBoard } from '../src/server/research/calibration-board';
import { createServices } from '../src/server/services';
import { createCallerFactory, createContextInner } from '../src/server/trpc/init';
import { appRouter } from '../src/server/trpc/router';
import { addDays } from '../src/shared/research-period';
import { machine } from './lib';

const STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const BATCH = 5_000;

// A seeded generator (mulberry32): the same stories on every run.
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const path = JSON.stringify(Array.from({ length: 24 }, (_, i) => ({ price: 100 + i / 10, at: new Date(Date.UTC(2026, 0, 1, 14, i * 5)).toISOString() })));
const analysis = JSON.stringify({
  patterns: 'After similar announcements the index has tended to drift in the direction of the surprise over the next session. '.repeat(3),
  explanation: 'The figure came in above what the market priced, which supports the currency and weighs on bonds. '.repeat(6),
  consensus_delta: null,
  pathways: ['A second print in line would confirm the trend.', 'A revision lower would unwind most of the move.'],
  instruments: [{ symbol: 'SPX', market: 'Stock Market', direction: 'bullish', score: 0.5 }],
  event_type: 'economic_data',
});

/** One story's reactions: four instruments, the primary's readings as given, the others recorded. */
function reactionsSql(base: number, oneHour: string, oneDay: string): string {
  const recorded = (price: number) => `{"state":"recorded","price":${price.toFixed(4)},"at":"2026-01-01T15:00:00.000Z"}`;
  const instrument = (symbol: string, hour: string, day: string) =>
    `{"symbol":"${symbol}","source":"bench","base":${recorded(base)},"horizons":{"15m":${recorded(base)},"1h":${hour},"1d":${day}},"path":${path}}`;
  return `{"updatedAt":"2026-01-01T15:00:00.000Z","instruments":[${[
    instrument('SPX', oneHour, oneDay),
    instrument('NDX', recorded(base * 1.001), recorded(base * 1.002)),
    instrument('EUR/USD', recorded(base * 0.999), recorded(base * 0.998)),
    instrument('US Treasuries', recorded(base), recorded(base)),
  ].join(',')}]}`;
}

function storyValues(index: number, now: number): string {
  const scored = random() > 0.1;
  const score = scored ? (random() * 2 - 1).toFixed(4) : 'null';
  const method = random() < 0.6 ? 'offline' : 'claude-sonnet-4-5';
  const createdAt = new Date(now - random() * 89 * 86_400_000).toISOString();
  const base = 50 + random() * 200;
  const roll = random();
  const hour = `{"state":"recorded","price":${(base * (1 + (random() - 0.5) * 0.02)).toFixed(4)},"at":"2026-01-01T15:00:00.000Z"}`;
  const day =
    roll < 0.1
      ? '{"state":"pending","due":"2026-01-02T21:00:00.000Z"}'
      : roll < 0.15
        ? '{"state":"market-closed"}'
        : `{"state":"recorded","price":${(base * (1 + (random() - 0.5) * 0.06)).toFixed(4)},"at":"2026-01-02T21:00:00.000Z"}`;
  const reactions = random() < 0.1 ? 'null' : `'${reactionsSql(base, hour, day)}'::jsonb`;
  return `('Bench story ${index} moves the market somewhat', 'A summary of the story in a sentence or two, as outlets write them.', '${analysis.replaceAll("'", "''")}', ${score}, '${method}', 'bench.test', 'Bench Wire', 'https://bench.test/${index}', '${createdAt}', ${reactions})`;
}

async function fill(database: DatabaseHandle) {
  const now = Date.now();
  for (let start = 0; start < STORIES; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, STORIES - start) }, (_, i) => storyValues(start + i, now)).join(',\n');
    await database.db.execute(
      sql.raw(
        `insert into news_analysis (headline, summary, analysis, impact_score, analysis_method, source_domain, publisher_name, url, created_at, reactions) values ${values}`,
      ),
    );
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
async function measure(call: () => Promise<unknown>, runs = RUNS) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)}`;
}

async function bench(label: string, database: DatabaseHandle) {
  await migrateDatabase(database);
  const db = database.db;
  const filling = performance.now();
  await fill(database);
  console.log(`${label}: ${STORIES.toLocaleString('en')} stories stored in ${((performance.now() - filling) / 1000).toFixed(0)} s`);

  const services = createServices(parseEnv({ LOG_LEVEL: 'warn', PORT: '0' }), db);
  const [user] = await db
    .insert(users)
    .values({ email: `calibration-bench-${Date.now()}@example.com`, passwordHash: 'x', emailConfirmedAt: new Date() })
    .returning();
  if (!user) throw new Error('no user');
  await db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
  const session = await createSession(db, user);
  const api = createCallerFactory(appRouter)(createContextInner({ db, services, caller: await validateAccessToken(db, session.access_token) }));

  const today = new Date().toISOString().slice(0, 10);
  const randomPeriod = () => {
    const to = addDays(today, -Math.floor(random() * 60));
    return { from: addDays(to, 1 - (7 + Math.floor(random() * 359))), to };
  };
  const measurePeriods = async (state: string) => {
    const board = await computeCalibrationBoard({ db, sourceDomains: undefined });
    const stories = board.cells.reduce((sum, cell) => sum + cell.stories, 0);
    // The first call reads the pages: not counted.
    console.log(`| ${label}, ${state} | ${stories.toLocaleString('en')} | ${await measure(() => computeCalibrationBoard({ db, sourceDomains: undefined }))} |`);
    console.log(
      `| ${label}, ${state}, random periods | – | ${await measure(() => computeCalibrationBoard({ db, sourceDomains: undefined, ...randomPeriod() }))} |`,
    );
  };
  console.log('| database | stories in period | computed p50 | computed p95 |');
  console.log('|---|---|---|---|');
  await measurePeriods('as filled');
  await db.execute(sql`vacuum analyze news_analysis`);
  await measurePeriods('after VACUUM');
  await api.calibration.board();
  console.log(`| ${label}, kept (procedure, cache warm) | – | ${await measure(() => api.calibration.board(), RUNS * 10)} |`);
  const explain = await db.execute(
    sql.raw(`explain select count(*) from news_analysis where impact_score is not null and created_at >= now() - interval '90 days'`),
  );
  const plan = (Array.isArray(explain) ? explain : (explain as { rows: unknown[] }).rows).map((row) => Object.values(row as object)[0]).join(' / ');
  console.log(`plan of the period scan: ${plan}\n`);
}

console.log(`machine: ${machine()}\n`);
const dataDir = mkdtempSync(join(tmpdir(), 'iw-calibration-bench-'));
const pglite = await openDatabase({ kind: 'pglite', dataDir });
try {
  await bench('PGlite', pglite);
} finally {
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (serverUrl) {
  const name = `iw_bench_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  try {
    const [version] = await admin`show server_version`;
    await bench(`Postgres ${String(version?.server_version).split(' ')[0]}`, database);
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('Postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a scratch database may be created.');
}
