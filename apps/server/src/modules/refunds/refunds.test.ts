import {
  adminRefundPlanSchema,
  adminRefundResultSchema,
  creditNoteResponseSchema,
  orderListSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, invoicesOf, orderRow } from '../../../test/helpers/checkout';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import {
  type Admin,
  dashboardStripe,
  deliverRefundEvent,
  paidOrder,
  postRefund,
  setupRefundSuite,
} from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, licenceRequests, mailQueue, orders } from '../../lib/db/schema';
import { creditNotesModule } from '../credit-notes';
import { downloadsModule } from '../downloads';
import { filesModule } from '../files';
import { ordersModule } from '../orders';
import { refundTestModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite(
  [...refundTestModules, creditNotesModule, ordersModule, downloadsModule, filesModule],
  (suite) => {
    ({ ctx, shop, admin } = suite);
  },
);

let machine = 0;
async function licence(customer: { auth: Record<string, string> }, orderId: string, productId: string) {
  machine += 1;
  const response = await requestLicence(ctx, customer.auth, {
    productId,
    orderId,
    machineIdName: `${HEX(machine + 1000)}-PC${machine}`,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { _id: string })._id;
}

const notesOf = (orderId: string) =>
  ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
const licenceStatus = async (id: string) =>
  (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!.status;
const download = (auth: Record<string, string>, file: string) =>
  ctx.app.inject({ url: `/api/download/${encodeURIComponent(file)}`, headers: auth });

async function pdfText(auth: Record<string, string>, id: string) {
  const link = await ctx.app.inject({ url: `/api/credit-notes/${id}`, headers: auth });
  expect(link.statusCode).toBe(200);
  const { creditNotePdfUrl } = creditNoteResponseSchema.parse(link.json());
  const file = await ctx.app.inject({
    url: new URL(creditNotePdfUrl, 'http://x').pathname + new URL(creditNotePdfUrl, 'http://x').search,
    headers: auth,
  });
  expect(file.statusCode).toBe(200);
  return (await new PDFParse({ data: file.rawPayload }).getText()).text.replace(/\s+/g, ' ');
}

describe('POST /api/admin/orders/:id/refunds through the sandbox', () => {
  it('refunds in full: credit note citing the invoice, e-mail, downloads refused, licences revoked', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }], 'en');
    const licenceId = await licence(customer, customer.orderId, product.id);
    expect((await download(customer.auth, product.downloadFile)).statusCode).not.toBe(403);
    const [invoice] = await invoicesOf(ctx, customer.orderId);

    const response = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Customer asked' });
    expect(response.statusCode).toBe(200);
    const result = adminRefundResultSchema.parse(response.json());
    expect(result).toMatchObject({
      status: 'refunded',
      amount: { amount: product.priceCents * 2, currency: 'eur' },
      revokedLicences: 1,
    });
    expect(result.creditNote!.number).toMatch(/^AV-\d{4}-\d{6}$/);

    const order = await orderRow(ctx, customer.orderId);
    expect(order).toMatchObject({ status: 'refunded', isPaid: false, refundedCents: product.priceCents * 2 });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await licenceStatus(licenceId)).toBe('revoked');
    expect((await download(customer.auth, product.downloadFile)).statusCode).toBe(403);
    // The invoice never changes; one credit note, even though the webhook and the answer both recorded it.
    expect(await invoicesOf(ctx, customer.orderId)).toEqual([invoice]);
    expect(await notesOf(customer.orderId)).toHaveLength(1);
    const mails = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, customer.user.email));
    const mail = mails.find((row) => row.template === 'credit-note')!;
    expect(mail.subject).toContain(result.creditNote!.number);

    const text = await pdfText(customer.auth, result.creditNote!._id);
    // Issued in French, with the English under each label for this English buyer (docs/rules/invoices.md).
    expect(text).toContain(`Avoir n° ${result.creditNote!.number}`);
    expect(text).toContain(`Credit note no. ${result.creditNote!.number}`);
    expect(text).toContain(`Refers to invoice no. ${invoice!.number}`);
    expect(text).toContain(product.nameEn);
    expect(text).toContain('Motif : Customer asked');
    expect(text).toContain('Reason: Customer asked');
    expect(text).toMatch(new RegExp(`${((product.priceCents * 2) / 100).toFixed(2).replace('.', ',')}\\s?€`));

    const mine = orderListSchema.parse(
      (await ctx.app.inject({ url: '/api/orders/mine', headers: customer.auth })).json(),
    );
    expect(mine.find((row) => row._id === customer.orderId)).toMatchObject({
      status: 'refunded',
      creditNotes: [{ number: result.creditNote!.number }],
    });
    const listed = await ctx.app.inject({
      url: `/api/admin/orders?status=refunded&search=${customer.orderId.slice(-8)}`,
      headers: admin.auth,
    });
    expect(listed.json()).toMatchObject({
      orders: [
        {
          _id: customer.orderId,
          status: 'refunded',
          refundedPrice: { amount: product.priceCents * 2, currency: 'eur' },
        },
      ],
      pagination: { totalItems: 1 },
    });
    const again = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'refund.notRefundable' });
  });

  it('refunds chosen units: partially refunded, newest licence beyond the seats left revoked, then the rest', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    const first = await licence(customer, customer.orderId, product.id);
    const second = await licence(customer, customer.orderId, product.id);
    const plan = adminRefundPlanSchema.parse(
      (
        await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
      ).json(),
    );
    expect(plan).toMatchObject({
      daysSincePayment: 0,
      policyDays: 7,
      licences: [{ _id: first }, { _id: second }],
    });
    const itemId = plan.lines[0]!.itemId;

    const tooMany = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One seat',
      lines: [{ itemId, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'refund.tooMany',
      message: 'Quantity to refund above what is left (2).',
    });

    const partial = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One seat',
      lines: [{ itemId, quantity: 1 }],
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'partially_refunded',
      amount: { amount: product.priceCents, currency: 'eur' },
    });
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({
      isPaid: true,
      refundedCents: product.priceCents,
    });
    expect([await licenceStatus(first), await licenceStatus(second)]).toEqual(['pending', 'revoked']);
    expect((await download(customer.auth, product.downloadFile)).statusCode).not.toBe(403);

    const rest = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'The rest',
      licenceIds: [first],
    });
    expect(rest.json()).toMatchObject({
      status: 'refunded',
      amount: { amount: product.priceCents, currency: 'eur' },
    });
    const notes = await notesOf(customer.orderId);
    expect(notes.map((note) => note.grossCents)).toEqual([product.priceCents, product.priceCents]);
    expect(await licenceStatus(first)).toBe('revoked');
  });

  it('asks for a confirmation past the 7 days of the policy', async () => {
    const customer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await ctx.app.db.update(orders).set({ paidAt: eightDaysAgo }).where(eq(orders.id, customer.orderId));
    const refused = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Late' }, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'refund.lateConfirmationRequired',
      message: expect.stringContaining('plus de 7 jours'),
    });
    const confirmed = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'Late',
      confirmLate: true,
    });
    expect(confirmed.json()).toMatchObject({ status: 'refunded' });
  });

  it('cancels a free order instead, without Stripe nor credit note, and refuses its downloads', async () => {
    const { orderId, product, ...customer } = await buyerWithFreeOrder(ctx, shop);
    const response = await postRefund(ctx, admin.auth, orderId, { reason: 'Abuse' });
    expect(response.json()).toMatchObject({ status: 'cancelled', creditNote: null });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'cancelled', isPaid: false });
    expect(await notesOf(orderId)).toEqual([]);
    expect((await download(customer.auth, product.downloadFile)).statusCode).toBe(403);
  });
});

