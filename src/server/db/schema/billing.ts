import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The current state of a user's subscription, synced from the payment provider. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'demo'. */
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    tier: text('tier').notNull().default('pro'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamptz('trial_end'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.providerCustomerId)],
);
export type Subscription = typeof subscriptions.$inferSelect;

/**
 * Provider events, stored by their id before they are acted on so that a repeated delivery
 * is a no-op.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
  type: text('type').notNull(),
  /** The object the event is about (customer or subscription id), for the operator. */
  objectId: text('object_id'),
  payload: jsonb('payload'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  processedAt: timestamptz('processed_at'),
  error: text('error'),
});
export type BillingEvent = typeof billingEvents.$inferSelect;
