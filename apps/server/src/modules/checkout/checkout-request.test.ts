import { checkoutAnswerSchema, checkoutStatusSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  createSession,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

/** The buyer ticked the withdrawal consent unless the body says otherwise. */
const checkout = (auth: Record<string, string>, body: Record<string, unknown>, language = 'fr') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...auth, 'accept-language': language },
    payload: { withdrawalConsent: true, ...body },
  });

const status = (auth: Record<string, string>, query: string) =>
  ctx.app.inject({ url: `/api/checkout/status?${query}`, headers: auth });

const ordersOf = async (auth: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json() as { _id: string }[];

describe('POST /api/checkout decides free or paid on the server', () => {
  it('sends a cart to pay to the payment page, with its pending order', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid[0]!;
    const response = await checkout(auth, {
      cartItems: [
        { product: product.id, qty: 1, expectedPrice: { amount: product.priceCents, currency: 'eur' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const answer = checkoutAnswerSchema.parse(response.json());
    if (answer.kind !== 'redirect') throw new Error(`expected a redirect, got ${answer.kind}`);
    expect(answer.url).toMatch(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
    expect(await orderRow(ctx, answer.orderId!)).toMatchObject({ status: 'pending', isPaid: false });
    // Even when the buyer asks for the free path: the prices decide.
    const confirmed = checkoutAnswerSchema.parse(
      (await checkout(auth, { cartItems: [{ product: product.id, qty: 1 }], confirmFree: true })).json(),
    );
    expect(confirmed).toEqual(answer);
  });

  it('sends an unconfirmed all-free cart to the free checkout page and creates nothing', async () => {
    const { auth } = await buyer(ctx);
    const response = await checkout(auth, { cartItems: [{ product: shop.free[0]!.id, qty: 1 }] });
    expect(response.json()).toEqual({ kind: 'redirect', url: '/checkout/free' });
    expect(await ordersOf(auth)).toHaveLength(0);
  });

  it('places a confirmed all-free cart as a paid order, then sends the owner to their indicators', async () => {
    const { auth } = await buyer(ctx);
    const cart = { cartItems: [{ product: shop.free[0]!.id, qty: 1 }], confirmFree: true };
    const answer = checkoutAnswerSchema.parse((await checkout(auth, cart)).json());
    if (answer.kind !== 'paid') throw new Error(`expected a paid order, got ${answer.kind}`);
    expect(await orderRow(ctx, answer.orderId)).toMatchObject({ status: 'paid', isPaid: true, isFree: true });
    expect((await checkout(auth, cart)).json()).toEqual({
      kind: 'redirect',
      url: '/profile?tab=indicators',
      orderId: answer.orderId,
    });
  });

  it('keeps its error codes: a price the buyer was not shown, a signed-out caller, a bad body', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid[0]!;
    const stale = await checkout(
      auth,
      { cartItems: [{ product: product.id, qty: 1, expectedPrice: { amount: 0, currency: 'eur' } }] },
      'en',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'checkout.pricesChanged' });
    expect(await ordersOf(auth)).toHaveLength(0);
    expect((await checkout({}, { cartItems: [{ product: product.id, qty: 1 }] })).statusCode).toBe(401);
    const invalid = await checkout(auth, {
      cartItems: [{ product: product.id, qty: 1 }],
      confirmFree: 'yes',
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('GET /api/checkout/status', () => {
  it('answers the owner of a free order at once; another account gets the 404 of an unknown id', async () => {
    const owner = await buyer(ctx);
    const stranger = await buyer(ctx);
    const placed = await checkout(owner.auth, {
      cartItems: [{ product: shop.free[0]!.id, qty: 1 }],
      confirmFree: true,
    });
    const { orderId } = placed.json() as { orderId: string };
    const mine = await status(owner.auth, `order_id=${orderId}`);
    expect(checkoutStatusSchema.parse(mine.json())).toEqual({ orderId, paid: true, free: true });
    const theirs = await status(stranger.auth, `order_id=${orderId}`);
    const unknown = await status(stranger.auth, `order_id=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('order.notFound');
    // Nothing tells the stranger the order exists (SECURITY.md, "A curious customer guessing ids").
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: unknown.json() });
    expect((await status({}, `order_id=${orderId}`)).statusCode).toBe(401);
  });

  it("reconciles a card payment whose webhook was lost, and refuses a session that is not the order's", async () => {
    const { auth } = await buyer(ctx);
    const { sessionUrl, orderId } = (
      await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }])
    ).json() as { sessionUrl: string; orderId: string };
    const sessionId = sessionIdOf(sessionUrl);
    expect((await status(auth, `order_id=${orderId}&session_id=${sessionId}`)).json()).toEqual({
      orderId,
      paid: false,
      free: false,
    });
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      expect((await payInSandbox(ctx, sessionId)).statusCode).toBe(303);
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect((await status(auth, `order_id=${orderId}`)).json()).toMatchObject({ paid: true });
    const mismatch = await status(auth, `order_id=${orderId}&session_id=cs_test_other`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('checkout.sessionMismatch');
  });
});

describe('POST /api/checkout/create-session validation', () => {
  it('prices from the database and ignores client prices', async () => {
    const { auth } = await buyer(ctx);
    const product = shop.paid.at(-1)!;
    const response = await createSession(ctx, auth, [
      { product: product.id, qty: 3, price: 0.01, countInStock: 999 },
    ]);
    const order = await orderRow(ctx, (response.json() as { orderId: string }).orderId);
    expect(order.totalCents).toBe(product.priceCents * 3);
  });

  it('refuses unknown products, quantities outside 1..stock, empty carts and signed-out users', async () => {
    const { auth } = await buyer(ctx);
    const unknown = await createSession(ctx, auth, [
      { product: '01900000-0000-7000-8000-000000000000', qty: 1 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('checkout.unknownProduct');
    const tooMany = await createSession(
      ctx,
      auth,
      [{ product: shop.paid[0]!.id, qty: shop.paid[0]!.countInStock + 1 }],
      'en',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'checkout.quantityUnavailable' });
    expect(tooMany.json().message).toContain(String(shop.paid[0]!.countInStock));
    expect((await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 0 }])).statusCode).toBe(400);
    expect((await createSession(ctx, auth, [{ product: 'not-a-uuid', qty: 1 }])).statusCode).toBe(400);
    expect((await createSession(ctx, auth, [])).statusCode).toBe(400);
    expect((await createSession(ctx, {}, [{ product: shop.paid[0]!.id, qty: 1 }])).statusCode).toBe(401);
  });

  it('sends an all-free cart to the free checkout', async () => {
    const { auth } = await buyer(ctx);
    const response = await createSession(ctx, auth, [{ product: shop.free[0]!.id, qty: 1 }], 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'checkout.allFree',
      message: expect.stringContaining('free checkout'),
    });
  });
});