describe('refunds made in the Stripe dashboard', () => {
  it('are recorded from the webhook alone, once, whatever the redeliveries', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 1 }]);
    const order = await orderRow(ctx, customer.orderId);
    const stripe = dashboardStripe(ctx);
    const refund = await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId!, amount: 500 });
    expect(refund.status).toBe('succeeded');
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 500,
    });
    const [note] = await notesOf(customer.orderId);
    expect(note).toMatchObject({ grossCents: 500 });
    expect(note!.document.lines).toEqual([expect.objectContaining({ quantity: 1, unitPriceCents: 500 })]);

    // Stripe redelivers the same event: still one credit note.
    const again = await stripe.refunds.retrieve(refund.id);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await deliverRefundEvent(ctx, 'evt_redelivered', again)).statusCode).toBe(200);
    }
    expect(await notesOf(customer.orderId)).toHaveLength(1);

    // The rest of the payment refunded from the dashboard: a full refund.
    await stripe.refunds.create({ payment_intent: order.stripePaymentIntentId! });
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({ status: 'refunded', isPaid: false });
    expect((await notesOf(customer.orderId)).map((row) => row.grossCents).sort()).toEqual(
      [500, product.priceCents - 500].sort(),
    );
  });
});

describe('a refund asked for after a dashboard refund the shop has not heard of', () => {
  it('answers 409 refund.providerAhead in the admin language, records the dashboard refund, then refunds the rest', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 1 }]);
    const order = await orderRow(ctx, customer.orderId);
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      await dashboardStripe(ctx).refunds.create({
        payment_intent: order.stripePaymentIntentId!,
        amount: 700,
      });
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });

    const whole = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'customer asked' }, 'fr');
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({
      code: 'refund.providerAhead',
      message: expect.stringContaining('tableau de bord'),
    });
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 700,
    });
    expect((await notesOf(customer.orderId)).map((note) => note.grossCents)).toEqual([700]);

    const rest = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'customer asked' });
    expect(rest.statusCode).toBe(200);
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({
      status: 'refunded',
      refundedCents: product.priceCents,
    });
  });
});

describe('GET /api/credit-notes/:id', () => {
  it("is the order owner's or an admin's; anyone else gets a 404", async () => {
    const customer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const result = adminRefundResultSchema.parse(
      (await postRefund(ctx, admin.auth, customer.orderId, { reason: 'Mistake' })).json(),
    );
    const id = result.creditNote!._id;
    const stranger = await createUser(ctx.app);
    expect(
      (await ctx.app.inject({ url: `/api/credit-notes/${id}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/api/credit-notes/${id}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/credit-notes/${id}`, headers: admin.auth })).statusCode).toBe(
      200,
    );
    const refused = await postRefund(ctx, stranger.auth, customer.orderId, { reason: 'Mine now' });
    expect(refused.statusCode).toBe(403);
  });
});
