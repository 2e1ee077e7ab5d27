import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  confirmationMails,
  invoicesOf,
  orderRow,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { orderItems } from '../../lib/db/schema';
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

describe('POST /api/checkout/create-free-order', () => {
  const freeOrder = (auth: Record<string, string>, cartItems: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-free-order',
      headers: auth,
      payload: { withdrawalConsent: true, cartItems },
    });

  it('creates a paid free order at once, with a receipt (no invoice number) and the confirmation e-mail', async () => {
    const { auth, user } = await buyer(ctx);
    const response = await freeOrder(
      auth,
      shop.free.map((product) => ({ product: product.id, qty: 1 })),
    );
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json() as { orderId: string };
    expect(await orderRow(ctx, orderId)).toMatchObject({
      status: 'paid',
      isPaid: true,
      isFree: true,
      totalCents: 0,
    });
    // A receipt, not an invoice: no invoice row, no number consumed.
    expect(await invoicesOf(ctx, orderId)).toHaveLength(0);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(1);
    const link = await ctx.app.inject({
      url: `/api/invoices/${orderId}`,
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(link.statusCode).toBe(200);
    const { invoicePdfUrl, number } = link.json() as { invoicePdfUrl: string; number: string | null };
    expect(number).toBeNull();
    const file = await ctx.app.inject({ url: invoicePdfUrl, headers: auth });
    expect(file.headers['content-disposition']).toContain(`receipt-${orderId.slice(-8)}.pdf`);
    const text = (await new PDFParse({ data: file.rawPayload }).getText()).text.replace(/\s+/g, ' ');
    expect(text).toContain('ce document est un reçu, pas une facture');
    expect(text).not.toMatch(/FA-\d{4}-\d{6}/);
  });

  it('is not repeatable: a buyer who owns the free products gets no new order and goes to them', async () => {
    const { auth, user } = await buyer(ctx);
    const cart = [{ product: shop.free[0]!.id, qty: 1 }];
    const first = (await freeOrder(auth, cart)).json() as { orderId: string; redirectUrl?: string };
    expect(first.redirectUrl).toBeUndefined();
    const again = await freeOrder(auth, cart);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ orderId: first.orderId, redirectUrl: '/profile?tab=indicators' });
    // A cart adding a second free product orders only that one.
    const wider = (await freeOrder(auth, [...cart, { product: shop.free[1]!.id, qty: 1 }])).json() as {
      orderId: string;
    };
    const mine = (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as {
      _id: string;
      orderItems: { product: { _id: string } }[];
    }[];
    expect(mine).toHaveLength(2);
    const widerOrder = mine.find((order) => order._id === wider.orderId)!;
    expect(widerOrder.orderItems.map((item) => item.product._id)).toEqual([shop.free[1]!.id]);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(2);
  });

  it('sells one unit of a free product: any larger quantity is refused, translated, and nothing is created', async () => {
    const { auth, user } = await buyer(ctx);
    const product = shop.free[0]!;
    const attempts = [
      ['/api/checkout/create-free-order', [{ product: product.id, qty: 100 }], {}],
      ['/api/checkout', [{ product: product.id, qty: 2 }], { confirmFree: true }],
      [
        '/api/checkout',
        [
          { product: product.id, qty: 1 },
          { product: product.id, qty: 1 },
        ],
        {},
      ],
      [
        '/api/checkout/create-session',
        [
          { product: product.id, qty: 5 },
          { product: shop.paid[0]!.id, qty: 1 },
        ],
        {},
      ],
      ['/api/orders', [{ product: product.id, qty: 3 }], {}],
    ] as const;
    for (const [url, cartItems, extra] of attempts) {
      for (const [language, message] of [
        ['fr', `« ${product.nameFr} » est gratuit : un exemplaire par compte, quantité 1.`],
        ['en', `“${product.nameEn}” is free: one copy per account, quantity 1.`],
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...auth, 'accept-language': language },
          payload: { withdrawalConsent: true, cartItems, orderItems: cartItems, ...extra },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(cartItems)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'checkout.freeOnePerAccount', message });
      }
    }
    const mine = (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as unknown[];
    expect(mine).toHaveLength(0);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(0);
  });

  it('gives no second seat of a free product the buyer holds, even riding along a paid cart', async () => {
    const { auth } = await buyer(ctx);
    const free = shop.free[0]!;
    expect((await freeOrder(auth, [{ product: free.id, qty: 1 }])).statusCode).toBe(200);
    const mixed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: auth,
      payload: {
        withdrawalConsent: true,
        cartItems: [
          { product: free.id, qty: 1 },
          { product: shop.paid[0]!.id, qty: 1 },
        ],
      },
    });
    expect(mixed.statusCode).toBe(200);
    const lines = await ctx.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, (mixed.json() as { orderId: string }).orderId));
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[shop.paid[0]!.id, 1]]);
  });

  it('places one order when the same free cart is confirmed twice at once', async () => {
    const { auth } = await buyer(ctx);
    const cart = [{ product: shop.free[0]!.id, qty: 1 }];
    const answers = await Promise.all([freeOrder(auth, cart), freeOrder(auth, cart)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const mine = (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as unknown[];
    expect(mine).toHaveLength(1);
  });

  it('refuses a cart holding any paid line', async () => {
    const { auth, user } = await buyer(ctx);
    const response = await freeOrder(auth, [
      { product: shop.free[0]!.id, qty: 1, price: 0 },
      { product: shop.paid[0]!.id, qty: 1, price: 0 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('checkout.notFree');
    const mine = (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as unknown[];
    expect(mine).toHaveLength(0);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(0);
    expect((await freeOrder({}, [{ product: shop.free[0]!.id, qty: 1 }])).statusCode).toBe(401);
  });
});
