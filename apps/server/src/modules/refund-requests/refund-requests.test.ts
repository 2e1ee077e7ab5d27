import {
  adminRefundRequestListSchema,
  refundRequestFormSchema,
  refundRequestListSchema,
  refundRequestSchema,
  shortOrderId,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, createSession, invoicesOf, orderRow } from '../../../test/helpers/checkout';
import { buyerWithFreeOrder } from '../../../test/helpers/licences';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { saveSupportEmail } from '../../../test/helpers/seller-identity';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, mailQueue, orders, refunds } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { refundRequestsModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite([refundRequestsModule, refundsModule, checkoutModule, leasesModule], (suite) => {
  ({ ctx, shop, admin } = suite);
});
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const ask = (auth: Auth, orderId: string, payload: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund-requests`,
    headers: { ...auth, 'accept-language': language },
    payload,
  });
const form = async (auth: Auth, orderId: string) =>
  refundRequestFormSchema.parse(
    (await ctx.app.inject({ url: `/api/orders/${orderId}/refund-requests`, headers: auth })).json(),
  );
const decide = (
  id: string,
  decision: 'approve' | 'decline',
  payload: Record<string, unknown> = {},
  auth = admin.auth,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/refund-requests/${id}/${decision}`,
    headers: auth,
    payload,
  });
const openQueue = async () =>
  adminRefundRequestListSchema.parse(
    (await ctx.app.inject({ url: '/api/admin/refund-requests', headers: admin.auth })).json(),
  );
const mailsTo = async (to: string, template: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, to), eq(mailQueue.template, template)));

/** A paid order of two units of one indicator, and the buyer's request body for one unit of it. */
async function twoUnits(language: 'fr' | 'en') {
  const customer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 2 }], language);
  const { lines } = await form(customer.auth, customer.orderId);
  return { ...customer, itemId: lines[0]!.itemId, unit: shop.paid[0]!.priceCents };
}

