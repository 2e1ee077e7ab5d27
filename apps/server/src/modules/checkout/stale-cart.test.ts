import { apiErrorSchema, cartQuoteResponseSchema, checkoutSessionResponseSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  createSession,
  orderRow,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { orders, products } from '../../lib/db/schema';
import { checkoutModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([checkoutModule], (suite) => {
  ({ ctx, shop } = suite);
});

const setPrice = (productId: string, priceCents: number) =>
  ctx.app.db.update(products).set({ priceCents }).where(eq(products.id, productId));

const quote = (ids: string[], language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: { 'accept-language': language },
    payload: { products: ids },
  });

describe('POST /api/cart/quote', () => {
  it("answers the cart's products as they are now, in the reader's language, and lists unknown ids", async () => {
    const product = shop.paid[1]!;
    await setPrice(product.id, 12_345);
    const gone = '0192f000-0000-7000-8000-000000000000';
    const response = await quote([product.id, gone, 'old-slug-from-2024'], 'en');
    expect(response.statusCode).toBe(200);
    const body = cartQuoteResponseSchema.parse(response.json());
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      _id: product.id,
      name: product.nameEn,
      price: { amount: 12_345, currency: 'eur' },
    });
    expect(body.missing).toEqual([gone, 'old-slug-from-2024']);
    await setPrice(product.id, product.priceCents);
  });

  it('refuses a body without products with a translated 400', async () => {
    const response = await quote([], 'fr');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).not.toBe('');
  });
});

describe('checkout with the prices the buyer saw', () => {
  it('refuses with 409 checkout.pricesChanged, naming old → new, when a price changed since', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid[2]!;
    const seen = { amount: product.priceCents, currency: 'eur' };
    await setPrice(product.id, product.priceCents + 1_000);
    try {
      const refused = await createSession(
        ctx,
        auth,
        [{ product: product.id, qty: 1, expectedPrice: seen }],
        'en',
      );
      expect(refused.statusCode).toBe(409);
      const error = apiErrorSchema.parse(refused.json());
      expect(error.code).toBe('checkout.pricesChanged');
      expect(error.message).toBe('Some prices changed since you saw them. Check your cart before paying.');
      expect(error.details).toHaveLength(1);
      expect(error.details![0]!.message).toContain(product.nameEn);
      expect(error.details![0]!.message).toContain('→');

      const french = await createSession(
        ctx,
        auth,
        [{ product: product.id, qty: 1, expectedPrice: seen }],
        'fr',
      );
      expect(french.json().message).toMatch(/Des prix ont changé/);

      const accepted = await createSession(
        ctx,
        auth,
        [
          {
            product: product.id,
            qty: 1,
            expectedPrice: { amount: product.priceCents + 1_000, currency: 'eur' },
          },
        ],
        'en',
      );
      expect(accepted.statusCode).toBe(200);
      const { orderId } = checkoutSessionResponseSchema.parse(accepted.json());
      expect((await orderRow(ctx, orderId)).totalCents).toBe(product.priceCents + 1_000);
    } finally {
      await setPrice(product.id, product.priceCents);
    }
  });

  it('refuses a cart naming a product that no longer exists, with its translated key', async () => {
    const { auth } = await buyer(ctx);
    const unknown = await createSession(ctx, auth, [
      {
        product: '0192f000-0000-7000-8000-000000000000',
        qty: 1,
        expectedPrice: { amount: 1000, currency: 'eur' },
      },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('checkout.unknownProduct');
  });
});

describe('abandoned card checkouts', () => {
  const pendingOf = async (userId: string) =>
    ctx.app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));

  it('hands back the open order and session for the same cart instead of a new one', async () => {
    const { auth, user } = await buyer(ctx);
    const cart = [{ product: shop.paid[0]!.id, qty: 2 }];
    const first = checkoutSessionResponseSchema.parse((await createSession(ctx, auth, cart)).json());
    const second = checkoutSessionResponseSchema.parse((await createSession(ctx, auth, cart)).json());
    expect(second).toEqual(first);
    expect(await pendingOf(user.id)).toHaveLength(1);
  });

  it('expires the open checkout of a different cart, so one pending order is left', async () => {
    const { auth, user } = await buyer(ctx);
    const first = checkoutSessionResponseSchema.parse(
      (await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }])).json(),
    );
    const second = checkoutSessionResponseSchema.parse(
      (await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 3 }])).json(),
    );
    expect(second.orderId).not.toBe(first.orderId);
    expect((await orderRow(ctx, first.orderId)).status).toBe('expired');
    const session = await ctx.app.payments.retrieveCheckoutSession(sessionIdOf(first.sessionUrl));
    expect(session.status).toBe('expired');
    expect((await pendingOf(user.id)).map((order) => order.id)).toEqual([second.orderId]);
  });

  it('does not hand one buyer the open checkout of another', async () => {
    const cart = [{ product: shop.paid[0]!.id, qty: 1 }];
    const one = await buyer(ctx);
    const other = await buyer(ctx);
    const first = checkoutSessionResponseSchema.parse((await createSession(ctx, one.auth, cart)).json());
    const second = checkoutSessionResponseSchema.parse((await createSession(ctx, other.auth, cart)).json());
    expect(second.orderId).not.toBe(first.orderId);
    expect((await orderRow(ctx, first.orderId)).status).toBe('pending');
  });
});
