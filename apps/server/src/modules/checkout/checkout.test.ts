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
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

describe('paid checkout through the sandbox, end to end', () => {
  it('creates the session, takes the card, receives the webhook, issues the invoice and queues the e-mail', async () => {
    const { user, auth } = await buyer(ctx, {
      name: 'Ada Buyer',
      billingAddress: '3 rue des Tests',
      billingCity: 'Lyon',
      billingZip: '69001',
      billingCountry: 'FR',
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
      `${ctx.config.publicUrl}/checkout/success?session_id=${sessionIdOf(sessionUrl)}&order_id=${orderId}&buyer=${user.id}`,
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
      totalPrice: { amount: product.priceCents * 2, currency: 'eur' },
    });
    expect(mine[0]!.orderItems[0]).toMatchObject({
      name: product.nameEn,
      qty: 2,
      price: { amount: product.priceCents, currency: 'eur' },
      product: { _id: product.id },
    });

    const link = await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: auth });
    expect(link.statusCode).toBe(200);
    const { invoicePdfUrl, number } = link.json() as { invoicePdfUrl: string; number: string };
    expect(number).toBe(invoice!.number);
    const file = await ctx.app.inject({ url: invoicePdfUrl, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="?invoice-[\w-]+\.pdf"?$/);
    const text = (await new PDFParse({ data: file.rawPayload }).getText()).text;
    // An English buyer's invoice is French, with the English under each label (docs/rules/invoices.md).
    expect(text).toContain(`Facture n° ${invoice!.number}`);
    expect(text).toContain(`Invoice no. ${invoice!.number}`);
    expect(text).toContain(product.nameEn);
    expect(text).toContain('Ada Buyer');
    expect(text).toContain('3 rue des Tests');
    const euros = (cents: number) => new RegExp(`${(cents / 100).toFixed(2).replace('.', ',')}\\s?€`);
    expect(text).toMatch(euros(invoice!.netCents));
    expect(text).toMatch(euros(invoice!.vatCents));
    expect(text).toMatch(euros(invoice!.grossCents));
    expect(text).toContain('TVA 20 %');
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
    expect(order.orderItems.map((item) => item.price.amount).sort((a, b) => a - b)).toEqual([
      0,
      paid.priceCents,
    ]);
  });
});
