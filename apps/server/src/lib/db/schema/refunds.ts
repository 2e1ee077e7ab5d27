import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { type InvoiceDocument, invoices } from './invoices';
import { orders } from './orders';
import { users } from './users';

/** A refunded line: the order item and how many of its units were given back. */
export interface RefundLine {
  orderItemId: string;
  quantity: number;
}

/**
 * A refund of an order (docs/rules/refunds.md). `requested`: the admin's plan, written before Stripe is
 * called (it reserves the amount against concurrent refunds); `succeeded`: recorded, credit note issued;
 * `failed`: Stripe refused it. A refund made in the Stripe dashboard is inserted `succeeded` from its webhook.
 * `stripeRefundId` is unique: whichever of the admin's call and the webhook records it first wins.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: ['requested', 'succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Empty for an amount-only refund (from the Stripe dashboard): no seat is given back. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /** Licences the admin chose to revoke (partial refund). */
    licenceIds: jsonb('licence_ids').$type<string[]>().notNull(),
    /** A lease period's refund that leaves the lease's licence running (docs/rules/leases.md). */
    keepLeaseLicence: boolean('keep_lease_licence').notNull().default(false),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** A credit note (avoir), AV-YYYY-NNNNNN gap-free per year, immutable once issued; its PDF is rendered from `document`. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: primaryId(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    language: text('language', { enum: languages }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    fileKey: text('file_key').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    /** SHA-256 (hex) of the stored PDF, set when it is first written, as for invoices (docs/rules/invoices.md). */
    sha256: text('sha256'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId), index('credit_notes_file_key_idx').on(t.fileKey)],
);

/** One row per year holding the last credit note number handed out; incremented under a row lock. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * A buyer's refund request (docs/rules/refunds.md): `open` until an admin approves it (the refund is made
 * through the refund path, `refundId`) or declines it with a reason the buyer is sent. One open request per
 * order at a time (the partial unique index), so a double submit cannot queue two.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['open', 'approved', 'declined'] })
      .notNull()
      .default('open'),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('refund_requests_one_open_idx').on(t.orderId).where(sql`${t.status} = 'open'`),
  ],
);
