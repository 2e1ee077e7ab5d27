import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { orderItems, orders } from './orders';
import { users } from './users';

export const licenseRequests = pgTable(
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
    status: text('status', { enum: ['pending', 'approved', 'exported', 'installed', 'rejected'] })
      .notNull()
      .default('pending'),
    adminNotes: text('admin_notes'),
    /** Key of the signed licence file in storage, once exported. */
    licenseFileKey: text('license_file_key'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('license_requests_user_idx').on(t.userId), index('license_requests_status_idx').on(t.status)],
);

export const downloadLog = pgTable(
  'download_log',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_log_product_idx').on(t.productId)],
);
