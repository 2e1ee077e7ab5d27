import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * Free trials (docs/rules/trials.md): one per product per account and one per product per machine id in any
 * letter case, both held by unique indexes so two requests racing each other cannot both pass.
 */
export const trials = pgTable(
  'trials',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** As typed (trimmed), printed in the licence file and reused by the licence a purchase converts it to. */
    machineId: text('machine_id').notNull(),
    machineName: text('machine_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Claims of the two e-mails (three days before the end, at the end), set in the transaction that queues each. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    endMailSentAt: timestamp('end_mail_sent_at', { withTimezone: true }),
    /** The paid order that turned the trial's machine into a licence. */
    convertedOrderId: uuid('converted_order_id').references(() => orders.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** Key of the signed trial licence file in storage. */
    licenceFileKey: text('licence_file_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trials_user_product_uq').on(t.userId, t.productId),
    uniqueIndex('trials_product_machine_uq').on(t.productId, sql`lower(${t.machineId})`),
    index('trials_ends_idx').on(t.endsAt),
  ],
);
