import { currencies, orderStatuses, viesStatuses } from '@shop/contracts';
import { languages } from '@shop/i18n/language';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, primaryId, updatedAt } from './columns';
import { coupons } from './coupons';
import { subscriptions } from './leases';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Sum of the lines, computed on the server from database prices. */
    totalCents: integer('total_cents').notNull(),
    /** eur or usd: the currency every amount of the order, its invoice and credit notes is in (docs/rules/currencies.md). */
    currency: text('currency', { enum: currencies }).notNull().default('eur'),
    /**
     * A dollar order's exchange rate, copied from the admin-set one when the order is paid: euros per dollar in
     * millionths and the rate's date, for the invoice's VAT in euros (French rule). Null on euro orders.
     */
    eurPerUsdMicros: integer('eur_per_usd_micros'),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    /**
     * The life cycle of docs/rules/orders.md, moved only by the order-lifecycle module. isPaid is true while the
     * order grants its products: paid or partially refunded.
     */
    status: text('status', {
      enum: orderStatuses,
    })
      .notNull()
      .default('pending'),
    isPaid: boolean('is_paid').notNull().default(false),
    /**
     * Set while an admin has marked the order unpaid (status `pending`): the lifecycle's `unmarked` state. A
     * payment fact arriving later (webhook, success-page poll, reconciliation) never overrules that decision;
     * only an admin marking it paid again clears it (docs/rules/orders.md).
     */
    unmarkedAt: timestamp('unmarked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    isFree: boolean('is_free').notNull().default(false),
    language: text('language', { enum: languages }).notNull().default('fr'),
    /**
     * The buyer's prior express consent to immediate delivery and waiver of the 14-day withdrawal right
     * (docs/rules/checkout.md): when, and which version of the text. Null on orders from before it was asked
     * and on pending orders from `POST /api/orders`.
     */
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    /** The buyer's NinjaTrader account e-mail, asked when the order holds a product licensed by NinjaTrader. */
    ninjaTraderEmail: text('ninjatrader_email'),
    /**
     * The VAT decided at checkout (docs/rules/vat.md): rate in basis points, the country whose rate it is, the
     * mode, and whether the buyer self-accounts (reverse charge, VAT 0). Null on orders from before.
     */
    vatRateBps: integer('vat_rate_bps'),
    vatCountry: text('vat_country'),
    vatMode: text('vat_mode', { enum: ['fr', 'oss'] }),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /**
     * The VIES answer on the buyer's VAT number at checkout (docs/rules/vat.md): `valid`, or `unreachable` when
     * VIES did not answer (reverse charge on the well-formed number, unconfirmed); when, its consultation
     * reference and the name it gave. Null without an EU VAT number.
     */
    viesStatus: text('vies_status', { enum: viesStatuses }),
    viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true }),
    viesReference: text('vies_reference'),
    viesName: text('vies_name'),
    stripeSessionId: text('stripe_session_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /**
     * The order's coupon (docs/rules/coupons.md): its code as typed at checkout and what it took off the lines;
     * `totalCents` is after it. Null and 0 without one.
     */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The sum of the order's refunds (docs/rules/refunds.md), never above totalCents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * Paid while the seller's identity was incomplete in production: its invoice waits for the identity and
     * is issued once it is complete (docs/rules/invoices.md). Null otherwise.
     */
    invoicePendingSince: timestamp('invoice_pending_since', { withTimezone: true }),
    /**
     * A lease's paid period (docs/rules/leases.md): the lease it bills and the provider's invoice, one order
     * each. Such an order is invoiced like any other but grants no lifetime download or licence.
     */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    providerInvoiceId: text('provider_invoice_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_invoice_pending_idx')
      .on(t.invoicePendingSince)
      .where(sql`${t.invoicePendingSince} is not null`),
    // Admin search by the short id shown in tables (the last 8 characters).
    index('orders_short_id_idx').on(sql`right(${t.id}::text, 8)`),
    // The back-office's list of orders under reverse charge whose VAT number VIES could not confirm.
    index('orders_vies_unconfirmed_idx').on(t.createdAt).where(sql`${t.viesStatus} = 'unreachable'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /**
     * Name and price as they were when ordered: later catalogue edits never rewrite history. `name` and
     * `description` are in the order's language (invoice, e-mail); the FR/EN pairs let every reader see the
     * line in their own language.
     */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nameFr: text('name_fr').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The product's updates plan when bought (null: every update): a later edit of the product never changes
     * what this buyer got. Their licence files carry `updatesUntil` = the order's paid time + this many months.
     */
    updatesMonths: integer('updates_months'),
    /** This line's share of the order's coupon discount (all its units together): refunds prorate it. */
    discountCents: integer('discount_cents').notNull().default(0),
    /** Seats given back by refunds: the line grants `quantity - refundedQuantity` licences, none when 0 are left. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /**
     * A contained indicator's line (docs/rules/bundles.md): the bundle line that grants it, at 0, its seats
     * following the bundle line's (refunds included). Null on every other line.
     */
    bundleItemId: uuid('bundle_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'cascade',
    }),
    /**
     * On a contained line whose indicator the buyer already owned (docs/rules/bundles.md): the owned line the
     * bundle took credit for. Such a line grants no seat of its own, and the credited line cannot be given
     * back while this bundle stands (docs/rules/entitlements.md).
     */
    creditedItemId: uuid('credited_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'set null',
    }),
    /** On a bundle line: what the buyer's owned indicators took off its price (the line's price is after it). */
    bundleCreditCents: integer('bundle_credit_cents').notNull().default(0),
    /**
     * An upgrade line (docs/rules/upgrades.md): the lower product's line it upgrades and that line's order;
     * the line's price is the difference.
     */
    upgradeFromItemId: uuid('upgrade_from_item_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'restrict',
    }),
    upgradeFromOrderId: uuid('upgrade_from_order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'restrict',
    }),
    /** On a lower product's line: when a paid upgrade ended it (it grants nothing since; null again if refunded). */
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_bundle_item_idx').on(t.bundleItemId),
    index('order_items_upgrade_from_idx').on(t.upgradeFromItemId),
    index('order_items_credited_item_idx').on(t.creditedItemId),
  ],
);

/** Stripe event ids already handled, so a webhook delivered twice fulfils once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * VIES answers on VAT numbers, kept a day (docs/rules/vat.md) so that a buyer's retries and repeated orders do
 * not query VIES again; an unreachable VIES is not kept. Keyed by the normalised number with its prefix.
 */
export const viesChecks = pgTable('vies_checks', {
  vatNumber: text('vat_number').primaryKey(),
  status: text('status', { enum: viesStatuses }).notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  reference: text('reference'),
  name: text('name'),
});
