/** `bun run db:migrate`: applies the migrations in drizzle/ to the configured database. */
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { env } from '../src/server/env';
import { log } from '../src/server/log';

const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR });
log.info(`database: ${database.description}`);
await migrateDatabase(database);
log.info('migrations applied');
await database.close();
