import { vendorLicenceActions, vendorLicenceReasons, vendorLicenceTaskStates } from '@shop/contracts';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * What the shop asks of NinjaTrader's vendor licensing (issue 46, docs/rules/vendor-licences.md): create the
 * licence of a product for a NinjaTrader account, or revoke it. Today the owner carries each task out by hand
 * from the back-office list and marks it done.
 */
export const vendorLicenceTasks = pgTable(
  'ninjatrader_delivery_tasks',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The order whose payment or end asked for it; null for an end the shop noticed by itself (a lease's). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ninjaTraderEmail: text('ninjatrader_email').notNull(),
    action: text('action', { enum: vendorLicenceActions }).notNull(),
    reason: text('reason', { enum: vendorLicenceReasons }).notNull(),
    state: text('state', { enum: vendorLicenceTaskStates }).notNull().default('pending'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ninjatrader_delivery_tasks_state_idx').on(t.state, t.createdAt),
    index('ninjatrader_delivery_tasks_user_product_idx').on(t.userId, t.productId, t.createdAt),
  ],
);
