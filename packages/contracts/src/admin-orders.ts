import { z } from 'zod';
import { adminPageQuerySchema } from './admin';
import { adminOrderSummarySchema } from './admin-dashboard';
import { paginationSchema } from './common';

/** `refunded` lists refunded and partly refunded orders (docs/rules/refunds.md). */
export const adminOrderStatusFilters = ['all', 'paid', 'pending', 'refunded'] as const;

/** ?search (customer name or e-mail, or the 8-character short id) &status (empty means all). */
export const adminOrderListQuerySchema = adminPageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z
    .union([z.enum(adminOrderStatusFilters), z.literal('')])
    .optional()
    .transform((status) => (status ? status : 'all')),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  pagination: paginationSchema,
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PUT /api/admin/orders/:id: marking paid runs the payment's fulfilment, unmarking revokes. */
export const adminOrderUpdateSchema = z.object({ isPaid: z.boolean(), isDelivered: z.boolean() });
export type AdminOrderUpdate = z.infer<typeof adminOrderUpdateSchema>;

export const adminOrderParamsSchema = z.object({ id: z.uuid() });
