import { z } from 'zod';
import { leaseMetricsSchema } from './admin-subscriptions';
import { couponRevenueRowSchema } from './coupons';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';
import { paymentReminderStatsSchema } from './payment-reminders';
import { viesStatuses } from './vies';

/**
 * The dashboard's cards (docs/rules/back-office.md). `revenue`: the net revenue (taken less refunded) of each
 * currency sold in, euros first, side by side and never added together (docs/rules/currencies.md).
 */
export const dashboardStatsSchema = z.object({
  users: z.object({ total: z.number().int(), newToday: z.number().int(), newThisMonth: z.number().int() }),
  orders: z.object({ total: z.number().int(), completed: z.number().int(), pending: z.number().int() }),
  revenue: z.array(moneySchema),
  licenseRequests: z.object({ pending: z.number().int() }),
});

/**
 * One day of the 30-day chart: orders placed that day and the euro orders' revenue paid that day, in euros (the
 * daily summary keeps euros only; dollars are in `revenueByCurrency`).
 */
export const dashboardDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  revenue: moneySchema,
});

/** An order as the admin tables show it: the customer by name and e-mail (null when the account is gone). */
export const adminOrderSummarySchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  totalPrice: moneySchema,
  refundedPrice: moneySchema,
  /** The currency of its amounts (docs/rules/currencies.md). */
  currency: currencySchema,
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isDelivered: z.boolean(),
  status: z.string(),
  /** The VIES answer on the buyer's VAT number at checkout; null without one (docs/rules/vat.md). */
  viesStatus: z.enum(viesStatuses).nullable(),
  /**
   * For a paid order charged VAT while its buyer's VAT number waits for VIES's confirmation: until when the shop
   * asks VIES again by itself (VIES_RECHECK_DAYS after the order); past it, the back-office checks it by hand.
   * Null for any other order (docs/rules/vat.md).
   */
  viesRecheckUntil: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminUserSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});

/**
 * Invoiced revenue of paid orders by VAT rate and country (docs/rules/vat.md), in euros: what a VAT return
 * (French CA3, or the OSS return) adds up. Reverse-charge sales are their own rows, at 0 %.
 */
export const vatRevenueRowSchema = z.object({
  country: z.string(),
  ratePercent: z.number(),
  reverseCharge: z.boolean(),
  /** The invoices' currency: amounts in dollars are never added to euros. */
  currency: currencySchema,
  invoices: z.number().int(),
  net: moneySchema,
  vat: moneySchema,
  gross: moneySchema,
});
export type VatRevenueRow = z.infer<typeof vatRevenueRowSchema>;

/**
 * Revenue of the orders paid in one currency (docs/rules/currencies.md): `orders` paid, partly or fully
 * refunded; `gross` what they took, `refunded` what was given back of it, `net` the difference. Euros and
 * dollars are never added together: each currency has its own row, every amount a Money in that currency.
 */
export const currencyRevenueRowSchema = z.object({
  currency: currencySchema,
  orders: z.number().int(),
  gross: moneySchema,
  refunded: moneySchema,
  net: moneySchema,
});
export type CurrencyRevenueRow = z.infer<typeof currencyRevenueRowSchema>;

/**
 * The admin-set exchange rate (docs/rules/currencies.md): euros for one US dollar (up to 6 decimals) and the
 * date of the rate. It converts no price; a dollar invoice states its VAT in euros at the rate its order recorded.
 */
export const exchangeRateSchema = z
  .object({
    eurPerUsd: z
      .number({ error: 'currency.rateInvalid' })
      .positive('currency.rateInvalid')
      .max(1000, 'currency.rateInvalid')
      .multipleOf(0.000001, 'currency.rateInvalid'),
    rateDate: z.iso.date('currency.rateDateInvalid'),
  })
  .strict();
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
/** `GET /api/admin/exchange-rate`: null until an admin sets one (dollar checkout is refused meanwhile). */
export const exchangeRateAnswerSchema = z.object({ rate: exchangeRateSchema.nullable() });

export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  revenueByVat: z.array(vatRevenueRowSchema),
  /** Paid orders' revenue by the coupon they used, most revenue first (docs/rules/coupons.md). */
  revenueByCoupon: z.array(couponRevenueRowSchema),
  /** Paid orders' revenue per currency, euros first (docs/rules/currencies.md). */
  revenueByCurrency: z.array(currencyRevenueRowSchema),
  leases: leaseMetricsSchema,
  /** Payment reminders sent and recovered, per currency, euros first (docs/rules/checkout.md). */
  paymentReminders: z.array(paymentReminderStatsSchema),
  /** The last 30 UTC days, oldest first, every day present. */
  daily: z.array(dashboardDaySchema),
  recentOrders: z.array(adminOrderSummarySchema),
  recentUsers: z.array(adminUserSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
