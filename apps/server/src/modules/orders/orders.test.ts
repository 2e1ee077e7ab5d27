import { orderListSchema, orderSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { billingAddress, catalogue } from '../../../test/helpers/checkout';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { SignedUrls } from '../../lib/storage/signed-url';
import { ordersTestModules } from './test-modules';

let ctx: TestApp;
let shop: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  ctx = await createModuleTestApp(ordersTestModules, { MAIL_WORKER_ENABLED: 'false' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

const createOrder = (auth: Record<string, string>, orderItems: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders', headers: auth, payload: { orderItems } });

const freeOrder = async (auth: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: shop.free[0]!.id, qty: 1 }] },
  });
  return (response.json() as { orderId: string }).orderId;
};

describe('orders', () => {
  it('POST /api/orders creates a pending order priced on the server', async () => {
    const { auth, user } = await createUser(ctx.app, billingAddress);
    const product = shop.paid[0]!;
    const response = await createOrder(auth, [{ product: product.id, qty: 2, price: 1 }]);
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      user: user.id,
      isPaid: false,
      status: 'pending',
      totalPrice: { amount: product.priceCents * 2, currency: 'eur' },
    });
    expect((await createOrder(auth, [{ product: product.id, qty: -1 }])).statusCode).toBe(400);
    expect((await createOrder({}, [{ product: product.id, qty: 1 }])).statusCode).toBe(401);
  });

  it("shows an order's lines in the reader's language, whichever language it was placed in", async () => {
    const { auth } = await createUser(ctx.app, billingAddress);
    const product = shop.paid[0]!;
    expect(product.descriptionFr).not.toBe(product.descriptionEn);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...auth, 'accept-language': 'fr' },
      payload: { orderItems: [{ product: product.id, qty: 1 }] },
    });
    const orderId = orderSchema.parse(placed.json())._id;
    const read = async (language: string) =>
      orderListSchema
        .parse(
          (
            await ctx.app.inject({
              url: '/api/orders/mine',
              headers: { ...auth, 'accept-language': language },
            })
          ).json(),
        )
        .find((order) => order._id === orderId)!.orderItems[0]!;
    expect(await read('en')).toMatchObject({
      name: product.nameEn,
      description: product.descriptionEn,
      product: { name: product.nameEn, description: product.descriptionEn },
    });
    expect(await read('fr')).toMatchObject({ name: product.nameFr, description: product.descriptionFr });
    const single = await ctx.app.inject({
      url: `/api/orders/${orderId}`,
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(orderSchema.parse(single.json()).orderItems[0]!.description).toBe(product.descriptionEn);
  });

  it('GET /api/orders/mine lists only my orders, newest first', async () => {
    const me = await createUser(ctx.app, billingAddress);
    const other = await createUser(ctx.app, billingAddress);
    const first = orderSchema.parse(
      (await createOrder(me.auth, [{ product: shop.paid[0]!.id, qty: 1 }])).json(),
    );
    const second = orderSchema.parse(
      (await createOrder(me.auth, [{ product: shop.paid[1]!.id, qty: 1 }])).json(),
    );
    await createOrder(other.auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const mine = orderListSchema.parse(
      (await ctx.app.inject({ url: '/api/orders/mine', headers: me.auth })).json(),
    );
    expect(mine.map((order) => order._id)).toEqual([second._id, first._id]);
    expect((await ctx.app.inject({ url: '/api/orders/mine' })).statusCode).toBe(401);
  });

  it("GET /api/orders/:id answers the owner and admins; another user's order is a 404", async () => {
    const owner = await createUser(ctx.app, billingAddress);
    const stranger = await createUser(ctx.app, billingAddress);
    const admin = await createUser(ctx.app, { isAdmin: true });
    const order = orderSchema.parse(
      (await createOrder(owner.auth, [{ product: shop.paid[0]!.id, qty: 1 }])).json(),
    );
    const url = `/api/orders/${order._id}`;
    expect((await ctx.app.inject({ url, headers: owner.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: admin.auth })).statusCode).toBe(200);
    const hidden = await ctx.app.inject({ url, headers: stranger.auth });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('order.notFound');
    expect(
      (await ctx.app.inject({ url: '/api/orders/01900000-0000-7000-8000-000000000000', headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/orders/bad.id', headers: owner.auth })).statusCode).toBe(400);
  });
});

describe('invoices and signed file links', () => {
  it('gives the owner and admins a signed link; others get 404; unpaid orders 409', async () => {
    const owner = await createUser(ctx.app, billingAddress);
    const stranger = await createUser(ctx.app, billingAddress);
    const admin = await createUser(ctx.app, { isAdmin: true });
    const orderId = await freeOrder(owner.auth);
    const url = `/api/invoices/${orderId}`;
    const mine = await ctx.app.inject({ url, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    // A free order's document is its receipt (no invoice number consumed).
    expect(mine.json().invoicePdfUrl).toMatch(/^\/api\/files\/download\?key=receipts%2F/);
    expect((await ctx.app.inject({ url, headers: admin.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);

    const pending = orderSchema.parse(
      (await createOrder(owner.auth, [{ product: shop.paid[0]!.id, qty: 1 }])).json(),
    );
    const unpaid = await ctx.app.inject({ url: `/api/invoices/${pending._id}`, headers: owner.auth });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ code: 'invoice.notAvailable', message: 'PDF non disponible' });
  });

  it("serves a signed link with the owner's session, and refuses tampered or expired ones with 403", async () => {
    const owner = await createUser(ctx.app, billingAddress);
    const orderId = await freeOrder(owner.auth);
    const { invoicePdfUrl } = (
      await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: owner.auth })
    ).json();
    const ok = await ctx.app.inject({ url: invoicePdfUrl, headers: owner.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const link = new URL(invoicePdfUrl, 'http://x');
    const tamper = (name: string, value: string) => {
      const copy = new URL(link);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    expect((await ctx.app.inject({ url: tamper('key', 'invoices/FA-2000-000001.pdf') })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ url: tamper('exp', String(Number(link.searchParams.get('exp')) + 3600)) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: tamper('name', 'other.pdf') })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: tamper('sig', 'A'.repeat(43)) })).statusCode).toBe(403);

    const later = new SignedUrls('secret', () => Date.now() - 10 * 60_000);
    const expired = later.createSignedUrl('invoices/x.pdf', 300, 'x.pdf');
    expect(
      new SignedUrls('secret').verify(Object.fromEntries(new URL(expired, 'http://x').searchParams) as never),
    ).toBe(false);
    const fresh = new SignedUrls('secret').createSignedUrl('invoices/x.pdf', 300, 'x.pdf');
    const params = Object.fromEntries(new URL(fresh, 'http://x').searchParams);
    expect(new SignedUrls('secret').verify({ ...params, exp: Number(params.exp) } as never)).toBe(true);
    expect(new SignedUrls('other').verify({ ...params, exp: Number(params.exp) } as never)).toBe(false);
  });

  it('sessions of another user are unreachable', async () => {
    const owner = await createUser(ctx.app, billingAddress);
    const stranger = await createUser(ctx.app, billingAddress);
    const orderId = await freeOrder(owner.auth);
    const response = await ctx.app.inject({
      url: `/api/checkout/sessions/cs_test_x?order_id=${orderId}`,
      headers: stranger.auth,
    });
    const unknown = await ctx.app.inject({
      url: `/api/checkout/sessions/cs_test_x?order_id=${crypto.randomUUID()}`,
      headers: stranger.auth,
    });
    // The answer of an order that does not exist: nothing confirms the stranger guessed a real id.
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(unknown.json());
    expect(response.json().code).toBe('order.notFound');
    const invalid = await ctx.app.inject({
      url: `/api/checkout/sessions/cs.x?order_id=${orderId}`,
      headers: owner.auth,
    });
    expect(invalid.statusCode).toBe(400);
  });
});
