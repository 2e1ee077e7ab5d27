import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';

/**
 * Promotion codes (docs/rules/coupons.md). `value` is a whole percentage for `percent`, cents for `amount`;
 * `productId` null applies the coupon to the whole cart. Null dates and limits mean none. Disabled
 * (`disabledAt`) coupons are refused like unknown ones and kept for the orders that used them.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    /** In capitals; unique whatever the case the admin typed. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`),
    index('coupons_created_idx').on(t.createdAt),
  ],
);

/**
 * The payment sandbox's coupons (`/v1/coupons`, the subset checkout uses), kept like its sessions so every
 * instance sees them.
 */
export const sandboxCoupons = pgTable('sandbox_coupons', {
  id: text('id').primaryKey(),
  amountOff: integer('amount_off'),
  percentOff: integer('percent_off'),
  currency: text('currency'),
  maxRedemptions: integer('max_redemptions'),
  /** A repeating coupon's months (`duration: 'repeating'`, a lease's save offer); null for a one-time coupon. */
  durationInMonths: integer('duration_in_months'),
  name: text('name'),
  createdAt: createdAt(),
});
