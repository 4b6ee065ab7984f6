/**
 * Reaction recording at scale: 1,000 stories × 4 instruments, published over a trading day
 * (one every 20 s from 14:31 UTC on a January Tuesday), recorded by the real recorder through a
 * provider that accepts at most `--limit` requests per minute and refuses the rest (as a
 * provider's rate limit does, with the time to come back). The day runs on a simulated clock
 * (15 s per recorder run, as in production), the provider answers after `--latency` ms of real
 * time. Prints the requests per simulated minute (the most in any minute, accepted and
 * refused), the readings made, and publish-to-stream latency p50/p95 of stories
 * published meanwhile, with the recorder idle and while it works through the day.
 *
 * The product's rate limiter (`withRateLimit`) stands in front of the provider, as in production;
 * `--raw` leaves it out.
 *
 *   bun bench/reactions.ts [--limit 600] [--latency 10] [--stories 1000] [--raw]
 *
 * With BENCH_DATABASE_URL the product uses that Postgres; otherwise an in-memory PGlite.
 */
import './quiet-logs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession } from '../src/server/accounts/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { newsAnalysis, profiles, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createFeedHub } from '../src/server/feed/feed-hub';
import { startLiveBus } from '../src/server/lib/live-bus';
import { type Bar, MarketDataError, type MarketDataProvider, marketDataOf } from '../src/server/market-data/market-data';
import { withRateLimit } from '../src/server/market-data/rate-limit';
import { publishStories, publishStory } from '../src/server/news/publish';
import { REACTION_BATCH } from '../src/server/reactions/record-reactions';
import { startReactionRecorder } from '../src/server/reactions/recorder';
import { startServer } from '../src/server/server';
import { createServices } from '../src/server/services';
import type { FeedItem } from '../src/shared/feed';
import type { StoryReactions } from '../src/shared/reactions';
import { emptyAnalysis } from '../src/shared/stored-analysis';
import { machine } from './lib';

const { values } = parseArgs({
  options: {
    raw: { type: 'boolean', default: false },
    limit: { type: 'string', default: '600' },
    latency: { type: 'string', default: '10' },
    stories: { type: 'string', default: '1000' },
  },
});
const perMinute = Number(values.limit);
const latencyMs = Number(values.latency);
const storyCount = Number(values.stories);

const MINUTE = 60_000;
const OPEN = Date.parse('2026-01-13T14:30:00Z');
const STEP_MS = 15_000;
const SYMBOLS = Array.from({ length: 40 }, (_, i) => `SYM${i}`);

/** One session of minute bars and two daily closes, the same for every instrument (their values do not matter here). */
const minuteBars: Bar[] = Array.from({ length: 390 }, (_, i) => ({ at: new Date(OPEN + (i + 1) * MINUTE), close: 100 + (i + 1) / 100 }));
const dailyBars: Bar[] = [
  { at: new Date('2026-01-12T21:00:00Z'), close: 99 },
  { at: new Date('2026-01-13T21:00:00Z'), close: 103.9 },
];

let clock = OPEN;
/** Requests by simulated minute: accepted, and refused over the limit. */
const minutes = new Map<number, { accepted: number; refused: number }>();

/** A provider over those bars that accepts `perMinute` requests per simulated minute and refuses the others. */
const limitedProvider: MarketDataProvider = {
  id: 'bench',
  description: `bench provider, ${perMinute} requests per minute`,
  resolutionsFor: () => ['minute', 'day'],
  async bars(_symbol, resolution, from, to) {
    const minute = Math.floor(clock / MINUTE);
    const counts = minutes.get(minute) ?? { accepted: 0, refused: 0 };
    minutes.set(minute, counts);
    if (counts.accepted >= perMinute) {
      counts.refused++;
      throw new MarketDataError('429: request limit reached for this minute', new Date((minute + 1) * MINUTE));
    }
    counts.accepted++;
    await Bun.sleep(latencyMs);
    return (resolution === 'minute' ? minuteBars : dailyBars).filter((bar) => bar.at > from && bar.at <= to);
  },
  quote: async () => null,
};
// The product's own limiter in front, on the simulated clock (its waits move the clock on);
// `--raw` leaves it out, to see the recorder alone against the provider's refusals.
const provider = values.raw
  ? limitedProvider
  : withRateLimit(limitedProvider, {
      perMinute,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const describe = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (n=${sorted.length})`;
};

const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'memory' });
await migrateDatabase(database);
const env = parseEnv({ LOG_LEVEL: 'warn', PORT: '0' });
const bus = await startLiveBus(database);
const services = createServices(env, database.db, { feed: createFeedHub(database.db, bus, undefined) });
const server = startServer({ env, database, services, port: 0, distDir: null });
const [user] = await database.db
  .insert(users)
  .values({ email: `reactions-${Date.now()}@example.com`, passwordHash: 'x', emailConfirmedAt: new Date() })
  .returning();
if (!user) throw new Error('no user');
await database.db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
const session = await createSession(database.db, user);

/** When each probe story reached the open stream. */
const arrived = new Map<string, number>();
const response = await fetch(`${server.url.origin}/trpc/feed.onInsert`, { headers: { authorization: `Bearer ${session.access_token}` } });
if (!response.body) throw new Error('no stream');
const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
void (async () => {
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    const at = performance.now();
    buffered += value;
    const events = buffered.split('\n\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) {
      const data = event.split('\n').find((line) => line.startsWith('data: {'));
      if (data) arrived.set((JSON.parse(data.slice(6)) as FeedItem).headline, at);
    }
  }
})();

let probes = 0;
const publishCalls: number[] = [];
/** Publishes a story without instruments every 50 ms until `until` says stop; returns each one's time to the stream. */
async function probeWhile(until: () => boolean): Promise<number[]> {
  const sent: { headline: string; at: number }[] = [];
  while (!until()) {
    const headline = `Probe story ${++probes}`;
    sent.push({ headline, at: performance.now() });
    const before = performance.now();
    await publishStory(database.db, {
      headline,
      url: `https://bench.test/probe-${probes}`,
      sourceDomain: 'bench.test',
      analysis: { ...emptyAnalysis, patterns: 'p', explanation: 'e' },
    });
    publishCalls.push(performance.now() - before);
    await Bun.sleep(50);
  }
  await Bun.sleep(500);
  return sent.flatMap(({ headline, at }) => (arrived.has(headline) ? [(arrived.get(headline) as number) - at] : []));
}

