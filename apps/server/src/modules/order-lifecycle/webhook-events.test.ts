import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer, type Catalogue, createSession, invoicesOf, orderRow } from '../../../test/helpers/checkout';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { deliverDueWebhooks, recordedEvents, startReceiver } from '../../../test/helpers/webhooks';
import type { TestApp } from '../../../test/test-app';
import { orderItems, webhookEndpoints } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { refundsModule } from '../refunds';
import { webhooksModule } from '../webhooks';
import { orderLifecycleModule } from '.';

/**
 * The order lifecycle's events for the owner's tools (docs/rules/webhooks.md): `order.paid` when an order
 * becomes paid and `order.refunded` for each recorded refund, each in the transaction that moved the order;
 * a paid order's event reaches a receiver on the loopback, signed so `standardwebhooks` verifies it.
 */
let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
// The card checkout pays, the admin's refunds refund; the lifecycle reads the licences and leases it revokes.
const modules = [
  refundsModule,
  checkoutModule,
  orderLifecycleModule,
  licencesModule,
  leasesModule,
  webhooksModule,
];
setupRefundSuite(modules, (suite) => {
  ({ ctx, shop, admin } = suite);
});
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
beforeAll(async () => {
  receiver = await startReceiver();
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: admin.auth,
    payload: { url: receiver.url, events: ['order.paid', 'order.refunded'], allowPrivateAddresses: true },
  });
  expect(created.statusCode).toBe(201);
  secret = (created.json() as { secret: string }).secret;
});
afterAll(async () => {
  await ctx.app.db.delete(webhookEndpoints);
  await receiver.close();
});

const eventsOf = async (type: 'order.paid' | 'order.refunded', orderId: string) =>
  (await recordedEvents(ctx.app.db, [type])).filter((event) => event.data.orderId === orderId);

describe('order.paid', () => {
  it('is recorded with the paid order, its invoice number and lines, and reaches the receiver signed', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }], 'en');
    const [invoice] = await invoicesOf(ctx, customer.orderId);
    const order = await orderRow(ctx, customer.orderId);
    const [event] = await eventsOf('order.paid', customer.orderId);
    expect(event).toEqual({
      type: 'order.paid',
      timestamp: expect.any(String),
      data: {
        orderId: customer.orderId,
        invoiceNumber: invoice!.number,
        customer: { userId: customer.user.id, email: customer.user.email },
        total: { amount: order.totalCents, currency: 'eur' },
        lines: [
          {
            productId: product.id,
            name: expect.any(String),
            quantity: 2,
            amount: { amount: product.priceCents * 2, currency: 'eur' },
          },
        ],
        paidAt: order.paidAt!.toISOString(),
      },
    });

    const before = receiver.received.length;
    await deliverDueWebhooks(ctx.app);
    const sent = receiver.received.slice(before);
    expect(sent).toHaveLength(1);
    const verified = new Webhook(secret).verify(sent[0]!.body, sent[0]!.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'order.paid', data: { orderId: customer.orderId } });
  });

  it('is not recorded by a payment rolled back, nor again for a payment reported twice', async () => {
    const customer = await buyer(ctx);
    const created = await createSession(ctx, customer.auth, [{ product: shop.paid[0]!.id, qty: 1 }], 'en');
    const { orderId } = created.json() as { orderId: string };
    const pending = await orderRow(ctx, orderId);
    const rolledBack = ctx.app.db.transaction(async (tx) => {
      await ctx.app.orderLifecycle.pay(tx, [{ order: pending, paymentIntentId: null }], null);
      throw new Error('the caller fails after the payment');
    });
    await expect(rolledBack).rejects.toThrow('the caller fails');
    expect(await eventsOf('order.paid', orderId)).toEqual([]);

    const paid = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
    const order = await orderRow(ctx, paid.orderId);
    await ctx.app.db.transaction((tx) =>
      ctx.app.orderLifecycle.pay(tx, [{ order, paymentIntentId: order.stripePaymentIntentId }], null),
    );
    expect(await eventsOf('order.paid', paid.orderId)).toHaveLength(1);
  });
});

describe('order.refunded', () => {
  it('is recorded for a partial then a full refund, and not for a refused one', async () => {
    const product = shop.paid[0]!;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }], 'en');
    const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, customer.orderId));
    const tooMany = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'Three seats',
      lines: [{ itemId: line!.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await eventsOf('order.refunded', customer.orderId)).toEqual([]);

    const partial = await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One seat',
      lines: [{ itemId: line!.id, quantity: 1 }],
    });
    expect(partial.statusCode).toBe(200);
    const rest = await postRefund(ctx, admin.auth, customer.orderId, { reason: 'The rest' });
    expect(rest.statusCode).toBe(200);
    const events = await eventsOf('order.refunded', customer.orderId);
    const refunded = (full: boolean) => ({
      orderId: customer.orderId,
      refundId: expect.any(String),
      amount: { amount: product.priceCents, currency: 'eur' },
      full,
      refundedAt: expect.any(String),
    });
    expect(events.map((event) => event.data)).toEqual(
      expect.arrayContaining([refunded(false), refunded(true)]),
    );
    expect(events).toHaveLength(2);
  });
});
