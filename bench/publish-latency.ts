/**
 * Publisher to screen: a local feed gets a new item at a known time, the product polls it on
 * its real schedule, and an open live stream (over HTTP, as a browser holds it) records when the
 * story arrives, and when its AI analysis replaces the offline one. Two runs: the offline
 * analyzer, and the AI analyst against the local fake Anthropic API answering in 3 s.
 *
 *   bun bench/publish-latency.ts [--items 50] [--interval 60] [--spacing 6]
 *
 * Items are published at random times, `--spacing` seconds apart on average (2/3 to 4/3 of it),
 * so each poll brings none, one or several. Goals: publisher-to-stream p95 ≤ interval + 2 s;
 * after the fetch, each card ≤ 200 ms (offline) and ≤ 1 s (AI), its AI update ≤ 5 s.
 * With BENCH_DATABASE_URL the product uses that Postgres; otherwise an in-memory PGlite.
 */
import './quiet-logs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession } from '../src/server/accounts/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { profiles, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createFeedHub } from '../src/server/feed/feed-hub';
import { startLiveBus } from '../src/server/lib/live-bus';
import { createAnthropicAnalyzer } from '../src/server/news/analyzers/anthropic';
import { cappedAiAnalyzer, type NewsAnalyzer, offlineAnalyzer } from '../src/server/news/analyzers/news-analyzer';
import { eventTypes } from '../src/server/news/events/taxonomy';
import { startIngestScheduler } from '../src/server/news/scheduler';
import { createFeedSource } from '../src/server/news/sources/feed-source';
import { startServer } from '../src/server/server';
import { createServices } from '../src/server/services';
import type { FeedItem } from '../src/shared/feed';
import { startFakeAnthropic } from '../tests/fakes/fake-anthropic';
import { machine } from './lib';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '50' }, interval: { type: 'string', default: '60' }, spacing: { type: 'string', default: '6' } },
});
const itemCount = Number(values.items);
const intervalSeconds = Number(values.interval);
const spacingMs = Number(values.spacing) * 1000;

const loadAverage = () => loadavg()[0]?.toFixed(1) ?? '?';
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const describe = (values: number[], unit: 'ms' | 's') => {
  const show = (ms: number) => (unit === 's' ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
  return `p50 ${show(percentile(values, 50))}, p95 ${show(percentile(values, 95))}, max ${show(Math.max(...values))} (n=${values.length})`;
};

/** A feed whose items appear at known times; remembers when each item was first served. */
function startPublisher() {
  const runId = Date.now().toString(36);
  const items: { title: string; link: string; publishedAt: number }[] = [];
  const firstServed = new Map<string, number>();
  const server = Bun.serve({
    port: 0,
    fetch() {
      const now = performance.now();
      const visible = items.filter((item) => item.publishedAt <= now).slice(-30);
      for (const item of visible) if (!firstServed.has(item.title)) firstServed.set(item.title, now);
      const body = `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench wire</title><link>https://bench-wire.test/</link>${visible
        .map((item) => `<item><title>${item.title}</title><link>${item.link}</link><pubDate>${new Date().toUTCString()}</pubDate></item>`)
        .join('')}</channel></rss>`;
      return new Response(body, { headers: { 'Content-Type': 'application/rss+xml' } });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/feed.xml`,
    items,
    firstServed,
    publish(title: string) {
      items.push({ title, link: `https://bench-wire.test/${runId}/${items.length}`, publishedAt: performance.now() });
    },
    stop: () => server.stop(true),
  };
}

/** Reads the live stream's events as they arrive, with their arrival time. */
async function watchStream(url: string, token: string, onEvent: (item: FeedItem, at: number) => void) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const at = performance.now();
      buffered += value;
      const events = buffered.split('\n\n\n');
      buffered = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: {'));
        if (data) onEvent(JSON.parse(data.slice(6)) as FeedItem, at);
      }
    }
  })();
  return () => reader.cancel().catch(() => {});
}

