import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
