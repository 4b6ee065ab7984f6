import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails kept by the development outbox (no SMTP configured), readable at /dev/outbox.
 * Stored in the database so they survive the restarts of `bun run dev`.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_sent_at_idx').on(table.sentAt)],
);
export type DevOutboxMail = typeof devOutbox.$inferSelect;
