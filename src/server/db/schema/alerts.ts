import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALERT_IMPACT_MAX, ALERT_IMPACT_MIN } from '../../../shared/alerts';
import { type FeedLayout, feedLayouts, type TimeZoneChoice, timeZoneChoices } from '../../../shared/preferences';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The choices of shared/, written into the checks: a new choice there shows up as a schema change. */
const oneOf = (choices: readonly string[]) => sql.raw(choices.map((choice) => `'${choice.replaceAll("'", "''")}'`).join(', '));

/**
 * A user's alert rules (shared/alerts.ts) and the bookkeeping of their alert mails. No row: the
 * defaults, nothing alerts. The row, and with it the unsubscribe token, is made by the first
 * change of the rules.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    watchlist: boolean('watchlist').notNull().default(false),
    /** The shown impact figure (0–10) a story needs to alert; null: no impact rule. */
    minImpact: smallint('min_impact'),
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
    check('alert_rules_min_impact_range', sql`${table.minImpact} between ${sql.raw(String(ALERT_IMPACT_MIN))} and ${sql.raw(String(ALERT_IMPACT_MAX))}`),
    // The mail run walks the users with e-mail on, by id, every half minute.
    index('alert_rules_email_on_idx').on(table.userId).where(sql`${table.email}`),
  ],
);
export type AlertRulesRow = typeof alertRules.$inferSelect;

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
