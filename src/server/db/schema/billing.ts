import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused', 'incomplete'] as const;
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
    /** Whether the customer has a payment method on file (decides what a trial turns into). */
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.providerCustomerId)],
);
export type Subscription = typeof subscriptions.$inferSelect;

/** The payment provider's customer of each user: one per user, created on first checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

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

/**
 * Cancellations ("Verträge hier kündigen", §312k BGB) and withdrawals ("Vertrag widerrufen",
 * §355 BGB) as received, with what was done about them: the operator's record.
 */
export const contractRequests = pgTable(
  'contract_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['cancellation', 'withdrawal'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contract: text('contract').notNull(),
    /** Cancellations: 'ordinary' or 'extraordinary'. */
    cancellationType: text('cancellation_type', { enum: ['ordinary', 'extraordinary'] }),
    reason: text('reason'),
    /** The end date the customer asked for; null means the earliest possible. */
    requestedEndDate: timestamptz('requested_end_date'),
    /**
     * Where it stands: waiting for the account's mailbox to confirm it, applied to a
     * subscription, or nothing to apply it to.
     */
    outcome: text('outcome', {
      enum: ['pending_confirmation', 'applied', 'no_matching_contract', 'outside_withdrawal_period'],
    }).notNull(),
    /** The subscription that ran when the request was received; only that one is acted on. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** When the contract ends (or ended) as a result; for a pending cancellation, the end as of receipt. */
    effectiveAt: timestamptz('effective_at'),
    /** Decides the legal dates (14-day withdrawal period, cancellation date), however late it is confirmed. */
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** Hash of the one-time token mailed to the account (purpose 'contract_confirmation'). */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    /** When the account confirmed it: at once when signed in, otherwise when the mailed link was used. */
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [index('contract_requests_email_idx').on(table.email)],
);
export type ContractRequest = typeof contractRequests.$inferSelect;
