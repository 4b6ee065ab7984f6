/**
 * Entry point: reads the configuration, opens and migrates the database, starts the HTTP
 * server and stops everything cleanly on SIGTERM/SIGINT. A start that cannot succeed ends
 * with one JSON line naming the setting at fault.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pruneDeletionRecords } from './account-data/delete-account';
import { longestWindowS } from './accounts/limits';
import { startAlertMailRunner } from './alerts/alert-mail-runner';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { serveThroughStrayOutageFailures } from './db/unavailable';
import { env } from './env';
import { createFeedHub } from './feed/feed-hub';
import { startJob } from './lib/jobs';
import { startLiveBus } from './lib/live-bus';
import { pruneEvents } from './lib/rate-limits';
import { log } from './log';
import { productionMailProblem } from './mail/mailer';
import { startIngestScheduler } from './news/scheduler';
import { fillMissingSearchStems } from './news/search-stems';
import { startPushRunner } from './push/push-runner';
import { startReactionRecorder } from './reactions/recorder';
import { type RunningServer, startServer } from './server';
import { createServices, describeServices } from './services';

/** Load balancers poll readiness every second or few: this long /readyz answers 503 before the port closes. */
const READINESS_DRAIN_MS = 1_000;
/** Orchestrators kill after 10 s; whatever still hangs by then is cut short. */
const SHUTDOWN_DEADLINE_MS = 7_500;
/** How often old rate-limit events (they only take space) and the contract records of deleted accounts past their retention go. */
const PRUNE_EVERY_MS = 10 * 60_000;

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const apiOnly = process.argv.includes('--api-only');

/** Ends the start: one line, naming the setting to fix, with no secret in it. */
function cannotStart(setting: string, problem: string, error?: unknown): never {
  log.error(`cannot start: ${problem}`, { settings: [setting], ...(error === undefined ? {} : { reason: withoutSecrets(messageOf(error)) }) });
  process.exit(1);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Drivers may quote the connection string in their errors: its password never reaches the log. */
function withoutSecrets(text: string): string {
  const password = env.DATABASE_URL ? new URL(env.DATABASE_URL).password : '';
  if (!password) return text;
  return text.replaceAll(password, '***').replaceAll(decodeURIComponentSafe(password), '***');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const mailProblem = productionMailProblem(env);
if (mailProblem) cannotStart('SMTP_URL', mailProblem);
if (!apiOnly && !existsSync(`${distDir}/index.html`)) {
  log.error('cannot start: no build found in dist/: run `npx bun run build` first (or `npx bun start`, which builds)');
  process.exit(1);
}

async function openStore(): Promise<DatabaseHandle> {
  const setting = env.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR';
  let database: DatabaseHandle;
  try {
    database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR });
  } catch (error) {
    return cannotStart(setting, env.DATABASE_URL ? 'cannot open the database' : `cannot open the database directory ${env.DATA_DIR}`, error);
  }
  try {
    // The first statement: for Postgres, this is where an unreachable server shows.
    await migrateDatabase(database);
  } catch (error) {
    return cannotStart(setting, `cannot use the database (${database.description})`, error);
  }
  log.info(`database: ${database.description}`);
  return database;
}

function cannotListen(error: unknown): never {
  const inUse = (error as { code?: unknown }).code === 'EADDRINUSE';
  return cannotStart('PORT', inUse ? `port ${env.PORT} is already in use` : `cannot listen on port ${env.PORT}`, error);
}

/** A taken port is told at once, before the embedded database spends seconds opening and migrating. */
function checkPortFree() {
  if (env.PORT === 0) return;
  try {
    Bun.serve({ port: env.PORT, fetch: () => new Response(null, { status: 503 }) }).stop(true);
  } catch (error) {
    cannotListen(error);
  }
}

function listen(options: Omit<Parameters<typeof startServer>[0], 'port'>): RunningServer {
  try {
    return startServer({ ...options, port: env.PORT });
  } catch (error) {
    return cannotListen(error);
  }
}

checkPortFree();
const database = await openStore();
const liveBus = await startLiveBus(database);
const services = createServices(env, database.db, { feed: createFeedHub(database.db, liveBus, env.FEED_SOURCE_DOMAINS) });
for (const line of describeServices(services)) log.info(line);
log.info(
  `development routes: ${env.DEV_ROUTES === 'off' ? 'off' : `/dev/outbox, /dev/news (${env.DEV_ROUTES === 'local' ? 'this machine only' : 'open to the network'})`}`,
);

const server = listen({ env, database, services, distDir: apiOnly ? null : distDir, operatorDataDir: env.DATA_DIR });
const ingestion = startIngestScheduler({
  database,
  sources: services.news.sources,
  pipeline: services.pipeline,
  intervalSeconds: services.news.intervalSeconds,
});
const alertMails = startAlertMailRunner({ db: database.db, services, bus: liveBus });
const reactions = startReactionRecorder({ database, marketData: services.marketData });
const pushes = await startPushRunner({ db: database.db, services, bus: liveBus });
log.info(`web push: ${pushes ? 'on' : 'off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)'}`);

const pruning = [
  startJob({
    run: () => pruneEvents(database.db, longestWindowS(env)),
    firstRunAfterMs: PRUNE_EVERY_MS,
    everyMs: PRUNE_EVERY_MS,
    failure: 'rate-limit pruning failed',
  }),
  startJob({
    run: () => pruneDeletionRecords(database.db),
    firstRunAfterMs: PRUNE_EVERY_MS,
    everyMs: PRUNE_EVERY_MS,
    failure: 'deletion-record pruning failed',
  }),
];
log.info('server started', { url: env.PUBLIC_URL, port: server.url.port, mode: env.NODE_ENV });
serveThroughStrayOutageFailures();
// Stories stored before their search stems were kept get them now, while the server already answers.
fillMissingSearchStems(database.db)
  .then((filled) => filled > 0 && log.info('search stems filled', { stories: filled }))
  .catch((error: unknown) => log.warn('filling the search stems failed: those stories are not found by words until the next start', { error }));

/**
 * Readiness turns 503 at once; after a short drain the port closes, a running ingestion is
 * aborted, live streams end (their clients reconnect elsewhere), in-flight requests finish,
 * then the database closes.
 */
let exiting = false;
async function shutdown(signal: string) {
  if (exiting) return;
  exiting = true;
  log.info('shutting down', { signal });
  setTimeout(() => {
    log.error('shutdown took too long; exiting anyway', { ms: SHUTDOWN_DEADLINE_MS });
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  server.drain();
  await Bun.sleep(READINESS_DRAIN_MS);
  const serverStopped = server.stop();
  // Every job is aborted at once, then awaited.
  await Promise.all([ingestion, alertMails, reactions, pushes, ...pruning].map((job) => job?.stop()));
  await serverStopped;
  services.feed.close();
  await liveBus.close();
  await database.close();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
