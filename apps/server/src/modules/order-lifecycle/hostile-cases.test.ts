import { checkoutSessionResponseSchema } from '@shop/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  billingAddress,
  type Catalogue,
  createSession,
  orderRow,
  payInSandbox,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import {
  dashboardStripe,
  deliverProviderEvent,
  paidOrder,
  setupRefundSuite,
} from '../../../test/helpers/refunds';
import { saveSupportEmail } from '../../../test/helpers/seller-identity';
import { createModuleInstanceOn } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import {
  adminAuditLog,
  creditNotes,
  invoices,
  mailQueue,
  sandboxCheckoutSessions,
  sandboxRefunds,
  users,
} from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { checkoutModule, expireAbandonedOrders } from '../checkout';
import { downloadsModule } from '../downloads';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { usersModule } from '../users';
import { orderLifecycleModule } from '.';

/**
 * The five ways a hostile review pulled money and licences apart (issue 25), each failing on the code before
 * the order lifecycle: every path now reports to it, and its table decides (docs/rules/orders.md).
 */
let ctx: TestApp;
let shop: Catalogue;
/** Every path of the five cases: checkout and its webhook, refunds, unmarking, downloads, account closure. */
const modules = [
  orderLifecycleModule,
  checkoutModule,
  refundsModule,
  leasesModule,
  downloadsModule,
  accountClosureModule,
  usersModule,
];
setupRefundSuite(modules, (suite) => {
  ({ ctx, shop } = suite);
});

const status = (auth: Record<string, string>, orderId: string) =>
  ctx.app.inject({ url: `/api/checkout/status?order_id=${orderId}`, headers: auth });

const auditOf = (orderId: string) =>
  ctx.app.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.target, `order:${orderId}`), like(adminAuditLog.action, 'order.%')))
    .orderBy(adminAuditLog.createdAt, adminAuditLog.id);

/** The `checkout.session.completed` event the provider would redeliver for an order's session. */
async function redeliverCompleted(orderId: string) {
  const order = await orderRow(ctx, orderId);
  return deliverProviderEvent(ctx, {
    id: `evt_redelivered_${orderId}_${Date.now()}`,
    type: 'checkout.session.completed',
    object: {
      id: order.stripeSessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      payment_intent: order.stripePaymentIntentId,
      client_reference_id: orderId,
      metadata: { orderId },
    },
  });
}

describe('an order an admin unmarked', () => {
  it('stays unpaid through the buyer’s status poll, a redelivered payment event and the clean-up', async () => {
    const buyer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
    await unmarkOrder(ctx.app, buyer.orderId);

    const polled = await status(buyer.auth, buyer.orderId);
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({ paid: false });
    expect((await redeliverCompleted(buyer.orderId)).statusCode).toBe(200);
    await expireAbandonedOrders(ctx.app);

    expect(await orderRow(ctx, buyer.orderId)).toMatchObject({ status: 'pending', isPaid: false });
    const download = await ctx.app.inject({
      url: `/api/download/${encodeURIComponent(shop.paid[0]!.downloadFile)}`,
      headers: buyer.auth,
    });
    expect(download.statusCode).toBe(403);
    expect((await auditOf(buyer.orderId)).map((entry) => entry.action)).toEqual([
      'order.pay',
      'order.unmark',
    ]);
  });

  it('records a refund made at the provider: the money counted, a credit note, and no payment again after it', async () => {
    const product = shop.paid[0]!;
    const buyer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    await unmarkOrder(ctx.app, buyer.orderId);
    const half = product.priceCents;
    await dashboardStripe(ctx).refunds.create({
      payment_intent: buyer.order.stripePaymentIntentId!,
      amount: half,
    });

    expect(await orderRow(ctx, buyer.orderId)).toMatchObject({ status: 'pending', refundedCents: half });
    const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, buyer.orderId));
    const notes = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.orderId, buyer.orderId));
    expect(notes.map((note) => note.grossCents)).toEqual([half]);
    expect(invoice!.grossCents - half).toBe(buyer.order.totalCents - half);
    expect((await status(buyer.auth, buyer.orderId)).json()).toMatchObject({ paid: false });
    expect((await orderRow(ctx, buyer.orderId)).isPaid).toBe(false);

    await dashboardStripe(ctx).refunds.create({
      payment_intent: buyer.order.stripePaymentIntentId!,
      amount: half,
    });
    expect(await orderRow(ctx, buyer.orderId)).toMatchObject({
      status: 'refunded',
      refundedCents: buyer.order.totalCents,
    });
    expect(await ctx.app.db.$count(creditNotes, eq(creditNotes.orderId, buyer.orderId))).toBe(2);
  });
});

