import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { adminOrderSummarySchema } from './admin-dashboard';
import { paginationSchema } from './common';
import { type OrderStatus, orderStatuses } from './orders';

/** `refunded` lists refunded and partly refunded orders (docs/rules/refunds.md). */
export const adminOrderStatusFilters = ['all', 'paid', 'pending', 'refunded'] as const;

/**
 * The one definition of what each back-office filter lists (and the dashboard counts): "pending" is an
 * order still waiting for its payment, never a failed or expired checkout.
 */
export const orderStatusesOfFilter = {
  paid: ['paid'],
  pending: ['pending'],
  refunded: ['refunded', 'partially_refunded'],
} as const satisfies Record<Exclude<(typeof adminOrderStatusFilters)[number], 'all'>, readonly OrderStatus[]>;

/** The badge an order wears in the back-office: its own status, so a badge never says "pending" for an expired checkout. */
export function orderBadgeOf(status: string): OrderStatus {
  return (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

/** ?search (customer name or e-mail, or the 8-character short id) &status (empty means all) &vies. */
export const adminOrderListQuerySchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z
    .union([z.enum(adminOrderStatusFilters), z.literal('')])
    .optional()
    .transform((status) => (status ? status : 'all')),
  /** `unconfirmed`: only orders whose buyer's VAT number VIES could not confirm (docs/rules/vat.md). */
  vies: z.enum(['unconfirmed']).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** The query as the back-office sends it (`status` empty for all). */
export type AdminOrderListQueryInput = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  pagination: paginationSchema,
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PUT /api/admin/orders/:id: marking paid runs the payment's fulfilment, unmarking revokes. */
export const adminOrderUpdateSchema = z.object({ isPaid: z.boolean(), isDelivered: z.boolean() });
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdateSchema>;

export const adminOrderParamsSchema = z.object({ id: z.uuid() });
