import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { paginationSchema } from './common';
import { currencySchema } from './currency';
import { leaseSchema, leaseStatuses } from './leases';
import { moneySchema } from './money-schema';

/** `GET /api/admin/subscriptions` ?status (empty or absent: every status) &page &limit. */
export const adminSubscriptionListQuerySchema = adminPageQuerySchema.extend({
  status: z
    .union([z.enum(leaseStatuses), z.literal('')])
    .optional()
    .transform((status) => status || undefined),
});
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuerySchema>;

/**
 * A lease as the back-office lists it (docs/rules/leases.md): the buyer's view of it, with the buyer, when it
 * was opened and `failedPayments`, the failed payment attempts the provider reported for it.
 */
export const adminSubscriptionSchema = leaseSchema.extend({
  user: z.object({ _id: z.string(), email: z.string() }),
  failedPayments: z.number().int(),
  createdAt: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListSchema = z.object({
  subscriptions: z.array(adminSubscriptionSchema),
  pagination: paginationSchema,
});
export type AdminSubscriptionList = z.infer<typeof adminSubscriptionListSchema>;

/**
 * The monthly recurring revenue of the leases billed in one currency (docs/rules/leases.md): `leases` active or
 * past-due, `mrr` their prices as charged each period (VAT included), a yearly plan counted as a twelfth.
 */
export const recurringRevenueSchema = z.object({
  currency: currencySchema,
  leases: z.number().int(),
  mrr: moneySchema,
});
export type RecurringRevenue = z.infer<typeof recurringRevenueSchema>;

/**
 * The dashboard's lease figures: `recurring` one entry per currency, euros first, never added together
 * (docs/rules/currencies.md); `churnPercent` the leases ended in the last 30 days over the leases active 30 days
 * ago, null when none was, measured at `measuredAt` on the lease clock (the payment sandbox's test clock when it
 * runs, docs/rules/leases.md).
 */
export const leaseMetricsSchema = z.object({
  recurring: z.array(recurringRevenueSchema),
  endedLast30Days: z.number().int(),
  activeThirtyDaysAgo: z.number().int(),
  churnPercent: z.number().nullable(),
  measuredAt: z.string(),
});
export type LeaseMetrics = z.infer<typeof leaseMetricsSchema>;
