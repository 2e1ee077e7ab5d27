import {
  affiliateCommissionScopes,
  affiliateEntryKinds,
  affiliateOrigins,
  affiliateStatuses,
  currencies,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { coupons } from './coupons';
import { subscriptions } from './leases';
import { orderItems, orders } from './orders';
import { users } from './users';

/**
 * A partner of the affiliate programme (docs/rules/affiliates.md): one per account, with the code of its links,
 * the owner's terms once approved and the coupon tied to it. Terms changed later apply to new referrals only:
 * each referral keeps the terms it was made under.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In capitals, as `?ref=` carries it. */
    code: text('code').notNull().unique(),
    status: text('status', { enum: affiliateStatuses }).notNull(),
    origin: text('origin', { enum: affiliateOrigins }).notNull(),
    website: text('website'),
    message: text('message'),
    percent: integer('percent'),
    scope: text('scope', { enum: affiliateCommissionScopes }),
    renewalMonths: integer('renewal_months'),
    /** A coupon whose orders count as this partner's, whatever cookie the buyer carries. */
    couponId: uuid('coupon_id')
      .unique()
      .references(() => coupons.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('affiliates_status_idx').on(t.status, t.createdAt)],
);

/** The programme's settings, one row (id 1): the attribution window. */
export const affiliateSettings = pgTable(
  'affiliate_settings',
  {
    id: integer('id').primaryKey().default(1),
    windowDays: integer('window_days').notNull().default(30),
  },
  (t) => [check('affiliate_settings_one_row', sql`${t.id} = 1`)],
);

/** A click on a partner's link: when, and whether the visitor let it be remembered. No IP, no user agent. */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: primaryId(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    consented: boolean('consented').notNull(),
    clickedAt: createdAt(),
  },
  (t) => [index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.clickedAt)],
);

/**
 * An order (or a lease, whose period orders follow it) brought by a partner, stored at checkout with the terms
 * then in force. `excluded` says why it earns nothing: it was paid with a card the partner paid with.
 */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: primaryId(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['link', 'coupon'] }).notNull(),
    percent: integer('percent').notNull(),
    scope: text('scope', { enum: affiliateCommissionScopes }).notNull(),
    renewalMonths: integer('renewal_months'),
    excluded: text('excluded', { enum: ['same_card'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
    check('affiliate_referrals_one_target', sql`(${t.orderId} is null) <> (${t.subscriptionId} is null)`),
  ],
);

/** A payout the owner made to a partner in one currency, with the transfer's reference. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: primaryId(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: currencies }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull(),
    entries: integer('entries').notNull(),
    paidAt: createdAt(),
  },
  (t) => [index('affiliate_payouts_affiliate_idx').on(t.affiliateId, t.paidAt)],
);

/**
 * The commission ledger: one entry per change of what an order line earns, in the order's currency. A paid
 * line earns (`purchase`, `renewal`), a refund takes back (`clawback`, negative). Pending until `payableAt`
 * (the end of the refund window), payable after, paid once a payout names it.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: primaryId(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => affiliateReferrals.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: affiliateEntryKinds }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.currency, t.payableAt),
    index('affiliate_commissions_order_idx').on(t.orderId),
  ],
);

/** Card fingerprints a partner paid their own orders with: a referred order paid with one earns nothing. */
export const affiliateCards = pgTable(
  'affiliate_cards',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.fingerprint] })],
);

/**
 * The cards that paid a referral's orders (the provider's fingerprints): a card the partner pays with later
 * excludes the referrals it paid, looking back (docs/rules/affiliates.md, "Same card").
 */
export const affiliateReferralCards = pgTable(
  'affiliate_referral_cards',
  {
    referralId: uuid('referral_id')
      .notNull()
      .references(() => affiliateReferrals.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.referralId, t.fingerprint] }),
    index('affiliate_referral_cards_fingerprint_idx').on(t.fingerprint),
  ],
);
