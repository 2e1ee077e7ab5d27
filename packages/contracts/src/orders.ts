import { z } from 'zod';
import { idSchema } from './common';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';
import { creditNoteSummarySchema } from './refunds';

/** One cart or order line as the client sends it: only the product id and the quantity are read. */
export const orderLineInputSchema = z.object({
  product: idSchema,
  qty: z.coerce.number().int().min(1).max(1000),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** The lines of a new order or of a checkout: 1 to 50. */
export const orderLinesInputSchema = z.array(orderLineInputSchema).min(1).max(50);

export const createOrderRequestSchema = z.object({ orderItems: orderLinesInputSchema });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderStatuses = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A line as it was when ordered (name and price are snapshots). `price` is the unit price, in the order's currency. */
export const orderItemSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string(), description: z.string() }),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  qty: z.number().int(),
  quantity: z.number().int(),
  /** Units given back by refunds (docs/rules/refunds.md). */
  refundedQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  orderItems: z.array(orderItemSchema),
  totalPrice: moneySchema,
  /** The currency of every amount of the order (docs/rules/currencies.md). */
  currency: currencySchema,
  status: z.enum(orderStatuses),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isDelivered: z.boolean(),
  isFree: z.boolean(),
  createdAt: z.string(),
  invoiceNumber: z.string().nullable(),
  /**
   * Paid, and its invoice waits for the seller's identity to be complete (docs/rules/invoices.md): the buyer is
   * told it will come, instead of a PDF button that cannot answer yet.
   */
  invoicePending: z.boolean(),
  /** VAT charged because VIES did not answer about the buyer's VAT number: refunded once it is confirmed. */
  reverseChargePending: z.boolean(),
  refundedPrice: moneySchema,
  creditNotes: z.array(creditNoteSummarySchema),
  /**
   * In the buyer's own orders list: whether they may ask for a refund of it now, by the rule the refund
   * request route applies (docs/rules/entitlements.md, `refundRequestable`). Absent elsewhere.
   */
  refundRequestable: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

/**
 * The orders a customer's orders tab lists: those paid once, so a refunded or cancelled order stays listed
 * with its credit notes (docs/rules/refunds.md). A pending order (its payment page still open, or its
 * session creation cut off) and failed or expired ones stay out of it (docs/rules/orders.md).
 */
export const shownOrders = (orders: Order[]): Order[] => orders.filter((order) => order.paidAt !== null);

/** Ids in URLs: letters, digits, underscore and hyphen only (docs/rules/checkout.md). */
export const urlIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const orderParamsSchema = z.object({ id: urlIdSchema });

/**
 * The order number shown to people (orders tab, success page, e-mail subjects, PDFs, admin tables): the
 * LAST 8 characters of the id. A UUID v7 begins with the clock, so orders of the same minute share their
 * first 8 (docs/rules/orders.md). Searching by a short id matches the end of the id.
 */
export const shortOrderIdLength = 8;
export function shortOrderId(orderId: string): string {
  return orderId.slice(-shortOrderIdLength);
}