async function run(label: string, analyzer: NewsAnalyzer, headline: (n: number) => string) {
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'memory' });
  await migrateDatabase(database);
  const env = parseEnv({ LOG_LEVEL: 'warn', PORT: '0' });
  const bus = await startLiveBus(database);
  const publisher = startPublisher();
  const services = createServices(env, database.db, { feed: createFeedHub(database.db, bus, undefined), analyzer });
  const server = startServer({ env, database, services, port: 0, distDir: null });
  const [user] = await database.db
    .insert(users)
    .values({ email: `latency-${Date.now()}@example.com`, passwordHash: 'x', emailConfirmedAt: new Date() })
    .returning();
  if (!user) throw new Error('no user');
  await database.db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
  const session = await createSession(database.db, user);

  const firstCard = new Map<string, number>();
  const aiUpdate = new Map<string, number>();
  const stopWatching = await watchStream(`http://127.0.0.1:${server.url.port}/trpc/feed.onInsert`, session.access_token, (item, at) => {
    if (!firstCard.has(item.headline)) firstCard.set(item.headline, at);
    else if (item.analysis_method && item.analysis_method !== 'offline' && !aiUpdate.has(item.headline)) aiUpdate.set(item.headline, at);
  });
  const scheduler = startIngestScheduler({ database, sources: [createFeedSource(publisher.url)], pipeline: services.pipeline, intervalSeconds });

  console.log(`${label}: ${itemCount} items, one about every ${spacingMs / 1000} s, feed read every ${intervalSeconds} s ±10 %`);
  for (let n = 0; n < itemCount; n++) {
    await Bun.sleep(spacingMs * (2 / 3 + (2 / 3) * Math.random()));
    publisher.publish(headline(n));
  }
  const titles = publisher.items.map((item) => item.title);
  const deadline = performance.now() + (intervalSeconds * 1.2 + 15) * 1000;
  const done = () => titles.every((title) => firstCard.has(title) && (analyzer.replacesOffline ? aiUpdate.has(title) : true));
  while (!done() && performance.now() < deadline) await Bun.sleep(200);

  const publishedAt = new Map(publisher.items.map((item) => [item.title, item.publishedAt]));
  const arrived = titles.filter((title) => firstCard.has(title));
  const since = (from: Map<string, number>, to: Map<string, number>, of: string[]) =>
    of.filter((title) => to.has(title) && from.has(title)).map((title) => (to.get(title) as number) - (from.get(title) as number));
  // The first story of each read (items first served by the same response): the headline a trader sees first.
  const reads = new Map<number | undefined, string>();
  for (const title of arrived) if (!reads.has(publisher.firstServed.get(title))) reads.set(publisher.firstServed.get(title), title);
  const firstOfRead = [...reads.values()];
  console.log(`  received ${arrived.length} of ${titles.length}, in ${firstOfRead.length} reads that brought new items; load average ${loadAverage()}`);
  console.log(`  publisher to stream:      ${describe(since(publishedAt, firstCard, arrived), 's')}`);
  console.log(`  fetch to first card:      ${describe(since(publisher.firstServed, firstCard, arrived), 'ms')}`);
  console.log(`  first of each read, card: ${describe(since(publisher.firstServed, firstCard, firstOfRead), 'ms')}`);
  if (analyzer.replacesOffline) {
    console.log(`  fetch to AI update:       ${describe(since(publisher.firstServed, aiUpdate, arrived), 'ms')}`);
    console.log(`  first of each read, AI:   ${describe(since(publisher.firstServed, aiUpdate, firstOfRead), 'ms')}`);
  }

  await scheduler.stop();
  await stopWatching();
  await server.stop();
  services.feed.close();
  await bus.close();
  publisher.stop();
  await database.close();
}

console.log(`machine: ${machine()}; database: ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'embedded PGlite (in memory)'}`);
await run('offline analyzer', offlineAnalyzer(), (n) => `Chipmaker ${n} beats quarterly estimates as revenue jumps ${Date.now()}`);

const fake = startFakeAnthropic({ delayMs: 3_000 });
const ai = createAnthropicAnalyzer({ apiKey: 'sk-ant-bench-local', model: 'claude-haiku-4-5', baseURL: fake.baseURL, events: eventTypes, maxRetries: 0 });
// The fake answers for EUR/USD, Bunds and the DAX: each headline names them.
await run(
  'AI analyst (fake API, 3 s per answer)',
  cappedAiAnalyzer(ai, 100_000),
  (n) => `ECB signals faster rate cuts ${n}; EUR/USD slides while Bunds and the DAX rally`,
);
fake.stop();
process.exit(0);
