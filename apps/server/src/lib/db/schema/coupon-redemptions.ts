import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';
import { coupons } from './coupons';
import { orders } from './orders';
import { users } from './users';

/**
 * One use of a coupon by one order (docs/rules/coupons.md). Reserved in the transaction that creates the order,
 * under the coupon's row lock, so a limit is never exceeded by checkouts under way; redeemed in the transaction
 * that marks the order paid (an order-lifecycle effect); released when the order's payment session expires or
 * fails. Reserved and redeemed uses count against the limits.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: primaryId(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['reserved', 'redeemed', 'released'] })
      .notNull()
      .default('reserved'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    index('coupon_redemptions_user_idx').on(t.userId, t.couponId),
  ],
);
