/**
 * A restart under live subscribers: one instance (the real entry point, a child process on
 * Postgres) holds N streams from subscriber processes that resume with Last-Event-ID as a
 * browser's EventSource does. Stories are published before, during and after a restart
 * (SIGTERM, then a new process on the same port); every subscriber must come back within 30 s
 * and get every story exactly once. Prints the reconnect curve, the server's peak resident
 * memory, and the stories lost and duplicated.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bun bench/restart-resume.ts [subscribers] [--processes N]
 *
 * 10,000 subscribers by default, in one subscriber process per 2,500. A scratch database is
 * created on that server and dropped at the end.
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
  type ServerProcess,
  scratchDatabase,
  splitInto,
  startClientProcess,
  startServerProcess,
  subscriberTokens,
} from './live-cluster';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { processes: { type: 'string' } } });
const subscribers = Number(positionals[0] ?? 10_000);
const processes = Number(values.processes ?? Math.max(1, Math.ceil(subscribers / 2_500)));
const RESUME_LIMIT_MS = 30_000;
/** How long the bench waits, after the last story, for every subscriber to hold every story. */
const DELIVERY_LIMIT_MS = 20_000;

const { baseUrl, done: disarmDeadline } = benchSetup();

console.log(
  `machine: ${machine()}, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(`${subscribers} subscribers in ${processes} processes, one instance on Postgres`);
const scratch = await scratchDatabase(baseUrl, 'bench_restart');
const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
let clients: ClientProcess[] = [];
let server: ServerProcess | null = null;
try {
  await migrateDatabase(database);
  const tokens = await subscriberTokens(database.db, subscribers);
  const port = freePort();
  const first = await startServerProcess(scratch.url, port);
  server = first;

  const opening = Date.now();
  clients = await Promise.all(splitInto(tokens, processes).map((part) => startClientProcess(part.map((token) => ({ origin: first.origin, token })))));
  console.log(`all ${subscribers} streams open in ${((Date.now() - opening) / 1000).toFixed(1)} s`);

  const published: { revision: number; phase: string }[] = [];
  const publish = async (phase: string) => {
    const row = await publishStory(database.db, sampleStory({ headline: `${phase} ${published.length}` }));
    if (!row) throw new Error('publish failed');
    published.push({ revision: row.revision, phase });
  };
  const statusNow = async () => {
    const all = await Promise.all(clients.map((client) => client.status()));
    return { open: all.reduce((sum, one) => sum + one.open, 0), events: all.reduce((sum, one) => sum + one.events, 0) };
  };

  for (let i = 0; i < 3; i++) {
    await publish('before');
    await Bun.sleep(300);
  }
  await Bun.sleep(1_000);

  // The restart: stories go out while the old instance drains, while no instance runs, and
  // while the subscribers come back to the new one.
  const signalledAt = Date.now();
  const oldServer = first;
  const stopping = oldServer.stop();
  await publish('draining');
  await Bun.sleep(500);
  await publish('draining');
  await stopping;
  const stoppedAt = Date.now();
  const oldServerPeak = oldServer.peakRssMiB();
  await publish('down');
  await publish('down');
  server = await startServerProcess(scratch.url, port);
  const readyAt = Date.now();
  for (let i = 0; i < 3; i++) {
    await publish('reconnecting');
    await Bun.sleep(200);
  }

  while ((await statusNow()).open < subscribers && Date.now() - readyAt < RESUME_LIMIT_MS + 5_000) await Bun.sleep(250);
  for (let i = 0; i < 3; i++) {
    await publish('after');
    await Bun.sleep(300);
  }
  // Until every subscriber holds every story (or cannot: then the count below says so).
  const lastPublishAt = Date.now();
  while ((await statusNow()).events < subscribers * published.length && Date.now() - lastPublishAt < DELIVERY_LIMIT_MS) await Bun.sleep(250);
  const deliveredIn = Date.now() - lastPublishAt;
  const newServerPeak = server.peakRssMiB();

  const reports = (await Promise.all(clients.map((client) => client.report()))).flat();
  const expected = published.map((story) => story.revision);
  let lost = 0;
  let duplicated = 0;
  const lostByPhase: Record<string, number> = {};
  const backAfterReady: number[] = [];
  const backAfterLoss: number[] = [];
  let notBack = 0;
  let returns = 0;
  for (const report of reports) {
    const counts = new Map<number, number>();
    for (const [revision] of report.received) counts.set(revision, (counts.get(revision) ?? 0) + 1);
    for (const story of published) {
      if (!counts.has(story.revision)) {
        lost++;
        lostByPhase[story.phase] = (lostByPhase[story.phase] ?? 0) + 1;
      }
    }
    for (const count of counts.values()) duplicated += Math.max(0, count - 1);
    const outage = report.outages.find((o) => o.lostAt >= signalledAt);
    if (outage?.backAt) {
      backAfterReady.push(outage.backAt - readyAt);
      backAfterLoss.push(outage.backAt - outage.lostAt);
    } else {
      notBack++;
    }
    returns += report.returns;
  }
  const within = (ms: number) => backAfterReady.filter((t) => t <= ms).length;
  const sortedLoss = [...backAfterLoss].sort((a, b) => a - b);

  console.log(
    `restart: SIGTERM to exit ${((stoppedAt - signalledAt) / 1000).toFixed(1)} s, exit to the new instance ready ${((readyAt - stoppedAt) / 1000).toFixed(1)} s`,
  );
  console.log(
    `clients back (resumed) after the new instance was ready: ${[1, 2, 5, 10, 30].map((s) => `by ${s} s ${within(s * 1000)}`).join(', ')}; not back ${notBack} of ${subscribers}`,
  );
  console.log(
    `each client's own gap (stream lost to stream open again): p50 ${((sortedLoss[Math.floor(sortedLoss.length / 2)] ?? Number.NaN) / 1000).toFixed(1)} s, max ${((sortedLoss.at(-1) ?? Number.NaN) / 1000).toFixed(1)} s`,
  );
  console.log(
    `stories: ${expected.length} published (${[...new Set(published.map((p) => p.phase))].map((phase) => `${published.filter((p) => p.phase === phase).length} ${phase}`).join(', ')})`,
  );
  console.log(
    `every story at every subscriber ${(deliveredIn / 1000).toFixed(1)} s after the last was published${deliveredIn >= DELIVERY_LIMIT_MS ? ' (gave up waiting)' : ''}`,
  );
  console.log(
    `lost ${lost}${lost ? ` (${JSON.stringify(lostByPhase)})` : ''}, duplicated ${duplicated}, 'return' events ${returns} (expected 0: a restart must not send clients to sign in again)`,
  );
  console.log(
    `server peak RSS: ${oldServerPeak} MiB before the restart, ${newServerPeak} MiB after; load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await Promise.all(clients.map((client) => client.stop().catch(() => {})));
  await server?.stop();
  await database.close();
  await scratch.drop();
  disarmDeadline();
}
process.exit(0);
