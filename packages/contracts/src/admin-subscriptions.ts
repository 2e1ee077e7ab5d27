import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { paginationSchema } from './common';
import { leaseSchema, leaseStatuses } from './leases';

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
 * The dashboard's lease figures: `mrr` the monthly recurring revenue in euros, VAT included (what buyers are
 * charged), over active and past-due euro leases (dollars are never added to it), a yearly plan counted as a
 * twelfth; `churnPercent` the leases ended in the last 30 days over the leases active 30 days ago, null when
 * none was.
 */
export const leaseMetricsSchema = z.object({
  mrr: z.number(),
  recurring: z.number().int(),
  endedLast30Days: z.number().int(),
  activeThirtyDaysAgo: z.number().int(),
  churnPercent: z.number().nullable(),
});
export type LeaseMetrics = z.infer<typeof leaseMetricsSchema>;