describe('a buyer asks for a refund, an admin approves it', () => {
  it('stores the request, mails staff and buyer, and approving refunds those units with a credit note', async () => {
    const customer = await twoUnits('en');
    const before = await form(customer.auth, customer.orderId);
    expect(before.lines).toEqual([expect.objectContaining({ quantity: 2, left: 2 })]);
    expect(new Date(before.deadline!).getTime()).toBe(customer.order.paidAt!.getTime() + 7 * 24 * 3600_000);

    const created = await ask(customer.auth, customer.orderId, {
      lines: [{ itemId: customer.itemId, quantity: 1 }],
      reason: 'It does not suit my strategy',
    });
    expect(created.statusCode).toBe(201);
    const request = refundRequestSchema.parse(created.json());
    expect(request).toMatchObject({
      status: 'open',
      amount: { amount: customer.unit, currency: 'eur' },
      lines: [{ quantity: 1 }],
    });

    const [staff] = await mailsTo(ctx.app.config.mail.supportEmail, 'refund-request-staff');
    expect(staff).toBeDefined();
    expect(staff!.subject).toBe(`[Remboursement] Demande pour la commande ${shortOrderId(customer.orderId)}`);
    expect(staff!.replyTo).toBe(customer.user.email);
    expect(staff!.textBody).toContain('It does not suit my strategy');
    const [received] = await mailsTo(customer.user.email, 'refund-request-received');
    expect(received!.subject).toContain('Your refund request for order');

    const again = await ask(customer.auth, customer.orderId, {
      lines: [{ itemId: customer.itemId, quantity: 1 }],
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'refundRequest.alreadyOpen' });

    expect((await openQueue()).find((row) => row._id === request._id)).toMatchObject({
      customer: { email: customer.user.email },
      reason: 'It does not suit my strategy',
    });
    const mine = refundRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/refund-requests/mine', headers: customer.auth })).json(),
    );
    expect(mine.map((row) => row._id)).toEqual([request._id]);

    const [invoice] = await invoicesOf(ctx, customer.orderId);
    expect(invoice).toBeDefined();
    const approved = await decide(request._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedCents: customer.unit,
    });
    const [refund] = await ctx.app.db.select().from(refunds).where(eq(refunds.orderId, customer.orderId));
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: customer.unit });
    expect(refund!.stripeRefundId).toMatch(/^re_/);
    const notes = await ctx.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, customer.orderId));
    expect(notes).toEqual([expect.objectContaining({ invoiceId: invoice!.id, grossCents: customer.unit })]);
    const [told] = await mailsTo(customer.user.email, 'refund-request-approved');
    expect(told!.subject).toContain('is accepted');
    expect((await openQueue()).some((row) => row._id === request._id)).toBe(false);

    const twice = await decide(request._id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'refundRequest.notOpen' });
  });

  it('mails staff at the support e-mail saved in the back-office, at SUPPORT_EMAIL while the identity has none', async () => {
    const staffRecipientOf = async () => {
      const customer = await twoUnits('en');
      const lines = [{ itemId: customer.itemId, quantity: 1 }];
      expect((await ask(customer.auth, customer.orderId, { lines })).statusCode).toBe(201);
      const [row] = await ctx.app.db
        .select({ to: mailQueue.toAddress })
        .from(mailQueue)
        .where(
          and(eq(mailQueue.template, 'refund-request-staff'), eq(mailQueue.replyTo, customer.user.email)),
        );
      return row?.to;
    };
    // This shop started without SUPPORT_EMAIL: its identity has no support e-mail, the default is used.
    expect(await staffRecipientOf()).toBe('support@ninja-indicators.local');
    await saveSupportEmail(ctx.app, 'owner@shop.example');
    try {
      expect(await staffRecipientOf()).toBe('owner@shop.example');
    } finally {
      await saveSupportEmail(ctx.app, '');
    }
  });

  it('declines with a reason the buyer is sent in the order language, and the buyer may ask again', async () => {
    const customer = await twoUnits('fr');
    const created = await ask(customer.auth, customer.orderId, {
      lines: [{ itemId: customer.itemId, quantity: 2 }],
      reason: 'Je me suis trompé',
    });
    const { _id } = refundRequestSchema.parse(created.json());
    expect((await decide(_id, 'decline', {})).statusCode).toBe(400);
    const declined = await decide(_id, 'decline', { reason: 'Indicateur déjà utilisé en réel' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Indicateur déjà utilisé en réel',
    });
    const [told] = await mailsTo(customer.user.email, 'refund-request-declined');
    expect(told!.subject).toContain('est refusée');
    expect(told!.textBody).toContain('Indicateur déjà utilisé en réel');
    expect(await orderRow(ctx, customer.orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect((await decide(_id, 'approve')).statusCode).toBe(409);
    const anew = await ask(customer.auth, customer.orderId, {
      lines: [{ itemId: customer.itemId, quantity: 1 }],
      reason: 'Une seule licence',
    });
    expect(anew.statusCode).toBe(201);
  });
});

