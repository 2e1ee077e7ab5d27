import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { couponRedemptions, coupons } from '../../src/lib/db/schema';
import type { TestApp } from '../test-app';

/** A code no other test of the run uses. */
export const uniqueCode = (prefix = 'TEST') => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A coupon inserted straight into the database: 10 % off the whole cart unless overridden. */
export async function insertCoupon(
  app: FastifyInstance,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(coupons)
    .values({ code: uniqueCode(), kind: 'percent', value: 10, ...overrides })
    .returning();
  return row!;
}

/** `POST /api/checkout` with a coupon code, as the cart's button sends it. */
export function checkoutWithCoupon(
  ctx: TestApp,
  auth: Record<string, string>,
  cartItems: { product: string; qty: number }[],
  couponCode: string | undefined,
  extra: Record<string, unknown> = {},
  language = 'fr',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...auth, 'accept-language': language },
    payload: { withdrawalConsent: true, cartItems, ...(couponCode ? { couponCode } : {}), ...extra },
  });
}

/** `POST /api/coupons/check`, the cart's coupon field. */
export function checkCoupon(
  ctx: TestApp,
  auth: Record<string, string>,
  code: string,
  cartItems: { product: string; qty: number }[],
  language = 'fr',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    headers: { ...auth, 'accept-language': language },
    payload: { code, cartItems },
  });
}

/** The statuses of a coupon's uses, in no particular order. */
export async function redemptionsOf(app: FastifyInstance, couponId: string) {
  return app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
}
