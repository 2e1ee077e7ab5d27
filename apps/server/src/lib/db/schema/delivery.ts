import { activeLicenceStatuses, deliveryStatuses, licenceStatuses } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { orderItems, orders } from './orders';
import { refunds } from './refunds';
import { users } from './users';

export const licenceRequests = pgTable(
  'license_requests',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    machineId: text('machine_id').notNull(),
    machineName: text('machine_name').notNull(),
    /** The customer's text as typed, MachineId-Name. */
    machineIdName: text('machine_id_name').notNull(),
    /** replaced: moved to another machine; revoked: its order stopped being paid. */
    status: text('status', {
      enum: licenceStatuses,
    })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    /**
     * Set only when the partial-refund seat default (the newest licences) revoked it: that refund, whose
     * recorded time opens the buyer's window to keep this licence instead of another one (docs/rules/refunds.md).
     */
    revokedByRefundId: uuid('revoked_by_refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** The status it had before that default revocation, given back when the buyer keeps it. */
    revokedFromStatus: text('revoked_from_status', {
      enum: activeLicenceStatuses,
    }),
    /** A move: the licence this request replaces (it becomes `replaced` when this one is approved). */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => licenceRequests.id, {
      onDelete: 'set null',
    }),
    /** Key of the signed licence file in storage, once approved or exported. */
    licenceFileKey: text('license_file_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    /** Delivery of the export to LICENSE_EXPORT_URL, a queue like the mail queue's: none, queued, delivered, failed. */
    deliveryStatus: text('delivery_status', { enum: deliveryStatuses }).notNull().default('none'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    deliveryNextAttemptAt: timestamp('delivery_next_attempt_at', { withTimezone: true }),
    deliveryLockedUntil: timestamp('delivery_locked_until', { withTimezone: true }),
    deliveryLastError: text('delivery_last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('license_requests_user_idx').on(t.userId),
    index('license_requests_status_idx').on(t.status, t.createdAt),
    index('license_requests_created_idx').on(t.createdAt),
    index('license_requests_order_item_idx').on(t.orderItemId),
    index('license_requests_replaces_idx').on(t.replacesId),
    index('license_requests_delivery_idx')
      .on(t.deliveryNextAttemptAt)
      .where(sql`${t.deliveryStatus} = 'queued'`),
    // The duplicate rule of docs/rules/licences.md (one buyer, one product, one machine id in any letter case)
    // held by the database too, so two requests racing each other cannot both pass it.
    uniqueIndex('license_requests_active_machine_uq')
      .on(t.userId, t.productId, sql`lower(${t.machineId})`)
      .where(sql`${t.status} in ('pending', 'approved', 'exported', 'installed')`),
  ],
);

/** One row per download link handed out (user, product, order, time, IP); admins' rows have no order. */
export const downloadLog = pgTable(
  'download_log',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** The storage key the link was signed for: a superseded zip is kept while a link to it may be live. */
    storageKey: text('storage_key'),
    /** The release the link was for (null for a product without releases): the back-office's counts per release. */
    releaseId: uuid('release_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_log_product_idx').on(t.productId),
    index('download_log_user_idx').on(t.userId),
    index('download_log_storage_key_idx').on(t.storageKey, t.createdAt),
    index('download_log_release_idx').on(t.releaseId, t.userId),
  ],
);
