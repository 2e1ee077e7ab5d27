import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * Every admin write and maintenance run: who (admin id, and the e-mail as it was, so the entry still reads
 * after the account is gone), what, on which target, the state before and after, from which IP, when.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: primaryId(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.target, t.createdAt),
  ],
);

/** The counters of one day, summed by the dashboard and the admin lists' totals. */
const dailyCounters = {
  newUsers: integer('new_users').notNull().default(0),
  /** Orders by creation day: all of them, paid ones, pending ones. */
  orders: integer('orders').notNull().default(0),
  paidOrders: integer('paid_orders').notNull().default(0),
  pendingOrders: integer('pending_orders').notNull().default(0),
  /** Revenue by payment day. */
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  /** Paid orders with something to pay (free receipts left out), by payment day: the average basket's divisor. */
  paidSales: integer('paid_sales').notNull().default(0),
  /** Newsletter subscribers by subscription day, all and active. */
  subscribers: integer('subscribers').notNull().default(0),
  activeSubscribers: integer('active_subscribers').notNull().default(0),
  /** Licence requests by creation day: the back-office list's total and deep-page seek. */
  licenceRequests: integer('licence_requests').notNull().default(0),
};

/**
 * Maintained summary for the back-office: one row per UTC day, so the dashboard and the list totals read a
 * few hundred rows instead of scanning years of users, orders and subscribers. Database triggers append
 * every change to `admin_stats_changes` (no hot row for concurrent checkouts to queue on); the stats module
 * folds those into this table every 30 s and readers add up both (see modules/stats).
 */
export const adminDailyStats = pgTable('admin_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...dailyCounters,
});

/** Changes not yet folded into `admin_daily_stats`, appended by triggers on users, orders and subscribers. */
export const adminStatsChanges = pgTable('admin_stats_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  ...dailyCounters,
});

/**
 * The key of one revenue group. `order` groups: granting orders by currency and coupon code (upper case, '' for
 * none). `invoice` groups: their invoices by currency, VAT country ('FR' for orders from before it was recorded),
 * rate and reverse charge. The key columns a kind does not use keep their defaults.
 */
const revenueKey = {
  kind: text('kind', { enum: ['order', 'invoice'] }).notNull(),
  currency: text('currency').notNull(),
  couponCode: text('coupon_code').notNull().default(''),
  vatCountry: text('vat_country').notNull().default(''),
  vatRateBps: integer('vat_rate_bps').notNull().default(0),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
};

/** What a group adds up: orders or invoices, and their amounts (an order's total or an invoice's gross). */
const revenueMeasures = {
  entries: integer('entries').notNull().default(0),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
  discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
  netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
  vatCents: bigint('vat_cents', { mode: 'number' }).notNull().default(0),
};

/**
 * Maintained summary of the dashboard's revenue by currency, coupon and VAT: a row per group, whatever the
 * history, kept like `admin_daily_stats` (triggers on orders and invoices append to `admin_revenue_changes`,
 * folded in with the daily changes).
 */
export const adminRevenue = pgTable('admin_revenue', { ...revenueKey, ...revenueMeasures }, (t) => [
  primaryKey({
    name: 'admin_revenue_pk',
    columns: [t.kind, t.currency, t.couponCode, t.vatCountry, t.vatRateBps, t.reverseCharge],
  }),
]);

/** Revenue changes not yet folded into `admin_revenue`. */
export const adminRevenueChanges = pgTable('admin_revenue_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...revenueKey,
  ...revenueMeasures,
});
