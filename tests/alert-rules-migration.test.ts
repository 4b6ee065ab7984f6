/**
 * The migration to named alert rules: a user's old single set (watchlist on, impact 7) becomes
 * one named rule per rule that was set, so the same stories alert; the mail bookkeeping and
 * the unsubscribe token stay as they were; a user with no rule set gets none.
 */
import { expect, test } from 'bun:test';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { listAlertRules } from '@/server/alerts/alert-rules';
import { migrateDatabase, rowsOf } from '@/server/db/migrate';
import { migrateTo, migrationsBefore } from './helpers/migrations';
import { createTestDatabase, databaseKinds } from './helpers/test-database';

const FIRST_NAMED_RULES_MIGRATION = '0014_named_alert_rules';

for (const kind of databaseKinds) {
  test(`${kind}: an old row's watchlist and impact rules become one named rule each; the mail bookkeeping stays`, async () => {
    const handle = await createTestDatabase(kind, { migrate: false });
    const folder = migrationsBefore(FIRST_NAMED_RULES_MIGRATION);
    try {
      await migrateTo(handle, folder);
      const { db } = handle;
      const both = '00000000-0000-4000-8000-0000000000a1';
      const impactOnly = '00000000-0000-4000-8000-0000000000a2';
      const none = '00000000-0000-4000-8000-0000000000a3';
      for (const [id, email] of [
        [both, 'both@example.test'],
        [impactOnly, 'impact@example.test'],
        [none, 'none@example.test'],
      ]) {
        await db.execute(sql`insert into users (id, email, password_hash) values (${id}, ${email}, 'x')`);
      }
      await db.execute(sql`insert into alert_rules (user_id, watchlist, min_impact, email, email_after_id, unsubscribe_token)
        values (${both}, true, 7, true, 41, ${'a'.repeat(43)}), (${impactOnly}, false, 5, false, 0, ${'b'.repeat(43)}), (${none}, false, null, true, 0, ${'c'.repeat(43)})`);

      await migrateDatabase(handle);

      expect((await listAlertRules(db, both)).map(({ id: _id, ...rule }) => rule)).toEqual([
        { name: 'My watchlist', enabled: true, keywords: [], category: null, direction: null, minImpact: null, instruments: [], watchlist: true },
        { name: 'Impact 7.0 or more', enabled: true, keywords: [], category: null, direction: null, minImpact: 7, instruments: [], watchlist: false },
      ]);
      expect((await listAlertRules(db, impactOnly)).map((rule) => [rule.name, rule.minImpact])).toEqual([['Impact 5.0 or more', 5]]);
      expect(await listAlertRules(db, none)).toEqual([]);
      const kept = rowsOf<{ user_id: string; email: boolean; email_after_id: number; unsubscribe_token: string }>(
        await db.execute(sql`select user_id, email, email_after_id::int as email_after_id, unsubscribe_token from alert_rules order by user_id`),
      );
      expect(kept.map((row) => [row.email, row.email_after_id, row.unsubscribe_token[0]])).toEqual([
        [true, 41, 'a'],
        [false, 0, 'b'],
        [true, 0, 'c'],
      ]);
      const columns = rowsOf<{ column_name: string }>(
        await db.execute(
          sql`select column_name from information_schema.columns where table_name = 'alert_rules' and column_name in ('watchlist', 'min_impact')`,
        ),
      );
      expect(columns).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await handle.close();
    }
  }, 60_000);
}
