import { z } from 'zod';
import { euroAmountSchema, idSchema, paginationSchema } from './common';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/**
 * A coupon code as the buyer types it: letters, digits, `-` and `_`, compared in capitals
 * (docs/rules/coupons.md).
 */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(3, 'coupon.codeFormat')
  .max(32, 'coupon.codeFormat')
  .regex(/^[A-Za-z0-9_-]+$/, 'coupon.codeFormat')
  .transform((code) => code.toUpperCase());

export const couponKinds = ['percent', 'amount'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * A coupon as the back-office writes it. `value` is a whole percentage (1–100) for `percent`, an amount in
 * euros for `amount`; `productId` null applies it to the whole cart; null dates and limits mean none.
 */
export const adminCouponBodySchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(couponKinds),
    value: z.number().positive('coupon.valueRange'),
    productId: idSchema.nullable(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    maxUsesPerCustomer: z.number().int().min(1).max(1000).nullable(),
    firstPurchaseOnly: z.boolean(),
    active: z.boolean(),
  })
  .refine((body) => body.kind !== 'percent' || (Number.isInteger(body.value) && body.value <= 100), {
    message: 'coupon.valueRange',
    path: ['value'],
  })
  .refine((body) => body.kind !== 'amount' || euroAmountSchema.safeParse(body.value).success, {
    message: 'coupon.valueRange',
    path: ['value'],
  })
  .refine((body) => !body.startsAt || !body.endsAt || body.startsAt < body.endsAt, {
    message: 'coupon.datesOrder',
    path: ['endsAt'],
  });
export type AdminCouponBody = z.infer<typeof adminCouponBodySchema>;

export const couponParamsSchema = z.object({ id: idSchema });

/** A coupon in the back-office, with its uses: `used` paid orders, `reserved` checkouts under way. */
export const adminCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstPurchaseOnly: z.boolean(),
  active: z.boolean(),
  used: z.number().int(),
  reserved: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.object({
  coupons: z.array(adminCouponSchema),
  pagination: paginationSchema,
});
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** `POST /api/coupons/check`'s answer (its request is `couponCheckRequestSchema`, beside the checkout's). */
export const couponCheckSchema = z.object({
  code: z.string(),
  /** What the coupon takes off, the cart's total before and after: what checkout charges, in its currency. */
  discount: moneySchema,
  subtotal: moneySchema,
  total: moneySchema,
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

/** The dashboard's revenue by coupon: paid orders that used it, what they brought in and what it took off. */
export const couponRevenueRowSchema = z.object({
  code: z.string(),
  /** Orders in euros and in dollars are separate rows (docs/rules/currencies.md). */
  currency: currencySchema,
  orders: z.number().int(),
  revenue: z.number(),
  discount: z.number(),
});
export type CouponRevenueRow = z.infer<typeof couponRevenueRowSchema>;
