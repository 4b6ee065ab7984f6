/**
 * Fan-out: N concurrent live-feed subscribers on one instance, one insert, and the time until
 * every subscriber has it (p50, p99, max), plus the server's resident memory. The server runs
 * in this process on an embedded database; the subscribers in a second process.
 * Goal: 10,000 subscribers, p99 under 500 ms, under 1 GB.
 *
 *   bun bench/feed-fanout.ts [1000 5000 10000]
 *
 * With BENCH_DATABASE_URL set the server uses that Postgres (as in production); otherwise an
 * embedded in-memory PGlite.
 */
import './quiet-logs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { parseEnv } from '../src/server/env';
import { createFeedHub } from '../src/server/feed/feed-hub';
import { startLiveBus } from '../src/server/lib/live-bus';
import { publishStory } from '../src/server/news/publish';
import { startServer } from '../src/server/server';
import { createServices } from '../src/server/services';
import { machine, rssMiB } from './lib';
import { subscriberTokens } from './live-cluster';

// Every subscriber is a socket in both processes: run again with a raised open-file limit.
if (!process.env.FANOUT_FD_LIMIT_RAISED) {
  const child = Bun.spawn(['sh', '-c', 'ulimit -n "$(ulimit -Hn)"; exec "$@"', 'sh', process.execPath, ...process.argv.slice(1)], {
    env: { ...process.env, FANOUT_FD_LIMIT_RAISED: '1' },
    stdio: ['inherit', 'inherit', 'inherit'],
  });
  process.exit(await child.exited);
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const runs = sizes.length ? sizes : [1000, 5000, 10000];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

console.log(`machine: ${machine()}; database: ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'embedded PGlite (in memory)'}`);
for (const count of runs) {
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'memory' });
  await migrateDatabase(database);
  const env = parseEnv({ LOG_LEVEL: 'warn', PORT: '0' });
  const bus = await startLiveBus(database);
  const services = createServices(env, database.db, { feed: createFeedHub(database.db, bus, undefined) });
  const server = startServer({ env, database, services, port: 0, distDir: null });
  try {
    // Ten streams per account at most (MAX_STREAMS_PER_ACCOUNT): as many accounts as that takes.
    const tokensFile = join(mkdtempSync(join(tmpdir(), 'iw-fanout-')), 'tokens');
    await Bun.write(tokensFile, (await subscriberTokens(database.db, count)).join('\n'));

    const marker = `fanout-${count}-${Date.now()}`;
    const url = `http://127.0.0.1:${server.url.port}/trpc/feed.onInsert?input=${encodeURIComponent(JSON.stringify({ lastEventId: null }))}`;
    const clients = Bun.spawn([process.execPath, `${import.meta.dir}/fanout-clients.ts`, url, tokensFile, String(count), marker], {
      stdout: 'pipe',
      stderr: 'inherit',
      // Bun's fetch allows 256 requests at once by default.
      env: { ...process.env, BUN_CONFIG_MAX_HTTP_REQUESTS: '65000' },
    });
    const lines = clients.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    const nextLine = async () => {
      while (!buffered.includes('\n')) {
        const { value, done } = await lines.read();
        if (done) throw new Error('client process ended early');
        buffered += value;
      }
      const [line, ...rest] = buffered.split('\n');
      buffered = rest.join('\n');
      return JSON.parse(line ?? '{}') as Record<string, unknown>;
    };

    const opening = Date.now();
    const { connected, failed } = (await nextLine()) as { connected: number; failed: number };
    const openSeconds = ((Date.now() - opening) / 1000).toFixed(1);
    await Bun.sleep(300);

    const insertedAt = Date.now();
    await publishStory(database.db, { headline: marker, url: `https://bench.test/${marker}` });
    const { receivedAt } = (await nextLine()) as { receivedAt: number[] };
    const memory = rssMiB(process.pid);
    const latencies = receivedAt.map((t) => t - insertedAt).sort((a, b) => a - b);
    console.log(
      `${String(count).padStart(6)} subscribers (${connected} connected in ${openSeconds} s${failed ? `, ${failed} failed` : ''}): ` +
        `${latencies.length} received, p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, ` +
        `max ${latencies.at(-1) ?? Number.NaN} ms, server RSS ${memory} MiB`,
    );
    await clients.exited;
  } finally {
    await server.stop();
    services.feed.close();
    await bus.close();
    await database.close();
  }
}
process.exit(0);