console.log(`machine: ${machine()}; database: ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'embedded PGlite (in memory)'}`);
const idle = await probeWhile(() => probes >= 200);
console.log(`publish to stream, recorder idle (before): ${describe(idle)}`);

const instrumentsOf = (n: number) => [0, 1, 2, 3].map((k) => SYMBOLS[(n * 7 + k * 11) % SYMBOLS.length] as string);
for (let start = 0; start < storyCount; start += 100) {
  await publishStories(
    database.db,
    Array.from({ length: Math.min(100, storyCount - start) }, (_, i) => {
      const n = start + i;
      return {
        headline: `Bench story ${n}`,
        url: `https://bench.test/story-${n}`,
        sourceDomain: 'bench.test',
        publishedAt: new Date(OPEN + MINUTE + n * 20_000),
        analysis: {
          ...emptyAnalysis,
          patterns: 'p',
          explanation: 'e',
          instruments: instrumentsOf(n).map((symbol) => ({ symbol, market: 'Stock Market', direction: 'bullish', score: 0.5 })),
        },
      };
    }),
  );
}

const recorder = startReactionRecorder({ database, marketData: marketDataOf([provider]), now: () => new Date(clock), intervalMs: 3_600_000 });
const queued = async () => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(newsAnalysis).where(sql`${newsAnalysis.reactionsDueAt} is not null`);
  return row?.n ?? 0;
};
let simulating = true;
const started = performance.now();
const simulation = (async () => {
  const end = OPEN + 2 * 24 * 60 * MINUTE;
  while (clock < end) {
    // A full batch runs again at once, as the recorder's own loop does.
    while (((await recorder.runNow())?.stories ?? 0) >= REACTION_BATCH);
    const minute = Math.floor(clock / MINUTE);
    clock += STEP_MS;
    // Once a simulated minute, after the last publication: done when nothing is queued.
    if (Math.floor(clock / MINUTE) > minute && clock > OPEN + MINUTE + storyCount * 20_000 && (await queued()) === 0) break;
  }
  simulating = false;
})();
const busy = await probeWhile(() => !simulating);
await simulation;
const realSeconds = (performance.now() - started) / 1000;
await recorder.stop();
const probesBefore = probes;
const idleAfter = await probeWhile(() => probes >= probesBefore + 200);

const rows = await database.db
  .select({ publishedAt: newsAnalysis.publishedAt, reactions: newsAnalysis.reactions })
  .from(newsAnalysis)
  .where(sql`${newsAnalysis.url} like 'https://bench.test/story-%'`);
const states = new Map<string, number>();
for (const row of rows) {
  for (const reaction of (row.reactions as StoryReactions | null)?.instruments ?? []) {
    for (const [name, reading] of [['base', reaction.base], ...Object.entries(reaction.horizons)] as const) {
      const key = `${name} ${reading.state}`;
      states.set(key, (states.get(key) ?? 0) + 1);
    }
  }
}
const counts = [...minutes.values()];
const accepted = counts.reduce((sum, minute) => sum + minute.accepted, 0);
const refused = counts.reduce((sum, minute) => sum + minute.refused, 0);
console.log(
  `${storyCount} stories × 4 instruments, provider limit ${perMinute} requests per minute, ${latencyMs} ms per answer, ${values.raw ? 'no rate limiter' : 'withRateLimit in front'}`,
);
console.log(`  simulated ${((clock - OPEN) / 3_600_000).toFixed(2)} h in ${realSeconds.toFixed(1)} s; queue empty: ${(await queued()) === 0}`);
console.log(
  `  requests: ${accepted} accepted, ${refused} refused; most in one minute: ${Math.max(...counts.map((c) => c.accepted))} accepted, ${Math.max(...counts.map((c) => c.accepted + c.refused))} asked`,
);
console.log(
  `  readings: ${[...states]
    .sort()
    .map(([key, n]) => `${key} ${n}`)
    .join(', ')}`,
);
console.log(`publish to stream, recorder working:       ${describe(busy)}`);
console.log(`publish to stream, recorder idle (after):  ${describe(idleAfter)}`);
console.log(`publish call alone, whole run:             ${describe(publishCalls)}`);

await server.stop();
services.feed.close();
await bus.close();
await database.close();
process.exit(0);
