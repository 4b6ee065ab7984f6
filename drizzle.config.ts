import { defineConfig } from 'drizzle-kit';

// Only generation is driven by drizzle-kit; the app applies migrations itself at start
// (src/server/db/migrate.ts) on PGlite and on Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
