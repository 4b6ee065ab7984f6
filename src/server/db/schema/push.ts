import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One browser's Web Push subscription (a "device"), for one user. The endpoint names the browser: one row each. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's ECDH public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Web Push state shared by every instance, one row: the VAPID key pair made on first use when
 * the environment sets none (outside production), and the newest story already pushed.
 */
export const pushState = pgTable(
  'push_state',
  {
    id: smallint('id').primaryKey().default(1),
    /** Null until a key pair is made here (never when the environment sets one). */
    vapidPublicKey: text('vapid_public_key'),
    vapidPrivateKey: text('vapid_private_key'),
    /** Stories up to this id were handed to one instance for pushing; the next delivery starts after it. */
    pushedUpToId: bigint('pushed_up_to_id', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [check('push_state_one_row', sql`${table.id} = 1`)],
);
