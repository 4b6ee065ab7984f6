/**
 * Fan-out across instances: several instances (the real entry point, child processes) on one
 * Postgres, each holding N live streams from subscriber processes; a story published once
 * must reach every subscriber of every instance. Prints, for each of several publishes and
 * over all of them, the publish-to-receive latency (p50, p95, p99, max) and how many received
 * it, and each instance's peak resident memory. Goal: p99 under 500 ms.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bun bench/instances-fanout.ts [subscribers per instance] [--instances 3] [--publishes 5]
 *
 * 6,000 subscribers per instance and 3 instances by default (18,000 in all), in one
 * subscriber process per 3,000. A scratch database is created on that server and dropped.
 */
import './quiet-logs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { publishStory } from '../src/server/news/publish';
import { sampleStory } from '../tests/helpers/stories';
import { machine } from './lib';
import {
  benchSetup,
  type ClientProcess,
  freePort,
  percentile,
  type ServerProcess,
  scratchDatabase,
  splitInto,
  startClientProcess,
  startServerProcess,
  subscriberTokens,
} from './live-cluster';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { instances: { type: 'string', default: '3' }, publishes: { type: 'string', default: '5' } },
});
const perInstance = Number(positionals[0] ?? 6_000);
const instanceCount = Number(values.instances);
const publishes = Number(values.publishes);
const SUBSCRIBERS_PER_PROCESS = 3_000;
/** Between publishes: long enough for every subscriber to have the last one. */
const PUBLISH_SPACING_MS = 3_000;

const { baseUrl, done: disarmDeadline } = benchSetup();

const total = perInstance * instanceCount;
console.log(
  `machine: ${machine()}, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`${instanceCount} instances on one Postgres, ${perInstance} subscribers each (${total} in all)`);
const scratch = await scratchDatabase(baseUrl, 'bench_instances');
const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
const servers: ServerProcess[] = [];
let clients: ClientProcess[] = [];
const show = (ms: number) => `${Math.round(ms)} ms`;
try {
  await migrateDatabase(database);
  const tokens = await subscriberTokens(database.db, total);
  for (let i = 0; i < instanceCount; i++) servers.push(await startServerProcess(scratch.url, freePort()));

  const opening = Date.now();
  const perProcess = Math.ceil(perInstance / Math.ceil(perInstance / SUBSCRIBERS_PER_PROCESS));
  const parts = servers.flatMap((server, i) =>
    splitInto(tokens.slice(i * perInstance, (i + 1) * perInstance), Math.ceil(perInstance / perProcess)).map((part) =>
      part.map((token) => ({ origin: server.origin, token })),
    ),
  );
  clients = await Promise.all(parts.map((part) => startClientProcess(part)));
  console.log(`all ${total} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s, ${clients.length} subscriber processes`);
  await Bun.sleep(1_000);

  const published: { revision: number; at: number }[] = [];
  for (let i = 0; i < publishes; i++) {
    const at = Date.now();
    const row = await publishStory(database.db, sampleStory({ headline: `fan-out ${i}` }));
    if (!row) throw new Error('publish failed');
    published.push({ revision: row.revision, at });
    await Bun.sleep(PUBLISH_SPACING_MS);
  }

  const reports = (await Promise.all(clients.map((client) => client.report()))).flat();
  const all: number[] = [];
  for (const [n, story] of published.entries()) {
    const latencies: number[] = [];
    for (const report of reports) {
      const arrival = report.received.find(([revision]) => revision === story.revision);
      if (arrival) latencies.push(arrival[1] - story.at);
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    console.log(
      `publish ${n + 1}: received by ${latencies.length} of ${total}; p50 ${show(percentile(latencies, 50))}, p95 ${show(percentile(latencies, 95))}, p99 ${show(percentile(latencies, 99))}, max ${show(latencies.at(-1) ?? Number.NaN)}`,
    );
  }
  all.sort((a, b) => a - b);
  const reconnects = reports.reduce((sum, report) => sum + report.outages.length, 0);
  console.log(
    `all ${publishes} publishes: ${all.length} of ${total * publishes} received; p50 ${show(percentile(all, 50))}, p95 ${show(percentile(all, 95))}, p99 ${show(percentile(all, 99))} (goal < 500 ms), max ${show(all.at(-1) ?? Number.NaN)}`,
  );
  console.log(`streams lost during the run: ${reconnects}; instance peak RSS: ${servers.map((server) => `${server.peakRssMiB()} MiB`).join(', ')}`);
  console.log(
    `load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await Promise.all(clients.map((client) => client.stop().catch(() => {})));
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await scratch.drop();
  disarmDeadline();
}
process.exit(0);
