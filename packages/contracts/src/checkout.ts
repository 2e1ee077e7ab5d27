import { z } from 'zod';
import { productSchema } from './catalog';
import { couponCodeSchema } from './coupons';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';
import { orderLineInputSchema, urlIdSchema } from './orders';
import { paymentReminderConsentSchema, resumedOrderSchema } from './payment-reminders';
import { billingBodySchema } from './users';
import { ninjaTraderEmailSchema, productLicensingSchema } from './vendor-licences';

/**
 * A cart line as the browser keeps it under `cartItems`: the product's id (`product`) and what the cart page
 * shows of it, the quantity and when it was added (lines older than 30 days are dropped).
 */
export const cartItemSchema = z.object({
  product: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  /** The euro price when the line was added or refreshed. */
  price: moneySchema,
  /** The dollar price when the line was refreshed (null: not sold in dollars); absent from carts stored before. */
  usdPrice: moneySchema.nullable().optional(),
  countInStock: z.number(),
  downloadLink: z.string(),
  /** The product's updates period in months (null: every update); absent from carts stored before. */
  updatesMonths: z.number().nullable().optional(),
  /** Who delivers the product's licence; absent from carts stored before (docs/rules/vendor-licences.md). */
  licensing: productLicensingSchema.optional(),
  qty: z.number(),
  addedAt: z.string().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A cart line at checkout. `expectedPrice` is the unit price the buyer was shown, with its currency: the server
 * still prices from the database, and refuses with 409 `checkout.pricesChanged` when that price is no longer
 * the current one, or is in another currency than the checkout's, so nobody pays a price they did not see.
 * Other extra fields (name, price…) are ignored.
 */
export const checkoutLineSchema = orderLineInputSchema.extend({
  expectedPrice: moneySchema.extend({ amount: z.number().int().nonnegative().max(100_000_000) }).optional(),
  /**
   * An upgrade line (docs/rules/upgrades.md): the buyer's order holding the lower product. The server checks
   * the path and the ownership and charges the difference for every seat of that line.
   */
  upgradeFrom: urlIdSchema.optional(),
});
/**
 * Version of the withdrawal-right text the buyer ticks at checkout (i18n `checkout:withdrawal.consent`). Change
 * it with the text: each order stores the version its buyer agreed to.
 */
export const WITHDRAWAL_CONSENT_VERSION = '2026-11-24';
/** The ticked withdrawal-consent box every checkout call carries (the card, free and lease checkouts). */
export const withdrawalConsentSchema = z.literal(true, { error: 'checkout.withdrawalConsentRequired' });

/**
 * `withdrawalConsent`: the buyer's prior express consent to immediate delivery and acknowledgment that they
 * thereby lose the 14-day withdrawal right (Directive 2011/83/EU art. 16(m), C. consom. L221-28). Required on
 * every checkout call; missing or false is `400 checkout.withdrawalConsentRequired`.
 *
 * `billing`: the billing details the checkout asked for (the billing profile's own schema). They are stored
 * as the buyer's billing details before the cart is priced; a buyer without a complete billing address,
 * stored or given here, is refused with `400 checkout.billingRequired` (docs/rules/checkout.md).
 */
export const checkoutRequestSchema = z.object({
  cartItems: z.array(checkoutLineSchema).min(1).max(50),
  withdrawalConsent: withdrawalConsentSchema,
  billing: billingBodySchema.optional(),
  /** One coupon per order (docs/rules/coupons.md); the server prices it, the client never sends an amount. */
  couponCode: couponCodeSchema.optional(),
  /** What the order is priced and paid in, and the currency of each `expectedPrice` (docs/rules/currencies.md). */
  currency: currencySchema.optional(),
  /**
   * The total the cart showed, the quote's (`POST /api/checkout/quote`, before any coupon): a total the
   * buyer's billing details given here change is refused with 409 `checkout.totalChanged` (docs/rules/cart.md).
   */
  expectedTotal: moneySchema.optional(),
  /**
   * The buyer's NinjaTrader account e-mail: required (400 `checkout.ninjaTraderEmailRequired`) when the cart
   * holds a product licensed by NinjaTrader, kept on the order (docs/rules/vendor-licences.md).
   */
  ninjaTraderEmail: ninjaTraderEmailSchema.optional(),
  /** The cart's "remind me" box (docs/rules/checkout.md, "Payment reminder"): a card checkout keeps it. */
  paymentReminder: paymentReminderConsentSchema,
  /** The buyer's own reminded order whose link refilled this cart: a payment of it counts as recovered. */
  resumedFrom: resumedOrderSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `POST /api/coupons/check`: what the coupon takes off this cart for the signed-in buyer, priced by the server. */
export const couponCheckRequestSchema = z.object({
  code: couponCodeSchema,
  cartItems: z.array(checkoutLineSchema).min(1).max(50),
  currency: currencySchema.optional(),
});
export type CouponCheckRequest = z.infer<typeof couponCheckRequestSchema>;

/** `POST /api/checkout/quote`: the cart as the server would charge it to the signed-in buyer (bundles, upgrades). */
export const checkoutQuoteRequestSchema = z.object({
  cartItems: z.array(checkoutLineSchema).min(1).max(50),
  currency: currencySchema.optional(),
});
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;
/**
 * `POST /api/checkout`: the server decides free or paid from its own prices. `confirmFree` says the buyer
 * confirmed an all-free cart on the free checkout page; without it an all-free cart is answered with a
 * redirect to that page and nothing is created (docs/rules/checkout.md).
 */
export const startCheckoutRequestSchema = checkoutRequestSchema.extend({
  confirmFree: z.literal(true).optional(),
});
export type StartCheckoutRequest = z.infer<typeof startCheckoutRequestSchema>;

/**
 * What the browser does next: follow `url` (the payment page, the free checkout page, or the buyer's
 * indicators when they already own every product) or show the success page of an order paid at once.
 */
export const checkoutAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string(), orderId: z.string().optional() }),
  z.object({ kind: z.literal('paid'), orderId: z.string() }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/**
 * The cart's products as they are now, to refresh a stored cart: ids that name no product (deleted, or
 * from an older catalogue) come back in `missing`. Ids are any short text, so a stale cart never fails.
 */
export const cartQuoteRequestSchema = z.object({
  products: z.array(z.string().min(1).max(100)).min(1).max(50),
});
export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;
export const cartQuoteResponseSchema = z.object({
  products: z.array(productSchema),
  missing: z.array(z.string()),
});
export type CartQuoteResponse = z.infer<typeof cartQuoteResponseSchema>;

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

/**
 * `GET /api/checkout/status`: the success page's one call. The order must be the viewer's (404 otherwise);
 * `session_id`, when given, must be the order's payment session.
 */
export const checkoutStatusQuerySchema = z.object({
  order_id: urlIdSchema,
  session_id: urlIdSchema.optional(),
});
export const checkoutStatusSchema = checkoutSessionStatusSchema.extend({ free: z.boolean() });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

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
  /** Present on an order document's link: admins may use it as well as `uid` (the order's owner). */
  adm: z.literal('1').optional(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** Ids in the success URL hold letters, digits, underscore and hyphen only (`urlIdSchema`, docs/rules/checkout.md). */
export function isValidUrlId(value: string | null | undefined): value is string {
  return urlIdSchema.safeParse(value).success;
}
