import { z } from 'zod';
import { idSchema, paginationSchema } from './common';
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

/** A percentage off, whole from 1 to 100: a rate, not money, so it is never a Money. */
const couponPercentSchema = z
  .number('coupon.valueRange')
  .int('coupon.valueRange')
  .min(1, 'coupon.valueRange')
  .max(100, 'coupon.valueRange');

/** The largest fixed amount a coupon takes off, in cents (100 000,00 €). */
export const COUPON_AMOUNT_MAX_CENTS = 10_000_000;

/**
 * A fixed amount off: a Money in one currency, the euro (docs/rules/coupons.md). It applies to euro orders only
 * and is never converted; a dollar amount would be another coupon, which the shop does not offer yet.
 */
export const couponAmountSchema = z.object({
  amount: z
    .number('coupon.valueRange')
    .int('coupon.valueRange')
    .min(1, 'coupon.valueRange')
    .max(COUPON_AMOUNT_MAX_CENTS, 'coupon.valueRange'),
  currency: z.literal('eur', 'coupon.amountInEuros'),
});

const couponTerms = {
  code: couponCodeSchema,
  productId: idSchema.nullable(),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
  maxUsesPerCustomer: z.number().int().min(1).max(1000).nullable(),
  firstPurchaseOnly: z.boolean(),
  active: z.boolean(),
};

/**
 * A coupon as the back-office writes it, by its kind: `percent` a whole percentage, `amount` a Money in euros;
 * `productId` null applies it to the whole cart; null dates and limits mean none.
 */
export const adminCouponBodySchema = z
  .discriminatedUnion('kind', [
    z.object({ ...couponTerms, kind: z.literal('percent'), percent: couponPercentSchema }),
    z.object({ ...couponTerms, kind: z.literal('amount'), amount: couponAmountSchema }),
  ])
  .refine((body) => !body.startsAt || !body.endsAt || body.startsAt < body.endsAt, {
    message: 'coupon.datesOrder',
    path: ['endsAt'],
  });
export type AdminCouponBody = z.infer<typeof adminCouponBodySchema>;

export const couponParamsSchema = z.object({ id: idSchema });

const adminCouponTerms = {
  _id: z.string(),
  code: z.string(),
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
};

/**
 * A coupon in the back-office, with its uses: `used` paid orders, `reserved` checkouts under way; its discount
 * by kind, a whole `percent` or an `amount` in euros.
 */
export const adminCouponSchema = z.discriminatedUnion('kind', [
  z.object({ ...adminCouponTerms, kind: z.literal('percent'), percent: z.number().int() }),
  z.object({ ...adminCouponTerms, kind: z.literal('amount'), amount: moneySchema }),
]);
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
  /** What they brought in after their refunds, and what the coupon took off them, in the row's currency. */
  revenue: moneySchema,
  discount: moneySchema,
});
export type CouponRevenueRow = z.infer<typeof couponRevenueRowSchema>;
