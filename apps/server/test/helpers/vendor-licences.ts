import { checkoutSessionResponseSchema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { products, vendorLicenceTasks } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { buyer, orderRow, payInSandbox, sessionIdOf } from './checkout';

/** A pending NinjaTrader licence to create, of a new buyer and the first product, inserted straight in. */
export async function insertVendorLicenceTask(app: FastifyInstance): Promise<string> {
  const { user } = await createUser(app);
  const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
  const [task] = await app.db
    .insert(vendorLicenceTasks)
    .values({
      userId: user.id,
      productId: product!.id,
      orderId: null,
      ninjaTraderEmail: `nt-${user.id}@ninja.example`,
      action: 'create',
      reason: 'purchase',
    })
    .returning({ id: vendorLicenceTasks.id });
  return task!.id;
}

/**
 * A buyer's card checkout of a product licensed by NinjaTrader, giving `ninjaTraderEmail`, paid at the sandbox
 * (docs/rules/vendor-licences.md).
 */
export async function paidLicensedOrder(
  ctx: TestApp,
  productId: string,
  ninjaTraderEmail: string,
  options: { qty?: number; who?: Awaited<ReturnType<typeof buyer>> } = {},
) {
  const customer = options.who ?? (await buyer(ctx));
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: customer.auth,
    payload: {
      withdrawalConsent: true,
      cartItems: [{ product: productId, qty: options.qty ?? 1 }],
      ninjaTraderEmail,
    },
  });
  expect(created.statusCode).toBe(200);
  const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  expect((await orderRow(ctx, orderId)).status).toBe('paid');
  return { ...customer, orderId, ninjaTraderEmail };
}

/** The buyer's delivery tasks, oldest first. */
export const vendorLicenceTasksOf = (ctx: TestApp, userId: string) =>
  ctx.app.db
    .select()
    .from(vendorLicenceTasks)
    .where(eq(vendorLicenceTasks.userId, userId))
    .orderBy(asc(vendorLicenceTasks.createdAt), asc(vendorLicenceTasks.id));
