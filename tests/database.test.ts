import { expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { isDatabaseReady, migrateDatabase, rowsOf, shippedMigrationCount } from '@/server/db/migrate';
import { newsAnalysis, profiles, users } from '@/server/db/schema';
import { createTestDatabase, databaseKinds } from './helpers/test-database';

for (const kind of databaseKinds) {
  test(`${kind}: migrations create the schema, are idempotent and make the database ready`, async () => {
    const handle = await createTestDatabase(kind, { migrate: false });
    try {
      expect(await isDatabaseReady(handle.db, shippedMigrationCount())).toBe(false);
      await migrateDatabase(handle);
      await migrateDatabase(handle);
      expect(await isDatabaseReady(handle.db, shippedMigrationCount())).toBe(true);

      const tables = rowsOf<{ table_name: string }>(
        await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
      ).map((row) => row.table_name);
      for (const table of ['news_analysis', 'profiles', 'users', 'sessions', 'refresh_tokens', 'one_time_tokens', 'subscriptions', 'billing_events']) {
        expect(tables).toContain(table);
      }

      // The columns the product names work end to end.
      const [user] = await handle.db.insert(users).values({ email: 'a@example.com', passwordHash: 'x' }).returning();
      await handle.db.insert(profiles).values({ id: user!.id });
      const [profile] = await handle.db.select().from(profiles);
      expect(profile).toEqual({ id: user!.id, trialUsed: false, trialUntil: null });

      const [first] = await handle.db
        .insert(newsAnalysis)
        .values({ headline: 'Fed holds rates', symbols: ['SPY', 'EUR/USD'], impactScore: -0.4, url: 'https://a.example/1' })
        .returning();
      const [second] = await handle.db.insert(newsAnalysis).values({ headline: 'Oil jumps', url: 'https://a.example/2' }).returning();
      expect(first!.symbols).toEqual(['SPY', 'EUR/USD']);
      expect(second!.symbols).toEqual([]);
      expect(second!.id).toBeGreaterThan(first!.id);
      expect(second!.createdAt).toBeInstanceOf(Date);
      // The same url is stored once.
      await expect(async () => {
        await handle.db.insert(newsAnalysis).values({ headline: 'dup', url: 'https://a.example/1' });
      }).toThrow();
    } finally {
      await handle.close();
    }
  });
}

if (databaseKinds.includes('postgres')) {
  test('postgres: instances starting together migrate once, in turn', async () => {
    const handle = await createTestDatabase('postgres', { migrate: false });
    try {
      await Promise.all([migrateDatabase(handle), migrateDatabase(handle), migrateDatabase(handle)]);
      const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      expect(row?.n).toBe(shippedMigrationCount());
    } finally {
      await handle.close();
    }
  });
}
