/**
 * Starts the product for the browser journeys, on an empty database of its own: a new database
 * on the Postgres named by TEST_DATABASE_URL when one is set (what a deployment runs on, and it
 * boots in a second where the embedded database takes ten), otherwise the embedded database in
 * the DATA_DIR the configuration names. `bun tests/e2e/server.ts`, with PORT and the rest of the
 * configuration in the environment; the run's global teardown drops the databases it made.
 */
import postgres from 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The journeys' database of the server on a port (ports are unique per run), or undefined without Postgres. */
function journeyDatabase(port: number) {
  if (!testDatabaseUrl) return undefined;
  const admin = new URL(testDatabaseUrl);
  const url = new URL(testDatabaseUrl);
  const name = `${admin.pathname.slice(1) || 'postgres'}_journeys_${port}`;
  url.pathname = `/${name}`;
  return { name, url: url.toString(), admin: admin.toString() };
}

/** Drops the databases of the servers on these ports, if they were made; servers still connected are cut off. */
export async function dropJourneyDatabases(ports: number[]) {
  for (const port of ports) {
    const database = journeyDatabase(port);
    if (!database) return;
    const admin = postgres(database.admin, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${database.name}" with (force)`);
    await admin.end();
  }
}

if (import.meta.main) {
  const port = Number(process.env.PORT);
  const database = journeyDatabase(port);
  if (database) {
    // A run cut short leaves its database behind: the next run on this port starts afresh.
    await dropJourneyDatabases([port]);
    const admin = postgres(database.admin, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database.name}"`);
    await admin.end();
    process.env.DATABASE_URL = database.url;
  }
  await import('../../src/server/main');
}
