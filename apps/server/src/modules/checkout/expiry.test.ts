import { orderListSchema, shownOrders } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
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
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders, sandboxCheckoutSessions } from '../../lib/db/schema';
import { expireAbandonedOrders } from './expiry';
import { insertPendingOrder } from './pending-order';
import type { SaleTerms } from './sale-terms';

const frenchSale: SaleTerms = {
  vat: { mode: 'fr', rateBps: 2000, country: 'FR', reverseCharge: false },
  currency: 'eur',
};

import { priceLines } from './pricing';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite((suite) => {
  ({ ctx, shop } = suite);
});

const age = (orderId: string, interval: string) =>
  ctx.app.db
    .update(orders)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(eq(orders.id, orderId));

async function openCheckout() {
  const { auth, user } = await buyer(ctx);
  const response = await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
  const { sessionUrl, orderId } = response.json() as { sessionUrl: string; orderId: string };
  return { sessionId: sessionIdOf(sessionUrl), orderId, user };
}

/** An order committed whose session creation never happened (the process died in between). */
async function sessionlessOrder() {
  const { user, auth } = await buyer(ctx);
  const lines = await priceLines(ctx.app.db, [{ product: shop.paid[0]!.id, qty: 1 }], 'en');
  const order = await ctx.app.db.transaction((tx) =>
    insertPendingOrder(tx, { userId: user.id, lines, language: 'en', terms: frenchSale }),
  );
  return { ...order, auth };
}

describe('expireAbandonedOrders', () => {
  it('fails a card order left without a session after 15 minutes, not before', async () => {
    const cutOff = await sessionlessOrder();
    const recent = await sessionlessOrder();
    await age(cutOff.id, '16 minutes');
    await age(recent.id, '5 minutes');
    const report = await expireAbandonedOrders(ctx.app);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(ctx, cutOff.id)).status).toBe('failed');
    expect((await orderRow(ctx, recent.id)).status).toBe('pending');
    // The buyer's list reports it failed and unpaid; the orders tab shows paid orders only (shownOrders).
    const mine = await ctx.app.inject({ url: '/api/orders/mine', headers: cutOff.auth });
    expect(orderListSchema.parse(mine.json())).toEqual([
      expect.objectContaining({ _id: cutOff.id, status: 'failed', isPaid: false, paidAt: null }),
    ]);
    expect(shownOrders(orderListSchema.parse(mine.json()))).toEqual([]);
  });

  it('expires a pending order and its open session after 24 h, and leaves younger ones alone', async () => {
    const old = await openCheckout();
    const young = await openCheckout();
    await age(old.orderId, '24 hours 1 minute');
    await age(young.orderId, '23 hours');
    const report = await expireAbandonedOrders(ctx.app);
    expect(report).toMatchObject({ expired: 1, paid: 0, skipped: 0 });
    expect((await orderRow(ctx, old.orderId)).status).toBe('expired');
    const [session] = await ctx.app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, old.sessionId));
    expect(session!.status).toBe('expired');
    expect((await orderRow(ctx, young.orderId)).status).toBe('pending');
    // Idempotent: a second run (another instance, the admin button) changes nothing.
    expect(await expireAbandonedOrders(ctx.app)).toMatchObject({ expired: 0, paid: 0 });
  });

  it('fulfils, once, an old order whose payment went through but whose webhook was lost', async () => {
    const lost = await openCheckout();
    ctx.app.stripeSandbox!.deliverWebhooks = false;
    try {
      expect((await payInSandbox(ctx, lost.sessionId)).statusCode).toBe(303);
    } finally {
      ctx.app.stripeSandbox!.deliverWebhooks = true;
    }
    expect((await orderRow(ctx, lost.orderId)).status).toBe('pending');
    await age(lost.orderId, '25 hours');
    expect(await expireAbandonedOrders(ctx.app)).toMatchObject({ paid: 1, expired: 0 });
    expect((await orderRow(ctx, lost.orderId)).status).toBe('paid');
    expect(await invoicesOf(ctx, lost.orderId)).toHaveLength(1);
    expect(await confirmationMails(ctx, lost.user.email)).toHaveLength(1);
  });
});

describe('the schedule', () => {
  let scheduled: TestApp;
  beforeAll(async () => {
    scheduled = await createTestApp({ MAIL_WORKER_ENABLED: 'false', SCHEDULED_TASKS_ENABLED: 'true' });
  });
  afterAll(() => scheduled.close());

  it('cleans up as soon as the server listens', async () => {
    const { user } = await createUser(scheduled.app);
    const lines = await priceLines(scheduled.app.db, [{ product: shop.paid[0]!.id, qty: 1 }], 'fr');
    const order = await scheduled.app.db.transaction((tx) =>
      insertPendingOrder(tx, { userId: user.id, lines, language: 'fr', terms: frenchSale }),
    );
    await scheduled.app.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, order.id));
    await scheduled.app.listen({ port: 0, host: '127.0.0.1' });
    const deadline = Date.now() + 10_000;
    const statusOf = async () =>
      (await scheduled.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status;
    while ((await statusOf()) === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf()).toBe('failed');
  });
});
