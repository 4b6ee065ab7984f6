import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased before it is stored; unique. */
  email: text('email').notNull().unique(),
  /** argon2id hash from Bun.password. */
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** docs/product.md §3 Profile: the trial bookkeeping of one user. */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialUsed: boolean('trial_used').notNull().default(false),
  trialUntil: timestamptz('trial_until'),
});
export type Profile = typeof profiles.$inferSelect;

/**
 * A signed-in device. The client holds an opaque access token (short-lived) and an opaque
 * refresh token (rotated on every use); only their SHA-256 hashes are stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'normal', or 'recovery' for the short session a password-reset link grants. */
    kind: text('kind', { enum: ['normal', 'recovery'] })
      .notNull()
      .default('normal'),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamptz('access_expires_at').notNull(),
    /** The session ends here unless it is refreshed before. */
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    refreshedAt: timestamptz('refreshed_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
export type Session = typeof sessions.$inferSelect;

/**
 * Every refresh token ever issued for a session. A spent token that comes back means the
 * token leaked: the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    spentAt: timestamptz('spent_at'),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** Single-use links sent by mail (e-mail confirmation, password reset, sign-in, contract requests); stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_confirmation', 'password_reset', 'sign_in', 'contract_confirmation'] }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [index('one_time_tokens_user_id_idx').on(table.userId)],
);
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

/**
 * One row per counted attempt (a failed sign-in, a mail sent), keyed by what is limited
 * ("signin:email:…", "mail:ip:…"). Kept in the database so every instance sees the same counts.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('rate_limit_events_key_created_idx').on(table.key, table.createdAt)],
);

/**
 * What stays of a deleted account: the contract record that German commercial and tax law asks
 * the operator to keep (§ 257 HGB, § 147 AO: up to 10 years), without the e-mail address or
 * any other personal detail. The provider's ids lead to the invoices the payment provider keeps.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  deletedAt: timestamptz('deleted_at').notNull().defaultNow(),
  /** The account's creation, i.e. when the user agreed to the terms. */
  accountCreatedAt: timestamptz('account_created_at').notNull(),
  provider: text('provider', { enum: ['stripe', 'demo'] }),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  /** The subscription's status once it was cancelled for the deletion. */
  subscriptionStatus: text('subscription_status'),
  subscriptionStartedAt: timestamptz('subscription_started_at'),
  /** After this date the record is deleted too. */
  retainUntil: timestamptz('retain_until').notNull(),
});