describe('what a refund request refuses', () => {
  it("answers 401 to visitors, 404 to other people's and unknown orders, 403 to buyers deciding", async () => {
    const customer = await twoUnits('en');
    const body = { lines: [{ itemId: customer.itemId, quantity: 1 }], reason: 'Mine now' };
    const stranger = await createUser(ctx.app);
    expect((await ask({}, customer.orderId, body)).statusCode).toBe(401);
    const foreign = await ask(stranger.auth, customer.orderId, body, 'fr');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'refundRequest.orderNotFound',
      message: 'Commande introuvable',
    });
    expect(
      (
        await ctx.app.inject({
          url: `/api/orders/${customer.orderId}/refund-requests`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ask(customer.auth, '0190aaaa-0000-7000-8000-000000000000', body)).statusCode).toBe(404);
    const { _id } = refundRequestSchema.parse((await ask(customer.auth, customer.orderId, body)).json());
    expect((await decide(_id, 'approve', {}, customer.auth)).statusCode).toBe(403);
    expect((await decide(_id, 'decline', { reason: 'No way' }, customer.auth)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/refund-requests', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await decide('0190aaaa-0000-7000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });

  it('refuses unknown lines, more units than are left and no line; the reason is optional', async () => {
    const customer = await twoUnits('en');
    const refused = async (payload: Record<string, unknown>) =>
      (await ask(customer.auth, customer.orderId, payload)).json();
    expect(
      await refused({ lines: [{ itemId: customer.orderId, quantity: 1 }], reason: 'Unknown' }),
    ).toMatchObject({
      code: 'refund.unknownLine',
    });
    expect(
      await refused({ lines: [{ itemId: customer.itemId, quantity: 3 }], reason: 'Too many' }),
    ).toMatchObject({
      code: 'refund.tooMany',
      message: 'Quantity to refund above what is left (2).',
    });
    expect((await ask(customer.auth, customer.orderId, { lines: [], reason: 'No line' })).statusCode).toBe(
      400,
    );
    // The policy refunds "without having to justify your decision": the reason may be left out.
    const unexplained = await ask(customer.auth, customer.orderId, {
      lines: [{ itemId: customer.itemId, quantity: 1 }],
    });
    expect(unexplained.statusCode).toBe(201);
    const staff = (await mailsTo(ctx.app.config.mail.supportEmail, 'refund-request-staff')).find((mail) =>
      mail.textBody.includes(customer.user.email),
    );
    expect(staff!.textBody).toContain('Aucune raison donnée');
  });

  it('refuses unpaid, free and refunded orders with their reason', async () => {
    const pending = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }], 'en');
    const session = await createSession(ctx, pending.auth, [{ product: shop.paid[1]!.id, qty: 1 }]);
    const unpaidId = session.json().orderId as string;
    const { lines: unpaidLines } = await form(pending.auth, unpaidId);
    const unpaid = await ask(pending.auth, unpaidId, {
      lines: [{ itemId: unpaidLines[0]!.itemId, quantity: 1 }],
      reason: 'Unpaid',
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'refundRequest.notPaid' });

    const free = await buyerWithFreeOrder(ctx, shop);
    const { lines: freeLines } = await form(free.auth, free.orderId);
    const freeAnswer = await ask(
      free.auth,
      free.orderId,
      { lines: [{ itemId: freeLines[0]!.itemId, quantity: 1 }], reason: 'Free' },
      'fr',
    );
    expect(freeAnswer.statusCode).toBe(409);
    expect(freeAnswer.json()).toMatchObject({
      code: 'refundRequest.free',
      message: expect.stringContaining('gratuits'),
    });

    expect((await postRefund(ctx, admin.auth, pending.orderId, { reason: 'All of it' })).statusCode).toBe(
      200,
    );
    const { lines } = await form(pending.auth, pending.orderId);
    const refunded = await ask(pending.auth, pending.orderId, {
      lines: [{ itemId: lines[0]!.itemId, quantity: 1 }],
      reason: 'Again',
    });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toMatchObject({ code: 'refundRequest.alreadyRefunded' });
  });

  it('is in time up to 7 × 24 hours after payment, then refused with the policy words', async () => {
    const customer = await twoUnits('fr');
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const body = { lines: [{ itemId: customer.itemId, quantity: 1 }], reason: 'Trop tard ?' };
    const paidAt = (ms: number) =>
      ctx.app.db
        .update(orders)
        .set({ paidAt: new Date(ms) })
        .where(eq(orders.id, customer.orderId));
    await paidAt(now.getTime() - 7 * 24 * 3600_000 - 1000);
    const late = await ask(customer.auth, customer.orderId, body, 'fr');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'refundRequest.tooLate',
      message:
        'Toute demande de remboursement doit être faite dans les 7 jours suivant l’achat : cette commande a été payée il y a 7 jours.',
    });
    const lateEn = await ask(customer.auth, customer.orderId, body, 'en');
    expect(lateEn.json().message).toContain('Refund requests must be made within 7 days of purchase');
    await paidAt(now.getTime() - 7 * 24 * 3600_000);
    expect((await ask(customer.auth, customer.orderId, body, 'fr')).statusCode).toBe(201);
  });
});
