import { z } from 'zod';
import { idSchema } from './common';
import { moneySchema } from './money-schema';
import { refundLineInputSchema } from './refunds';

/**
 * A buyer's refund request (docs/rules/refunds.md): made from the orders tab within the policy's 7 days of
 * payment, decided in the back-office, where approving refunds those lines through the refund path.
 */
export const refundRequestStatuses = ['open', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof refundRequestStatuses)[number];

/**
 * POST /api/orders/:id/refund-requests: the lines (and units) asked back, and why. The reason is optional:
 * the policy refunds "without having to justify your decision"; a given one is printed on the credit note.
 */
export const refundRequestBodySchema = z.object({
  lines: z.array(refundLineInputSchema).min(1).max(50),
  reason: z.string().trim().max(500).default(''),
});
/** What the browser sends (the reason may be left out) and what the server reads (an empty reason). */
export type RefundRequestBody = z.input<typeof refundRequestBodySchema>;
export type RefundRequestFields = z.output<typeof refundRequestBodySchema>;

export const refundRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(refundRequestStatuses),
  reason: z.string(),
  lines: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number().int() })),
  /** What the chosen units cost, in the order's currency. */
  amount: moneySchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The admin's reason, given to the buyer with a declined request. */
  declineReason: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestListSchema = z.array(refundRequestSchema);

/** GET /api/orders/:id/refund-requests: what the request dialog offers, and the order's requests. */
export const refundRequestFormSchema = z.object({
  orderId: z.string(),
  /** The end of the policy's window (7 × 24 hours after payment); null when never paid. */
  deadline: z.string().nullable(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      price: moneySchema,
      quantity: z.number().int(),
      /** Units not refunded yet. */
      left: z.number().int(),
    }),
  ),
  requests: refundRequestListSchema,
});
export type RefundRequestForm = z.infer<typeof refundRequestFormSchema>;

export const refundRequestParamsSchema = z.object({ id: idSchema });

/** GET /api/admin/refund-requests: the open requests, oldest first, with their buyer and order. */
export const adminRefundRequestRowSchema = refundRequestSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  paidAt: z.string().nullable(),
});
export type AdminRefundRequestRow = z.infer<typeof adminRefundRequestRowSchema>;
export const adminRefundRequestListSchema = z.array(adminRefundRequestRowSchema);

/** POST /api/admin/refund-requests/:id/decline: the reason the buyer is sent. */
export const refundRequestDeclineSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export type RefundRequestDecline = z.infer<typeof refundRequestDeclineSchema>;
