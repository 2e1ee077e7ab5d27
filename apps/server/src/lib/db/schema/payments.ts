import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The payment sandbox's Checkout Sessions (only used without STRIPE_SECRET_KEY). In the database rather
 * than in memory, so a session opened through one instance can be paid through another and survives a
 * restart, as Stripe's do. `details` holds the rest of the session (lines, URLs, metadata, e-mail).
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    paymentIntent: text('payment_intent'),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_checkout_sessions_open_idx').on(t.status, t.expiresAt)],
);

/** The payment sandbox's refunds (`/v1/refunds`), kept like its sessions so every instance sees them. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntent: text('payment_intent').notNull(),
    amount: integer('amount').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_refunds_payment_intent_idx').on(t.paymentIntent)],
);

/**
 * The payment sandbox's subscriptions (Stripe Billing's subset the leases use, docs/rules/leases.md), kept like
 * its sessions. `details` holds the plan, the price, the customer's test card and the metadata; the columns are
 * what the test clock looks for when it moves on.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customer: text('customer').notNull(),
    status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** While past due: when the sandbox next retries the unpaid invoice, as Stripe's retry schedule would. */
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/**
 * The sandbox's test clock: how far its billing time runs ahead of the real one. A single row, shared by every
 * instance, moved only forward (`POST /v1/test_helpers/test_clocks/:id/advance`).
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: smallint('id').primaryKey().default(1),
  offsetSeconds: integer('offset_seconds').notNull().default(0),
});
