import { z } from 'zod';
import { orderLinesInputSchema, urlIdSchema } from './orders';

/** The cart as the web app stores it; extra fields (name, price…) are ignored: the server prices from the DB. */
export const checkoutRequestSchema = z.object({
  cartItems: orderLinesInputSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutSessionResponseSchema = z.object({
  sessionUrl: z.string(),
  orderId: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/**
 * `redirectUrl` is set when the buyer already owns every product of the cart: no new order is placed and
 * the buyer goes straight to their indicators (`orderId` is then the order that holds them).
 */
export const freeOrderResponseSchema = z.object({ orderId: z.string(), redirectUrl: z.string().optional() });
export type FreeOrderResponse = z.infer<typeof freeOrderResponseSchema>;

export const checkoutSessionParamsSchema = z.object({ sessionId: urlIdSchema });
export const checkoutSessionQuerySchema = z.object({ order_id: urlIdSchema });
export const checkoutSessionStatusSchema = z.object({ paid: z.boolean(), orderId: z.string() });
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

export const invoiceParamsSchema = z.object({ orderId: urlIdSchema });
/** `number` is null for a free order: its document is a receipt, which consumes no invoice number. */
export const invoiceResponseSchema = z.object({
  invoicePdfUrl: z.string(),
  number: z.string().nullable(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/**
 * A signed download link: the storage key, its expiry (unix seconds), the file name, the user it is bound to
 * (indicator zips) and the HMAC.
 */
export const signedFileQuerySchema = z.object({
  key: z.string().min(1).max(300),
  exp: z.coerce.number().int().positive(),
  name: z.string().min(1).max(200),
  uid: z.uuid().optional(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** Spec section 5: ids in the success URL hold letters, digits, underscore and hyphen only (`urlIdSchema`). */
export function isValidUrlId(value: string | null | undefined): value is string {
  return urlIdSchema.safeParse(value).success;
}
