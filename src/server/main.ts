/**
 * Entry point: reads the configuration, opens and migrates the database, starts the HTTP
 * server and stops everything cleanly on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { longestWindowS } from './accounts/limits';
import { pruneEvents } from './accounts/rate-limits';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { env } from './env';
import { log } from './log';
import { createFeedHub } from './feed/feed-hub';
import { startLiveBus } from './news/live-bus';
import { startIngestScheduler } from './news/scheduler';
import { startServer } from './server';
import { createServices, describeServices } from './services';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const apiOnly = process.argv.includes('--api-only');

const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
);
log.info(`database: ${database.description}`);
await migrateDatabase(database);

if (!apiOnly && !existsSync(`${distDir}/index.html`)) {
  log.error('no build found in dist/: run `bun run build` first (or `bun start`, which builds)');
  process.exit(1);
}

const liveBus = await startLiveBus(database);
const services = createServices(env, database.db, { feed: createFeedHub(database.db, liveBus, env.FEED_SOURCE_DOMAINS) });
for (const line of describeServices(services)) log.info(line);

const server = startServer({ env, database, services, port: env.PORT, distDir: apiOnly ? null : distDir });
const ingestion = startIngestScheduler({
  database,
  sources: services.news.sources,
  analyzer: services.analyzer,
  intervalSeconds: services.news.intervalSeconds,
});

// Old rate-limit events only take space: drop them every ten minutes.
const pruning = setInterval(() => {
  pruneEvents(database.db, longestWindowS(env)).catch((error: unknown) => log.warn('rate-limit pruning failed', { error }));
}, 10 * 60_000);
log.info('server started', { url: env.PUBLIC_URL, port: server.url.port, mode: env.NODE_ENV });

let exiting = false;
async function shutdown(signal: string) {
  if (exiting) return;
  exiting = true;
  log.info('shutting down', { signal });
  clearInterval(pruning);
  await ingestion.stop();
  await server.stop();
  services.feed.close();
  await liveBus.close();
  await database.close();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
