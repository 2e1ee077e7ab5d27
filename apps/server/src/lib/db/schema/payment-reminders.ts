import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * The payment reminder a buyer asked for in the cart (docs/rules/checkout.md, "Payment reminder"): one row per
 * card order whose buyer ticked the box, with when and which text they agreed to (as every consent of the shop
 * is kept), when its one e-mail falls due and when it was sent or skipped (the claim: set once, by one
 * instance), and the order placed from the reminder's link, if any (a cart refilled from it).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentVersion: text('consent_version').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the task claimed it; `outcome` says whether the e-mail went out or was no longer owed (paid, another way). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['sent', 'skipped'] }),
    /** The order the buyer placed from the reminder's link (their cart refilled), when not this one. */
    recoveredByOrderId: uuid('recovered_by_order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_reminders_due_idx').on(t.dueAt).where(sql`${t.settledAt} is null`)],
);