describe('a refunded order', () => {
  it('answers a redelivered payment event and a status poll with 200, and nothing changes', async () => {
    const buyer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
    await dashboardStripe(ctx).refunds.create({ payment_intent: buyer.order.stripePaymentIntentId! });
    const before = await orderRow(ctx, buyer.orderId);
    expect(before.status).toBe('refunded');

    expect((await redeliverCompleted(buyer.orderId)).statusCode).toBe(200);
    const polled = await status(buyer.auth, buyer.orderId);
    expect(polled.statusCode).toBe(200);
    expect(polled.json()).toMatchObject({ paid: false });
    expect(await orderRow(ctx, buyer.orderId)).toEqual(before);
  });
});

describe('a closed account', () => {
  it('has its open card checkouts expired, at the provider too', async () => {
    const { auth, password } = await createUser(ctx.app, billingAddress);
    const created = await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: auth,
      payload: { password, confirm: true },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    expect((await orderRow(ctx, orderId)).status).toBe('expired');
    const [session] = await ctx.app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionIdOf(sessionUrl)));
    expect(session!.status).toBe('expired');
    // Expired by the provider's own event during the closing, before the account's transaction.
    expect((await auditOf(orderId)).map((entry) => [entry.action, entry.adminId])).toEqual([
      ['order.expire', null],
    ]);
  });

  /** A payment made while its buyer's account was being closed: its order id once the sandbox took it. */
  async function paidAfterClosing() {
    const { user, auth } = await createUser(ctx.app, billingAddress);
    const created = await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
    // The race's end state: the account closed while its payment page was being paid.
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
    return { user, orderId };
  }

  /** The staff's e-mails telling of the payment given back for `orderId`. */
  const automaticRefundMails = (orderId: string) =>
    ctx.app.db
      .select()
      .from(mailQueue)
      .where(
        and(eq(mailQueue.template, 'automatic-refund'), like(mailQueue.subject, `%${orderId.slice(-8)}%`)),
      );

  it('gets a payment that still arrives given back at the provider, with the shop told, and nothing sold', async () => {
    const { user, orderId } = await paidAfterClosing();
    const order = await orderRow(ctx, orderId);
    expect(order).toMatchObject({ status: 'refunded', isPaid: false, refundedCents: order.totalCents });
    const refunds = await ctx.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntent, order.stripePaymentIntentId!));
    expect(refunds.map((refund) => refund.amount)).toEqual([order.totalCents]);
    expect(await ctx.app.db.$count(invoices, eq(invoices.orderId, orderId))).toBe(0);
    expect(
      await ctx.app.db.$count(
        mailQueue,
        and(eq(mailQueue.template, 'order-confirmation'), eq(mailQueue.toAddress, user.email)),
      ),
    ).toBe(0);
    // This shop started without SUPPORT_EMAIL: its identity has no support e-mail, the default is told.
    expect((await automaticRefundMails(orderId)).map((mail) => mail.toAddress)).toEqual([
      'support@ninja-indicators.local',
    ]);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.autoRefund']);
  });

  it('tells the support e-mail saved in the back-office of a payment given back', async () => {
    await saveSupportEmail(ctx.app, 'owner@shop.example');
    try {
      const { orderId } = await paidAfterClosing();
      expect((await automaticRefundMails(orderId)).map((mail) => mail.toAddress)).toEqual([
        'owner@shop.example',
      ]);
    } finally {
      await saveSupportEmail(ctx.app, '');
    }
  });
});

describe('a restart after a crash', () => {
  it('reconciles sessions paid while their webhooks were lost, once, on two instances starting together', async () => {
    const { auth } = await createUser(ctx.app, billingAddress);
    const created = await createSession(ctx, auth, [{ product: shop.paid[1]!.id, qty: 1 }]);
    const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect((await orderRow(ctx, orderId)).status).toBe('pending');

    const env = { SCHEDULED_TASKS_ENABLED: 'true', STRIPE_WEBHOOK_SECRET: ctx.app.payments.webhookSecret };
    // Built one after the other (a slow machine would time a plugin out), started together: the reconciliation
    // runs as each starts listening.
    const instances = [
      await createModuleInstanceOn(ctx.database, modules, env),
      await createModuleInstanceOn(ctx.database, modules, env),
    ];
    try {
      await Promise.all(instances.map(({ app }) => app.listen({ port: 0, host: '127.0.0.1' })));
      await expect.poll(async () => (await orderRow(ctx, orderId)).status, { timeout: 20_000 }).toBe('paid');
      await Promise.all(instances.map(({ app }) => app.close()));
      expect(await ctx.app.db.$count(invoices, eq(invoices.orderId, orderId))).toBe(1);
      expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.pay']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
