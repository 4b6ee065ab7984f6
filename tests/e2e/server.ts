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

/** Runs statements as the role of TEST_DATABASE_URL, on a connection of their own. */
async function asAdmin(url: string, statements: string[]) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const statement of statements) await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

const dropStatement = (name: string) => `drop database if exists "${name}" with (force)`;

/** Drops the databases of the servers on these ports, if they were made; servers still connected are cut off. */
export async function dropJourneyDatabases(ports: number[]) {
  if (!testDatabaseUrl) return;
  const names = ports.flatMap((port) => journeyDatabase(port)?.name ?? []);
  await asAdmin(testDatabaseUrl, names.map(dropStatement));
}

if (import.meta.main) {
  const database = journeyDatabase(Number(process.env.PORT));
  if (database) {
    // A run cut short leaves its database behind: the next run on this port starts afresh.
    await asAdmin(database.admin, [dropStatement(database.name), `create database "${database.name}"`]);
    process.env.DATABASE_URL = database.url;
  }
  await import('../../src/server/main');
}
