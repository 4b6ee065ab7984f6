import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALERT_IMPACT_MAX, ALERT_IMPACT_MIN, type AlertDirection, alertDirections } from '../../../shared/alerts';
import { type NewsCategory, newsCategories } from '../../../shared/news-kinds';
import { type FeedLayout, feedLayouts, type TimeZoneChoice, timeZoneChoices } from '../../../shared/preferences';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The choices of shared/, written into the checks: a new choice there shows up as a schema change. */
const oneOf = (choices: readonly string[]) => sql.raw(choices.map((choice) => `'${choice.replaceAll("'", "''")}'`).join(', '));

/**
 * A user's alert channel (e-mail on or off) and the bookkeeping of their alert mails; the rules
 * themselves are in named_alert_rules. No row: e-mail off. The row, and with it the
 * unsubscribe token, is made by the first change of the alerts.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(false),
    /** When the last alert mail went out: the next one waits ALERT_MAIL_INTERVAL_MS from here. */
    emailSentAt: timestamptz('email_sent_at'),
    /** The newest story id already considered for mail: the next mail reads only stories after it. */
    emailAfterId: bigint('email_after_id', { mode: 'number' }).notNull().default(0),
    /**
     * The secret of the unsubscribe links in every alert mail (256 random bits, base64url).
     * Kept as it is, not hashed: each new mail carries it again, and old mails' links keep working.
     */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The mail run walks the users with e-mail on, by id, every half minute.
    index('alert_rules_email_on_idx').on(table.userId).where(sql`${table.email}`),
  ],
);
export type AlertRulesRow = typeof alertRules.$inferSelect;

/**
 * A user's named alert rules (shared/alerts.ts `AlertRule`), each on or off; a story alerts
 * when any rule that is on matches it. Shown in the order they were made.
 */
export const namedAlertRules = pgTable(
  'named_alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').$type<NewsCategory>(),
    direction: text('direction').$type<AlertDirection>(),
    /** The shown impact figure (0–10) a story needs; null: any. */
    minImpact: smallint('min_impact'),
    instruments: text('instruments').array().notNull().default(sql`'{}'::text[]`),
    watchlist: boolean('watchlist').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('named_alert_rules_min_impact_range', sql`${table.minImpact} between ${sql.raw(String(ALERT_IMPACT_MIN))} and ${sql.raw(String(ALERT_IMPACT_MAX))}`),
    check('named_alert_rules_category_choice', sql`${table.category} in (${oneOf(newsCategories)})`),
    check('named_alert_rules_direction_choice', sql`${table.direction} in (${oneOf(alertDirections)})`),
    index('named_alert_rules_user_idx').on(table.userId, table.createdAt),
  ],
);
export type NamedAlertRuleRow = typeof namedAlertRules.$inferSelect;

/** How a user reads the feed (shared/preferences.ts). No row: the defaults. */
export const feedPreferences = pgTable(
  'feed_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    layout: text('layout').$type<FeedLayout>().notNull().default('cards'),
    timeZone: text('time_zone').$type<TimeZoneChoice>().notNull().default('local'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('feed_preferences_layout_choice', sql`${table.layout} in (${oneOf(feedLayouts)})`),
    check('feed_preferences_time_zone_choice', sql`${table.timeZone} in (${oneOf(timeZoneChoices)})`),
  ],
);
export type FeedPreferencesRow = typeof feedPreferences.$inferSelect;
