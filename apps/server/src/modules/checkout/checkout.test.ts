import { checkoutSessionResponseSchema, orderListSchema, orderSchema } from '@shop/contracts';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  confirmationMails,
  createSession,
  invoicesOf,
  orderRow,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite((suite) => {
  ({ ctx, shop } = suite);
});

describe('paid checkout through the sandbox, end to end', () => {
  it('creates the session, takes the card, receives the webhook, issues the invoice and queues the e-mail', async () => {
    const { user, auth } = await buyer(ctx, {
      name: 'Ada Buyer',
      billingAddress: '3 rue des Tests',
      billingCity: 'Lyon',
      billingZip: '69001',
      billingCountry: 'France',
    });
    const product = shop.paid[0]!;
    const created = await createSession(
      ctx,
      auth,
      [{ product: product.id, qty: 2, price: 0.01, name: 'hack' }],
      'en',
    );
    expect(created.statusCode).toBe(200);
    const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
    expect(sessionUrl).toMatch(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
    const pending = await orderRow(ctx, orderId);
    expect(pending).toMatchObject({
      status: 'pending',
      isPaid: false,
      totalCents: product.priceCents * 2,
      language: 'en',
    });
    expect(pending.stripeSessionId).toBe(sessionIdOf(sessionUrl));

    const page = await ctx.app.inject({
      url: new URL(sessionUrl).pathname,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(product.nameEn);
    expect(page.body).toContain('Card number');
    expect(page.body).not.toContain('<script');

    const paid = await payInSandbox(ctx, sessionIdOf(sessionUrl));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${ctx.config.publicUrl}/checkout/success?session_id=${sessionIdOf(sessionUrl)}&order_id=${orderId}`,
    );

    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ status: 'paid', isPaid: true });
    expect(order.paidAt).toBeInstanceOf(Date);
    const [invoice] = await invoicesOf(ctx, orderId);
    expect(invoice!.number).toMatch(/^FA-\d{4}-\d{6}$/);
    expect(invoice!.grossCents).toBe(product.priceCents * 2);
    expect(invoice!.netCents + invoice!.vatCents).toBe(invoice!.grossCents);
    // The payment's transaction stored the snapshot; the PDF is rendered after the commit (here by the mail worker).
    expect(invoice!.fileKey).toBe(`invoices/${invoice!.number}.pdf`);
    expect(invoice!.document).toMatchObject({ number: invoice!.number, grossCents: invoice!.grossCents });
    expect(await ctx.app.storage.exists(invoice!.fileKey)).toBe(false);
    expect(await ctx.app.mail.flush()).toBeGreaterThan(0);
    expect(await ctx.app.storage.exists(invoice!.fileKey)).toBe(true);

    const mails = await confirmationMails(ctx, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(orderId.slice(-8));
    expect(mails[0]!.subject).not.toContain(orderId.slice(0, 8));
    expect(mails[0]!.textBody).toContain(invoice!.number);
    expect(JSON.parse(mails[0]!.attachments!)).toEqual([
      { storageKey: invoice!.fileKey, filename: `${invoice!.number}.pdf`, contentType: 'application/pdf' },
    ]);

    const status = await ctx.app.inject({
      url: `/api/checkout/sessions/${sessionIdOf(sessionUrl)}?order_id=${orderId}`,
      headers: auth,
    });
    expect(status.json()).toEqual({ paid: true, orderId });

    const mine = orderListSchema.parse(
      (await ctx.app.inject({ url: '/api/orders/mine', headers: auth })).json(),
    );
    expect(mine[0]).toMatchObject({
      _id: orderId,
      isPaid: true,
      invoiceNumber: invoice!.number,
      totalPrice: (product.priceCents * 2) / 100,
    });
    expect(mine[0]!.orderItems[0]).toMatchObject({
      name: product.nameEn,
      qty: 2,
      price: product.priceCents / 100,
      product: { _id: product.id },
    });

    const link = await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: auth });
    expect(link.statusCode).toBe(200);
    const { invoicePdfUrl, number } = link.json() as { invoicePdfUrl: string; number: string };
    expect(number).toBe(invoice!.number);
    const file = await ctx.app.inject({ url: invoicePdfUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?invoice-[\w-]+\.pdf"?$/);
    const text = (await new PDFParse({ data: file.rawPayload }).getText()).text;
    expect(text).toContain(`Invoice no. ${invoice!.number}`);
    expect(text).toContain(product.nameEn);
    expect(text).toContain('Ada Buyer');
    expect(text).toContain('3 rue des Tests');
    const euros = (cents: number) =>
      `€${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(euros(invoice!.netCents));
    expect(text).toContain(euros(invoice!.vatCents));
    expect(text).toContain(euros(invoice!.grossCents));
    expect(text).toContain('VAT 20 %');
  });

  it('keeps the order unpaid and the session open when the card is declined', async () => {
    const { auth, user } = await buyer(ctx);
    const created = await createSession(ctx, auth, [{ product: shop.paid[1]!.id, qty: 1 }]);
    const { sessionUrl, orderId } = created.json() as { sessionUrl: string; orderId: string };
    const declined = await payInSandbox(ctx, sessionIdOf(sessionUrl), '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Votre carte a été refusée.');
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'pending', isPaid: false });
    expect(await invoicesOf(ctx, orderId)).toHaveLength(0);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(0);
    const status = await ctx.app.inject({
      url: `/api/checkout/sessions/${sessionIdOf(sessionUrl)}?order_id=${orderId}`,
      headers: auth,
    });
    expect(status.json()).toEqual({ paid: false, orderId });
    // The session stays open: the right card still pays.
    expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
    expect((await orderRow(ctx, orderId)).isPaid).toBe(true);
  });

  it('reconciles on the success page when the webhook never arrived', async () => {
    const { auth } = await buyer(ctx);
    const { sessionUrl, orderId } = (
      await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }])
    ).json() as {
      sessionUrl: string;
      orderId: string;
    };
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect((await orderRow(ctx, orderId)).isPaid).toBe(false);
    const url = `/api/checkout/sessions/${sessionIdOf(sessionUrl)}?order_id=${orderId}`;
    expect((await ctx.app.inject({ url, headers: auth })).json()).toEqual({ paid: true, orderId });
    expect((await ctx.app.inject({ url, headers: auth })).json()).toEqual({ paid: true, orderId });
    expect(await invoicesOf(ctx, orderId)).toHaveLength(1);
  });

  it('charges a mixed cart for its paid lines only and lists the free lines at 0', async () => {
    const { auth } = await buyer(ctx);
    const [free, paid] = [shop.free[0]!, shop.paid[0]!];
    const { sessionUrl, orderId } = (
      await createSession(ctx, auth, [
        { product: free.id, qty: 1 },
        { product: paid.id, qty: 1 },
      ])
    ).json() as { sessionUrl: string; orderId: string };
    const session = await ctx.app.payments.retrieveCheckoutSession(sessionIdOf(sessionUrl));
    expect(session.amount_total).toBe(paid.priceCents);
    const page = await ctx.app.inject({ url: new URL(sessionUrl).pathname });
    expect(page.body).toContain(free.nameFr);
    await payInSandbox(ctx, sessionIdOf(sessionUrl));
    const order = orderSchema.parse(
      (await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: auth })).json(),
    );
    expect(order.isPaid).toBe(true);
    expect(order.orderItems.map((item) => item.price).sort()).toEqual([0, paid.priceCents / 100]);
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

describe('POST /api/checkout/create-free-order', () => {
  const freeOrder = (auth: Record<string, string>, cartItems: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/create-free-order',
      headers: auth,
      payload: { cartItems },
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
    const file = await ctx.app.inject({ url: invoicePdfUrl });
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
