import { adminProductSchema, checkoutSessionResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, type Catalogue, createSession, setupCheckoutSuite } from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { orderItems } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([checkoutModule, catalogModule], (suite) => {
  ({ ctx, shop } = suite);
});
let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});

/** The admin's product form sets the plan (the other fields sent back as they are). */
async function setPlan(productId: string, updatesMonths: number | null) {
  const current = adminProductSchema.parse(
    (await ctx.app.inject({ url: `/api/admin/products?limit=100`, headers: admin }))
      .json()
      .products.find((product: { _id: string }) => product._id === productId),
  );
  const { translations, category, compatibility, countInStock } = current;
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    headers: admin,
    payload: { translations, category, compatibility, countInStock, updatesMonths },
  });
  expect(answer.statusCode).toBe(200);
}

async function lineOf(orderId: string) {
  const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return line!;
}

async function checkout(auth: Record<string, string>, productId: string) {
  const created = await createSession(ctx, auth, [{ product: productId, qty: 1 }]);
  expect(created.statusCode).toBe(200);
  return checkoutSessionResponseSchema.parse(created.json()).orderId;
}

describe('the updates plan is kept on the order line at checkout', () => {
  it('a later change of the product changes neither the line nor an open checkout of the old plan', async () => {
    const product = shop.paid[0]!;
    await setPlan(product.id, 12);
    const first = await buyer(ctx);
    const firstOrder = await checkout(first.auth, product.id);
    expect(await lineOf(firstOrder)).toMatchObject({ productId: product.id, updatesMonths: 12 });
    // Going back and forth between cart and payment page keeps the same order while nothing changed.
    expect(await checkout(first.auth, product.id)).toBe(firstOrder);

    await setPlan(product.id, 3);
    expect((await lineOf(firstOrder)).updatesMonths).toBe(12);
    // The open checkout sold the old plan: a new one is opened on the current plan instead of handing it back.
    const reopened = await checkout(first.auth, product.id);
    expect(reopened).not.toBe(firstOrder);
    expect((await lineOf(reopened)).updatesMonths).toBe(3);

    await setPlan(product.id, null);
    const later = await checkout((await buyer(ctx)).auth, product.id);
    expect((await lineOf(later)).updatesMonths).toBeNull();
    expect((await lineOf(reopened)).updatesMonths).toBe(3);
  });
});
