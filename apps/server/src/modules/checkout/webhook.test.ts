import { orderListSchema, shownOrders } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
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
  postWebhook,
  sessionIdOf,
  setupCheckoutSuite,
  signedEvent,
} from '../../../test/helpers/checkout';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { invoices, orders, processedWebhookEvents } from '../../lib/db/schema';
import { checkoutModule } from '.';
import { expireAbandonedOrders } from './expiry';
import { insertPendingOrder } from './pending-order';
import { priceLines } from './pricing';
import type { SaleTerms } from './sale-terms';
import { checkoutJourneyModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite(checkoutJourneyModules, (suite) => {
  ({ ctx, shop } = suite);
});

async function openSession(auth: Record<string, string>) {
  const response = await createSession(ctx, auth, [{ product: shop.paid[0]!.id, qty: 1 }]);
  const { sessionUrl, orderId } = response.json() as { sessionUrl: string; orderId: string };
  return { sessionId: sessionIdOf(sessionUrl), orderId };
}

const sessionObject = (sessionId: string, orderId: string, paymentStatus = 'paid') => ({
  id: sessionId,
  payment_status: paymentStatus,
  status: paymentStatus === 'paid' ? 'complete' : 'open',
  metadata: { orderId },
  client_reference_id: orderId,
  payment_intent: 'pi_test_123',
});

describe('POST /api/checkout/webhook', () => {
  it('refuses a tampered payload, a wrong secret or no signature with 400, and changes nothing', async () => {
    const { auth } = await buyer(ctx);
    const { sessionId, orderId } = await openSession(auth);
    const event = {
      id: 'evt_tampered',
      type: 'checkout.session.completed',
      session: sessionObject(sessionId, orderId),
    };
    const { payload, signature } = signedEvent(ctx, event);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    for (const response of [
      await postWebhook(ctx, tampered, signature),
      await postWebhook(ctx, payload, signedEvent(ctx, event, 'whsec_not_the_secret').signature),
      await postWebhook(ctx, payload),
      await postWebhook(ctx, payload, 't=1,v1=deadbeef'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('checkout.invalidSignature');
    }
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'pending', isPaid: false });
    expect(
      await ctx.app.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, 'evt_tampered')),
    ).toHaveLength(0);
    // The genuine delivery is then accepted.
    expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    expect((await orderRow(ctx, orderId)).isPaid).toBe(true);
  });

  it('fulfils once when the same event arrives ten times at once and late events arrive out of order', async () => {
    const { auth, user } = await buyer(ctx);
    const { sessionId, orderId } = await openSession(auth);
    const completed = signedEvent(ctx, {
      id: 'evt_dup_completed',
      type: 'checkout.session.completed',
      session: sessionObject(sessionId, orderId),
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postWebhook(ctx, completed.payload, completed.signature)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const late = [
      {
        id: 'evt_late_expired',
        type: 'checkout.session.expired',
        session: sessionObject(sessionId, orderId, 'unpaid'),
      },
      {
        id: 'evt_late_failed',
        type: 'checkout.session.async_payment_failed',
        session: sessionObject(sessionId, orderId, 'unpaid'),
      },
      {
        id: 'evt_late_succeeded',
        type: 'checkout.session.async_payment_succeeded',
        session: sessionObject(sessionId, orderId),
      },
    ];
    for (const event of late) {
      const { payload, signature } = signedEvent(ctx, event);
      expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    }
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'paid', isPaid: true });
    expect(await invoicesOf(ctx, orderId)).toHaveLength(1);
    expect(await confirmationMails(ctx, user.email)).toHaveLength(1);
  });

  it('keeps a completed-but-unpaid session pending until the async payment succeeds, and expires unpaid ones', async () => {
    const { auth } = await buyer(ctx);
    const { sessionId, orderId } = await openSession(auth);
    const deliver = (id: string, type: string, status: string) => {
      const { payload, signature } = signedEvent(ctx, {
        id,
        type,
        session: sessionObject(sessionId, orderId, status),
      });
      return postWebhook(ctx, payload, signature);
    };
    await deliver('evt_async_completed', 'checkout.session.completed', 'unpaid');
    expect((await orderRow(ctx, orderId)).status).toBe('pending');
    await deliver('evt_async_ok', 'checkout.session.async_payment_succeeded', 'paid');
    expect((await orderRow(ctx, orderId)).status).toBe('paid');

    const other = await openSession(auth);
    const expired = await ctx.app.payments.expireCheckoutSession(other.sessionId);
    expect(expired.status).toBe('expired');
    expect(await orderRow(ctx, other.orderId)).toMatchObject({ status: 'expired', isPaid: false });
  });

  it('ignores a session whose id does not match the order it names', async () => {
    const { auth } = await buyer(ctx);
    const { orderId } = await openSession(auth);
    const { payload, signature } = signedEvent(ctx, {
      id: 'evt_forged_session',
      type: 'checkout.session.completed',
      session: sessionObject('cs_test_someone_else', orderId),
    });
    expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    expect((await orderRow(ctx, orderId)).isPaid).toBe(false);
  });
});

describe('invoice numbers under concurrency', () => {
  it('gives 50 concurrent paid checkouts 50 distinct consecutive numbers', { timeout: 120_000 }, async () => {
    // Fifty buyers: one buyer's checkouts of the same cart share one open session.
    const sessions = [];
    for (let index = 0; index < 50; index += 1) sessions.push(await openSession((await buyer(ctx)).auth));
    const paid = await Promise.all(sessions.map(({ sessionId }) => payInSandbox(ctx, sessionId)));
    expect(paid.every((response) => response.statusCode === 303)).toBe(true);
    const rows = await ctx.app.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          sessions.map((session) => session.orderId),
        ),
      );
    expect(rows).toHaveLength(50);
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(new Set(rows.map((row) => row.number)).size).toBe(50);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => sequences[0]! + index));
    // No gap with the invoices issued before either: the sequence runs 1..N over the whole year.
    const all = (await ctx.app.db.select({ sequence: invoices.sequence }).from(invoices)).map(
      (row) => row.sequence,
    );
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });
});

const frenchSale: SaleTerms = {
  vat: { mode: 'fr', rateBps: 2000, country: 'FR', reverseCharge: false },
  currency: 'eur',
};

const age = (orderId: string, interval: string) =>
  ctx.app.db
    .update(orders)
    .set({ createdAt: sql`now() - ${interval}::interval` })
    .where(eq(orders.id, orderId));

/** The clean-up's rules are module tests (expiry.test.ts); here, what the buyer and the shop then see. */
describe('checkouts whose webhook never came, cleaned up (expiry.ts)', () => {
  it("fails a card order whose session creation was cut off, which the buyer's list shows failed", async () => {
    const { user, auth } = await buyer(ctx);
    const lines = await priceLines(ctx.app.db, [{ product: shop.paid[0]!.id, qty: 1 }], 'en');
    const cutOff = await ctx.app.db.transaction((tx) =>
      insertPendingOrder(tx, { userId: user.id, lines, language: 'en', terms: frenchSale }),
    );
    await age(cutOff.id, '16 minutes');
    expect((await expireAbandonedOrders(ctx.app)).failed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(ctx, cutOff.id)).status).toBe('failed');
    // The buyer's list reports it failed and unpaid; the orders tab shows paid orders only (shownOrders).
    const mine = await ctx.app.inject({ url: '/api/orders/mine', headers: auth });
    expect(orderListSchema.parse(mine.json())).toEqual([
      expect.objectContaining({ _id: cutOff.id, status: 'failed', isPaid: false, paidAt: null }),
    ]);
    expect(shownOrders(orderListSchema.parse(mine.json()))).toEqual([]);
  });

  it('fulfils, once, an old order whose payment went through but whose webhook was lost', async () => {
    const { auth, user } = await buyer(ctx);
    const lost = await openSession(auth);
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
    expect(await confirmationMails(ctx, user.email)).toHaveLength(1);
  });
});

describe('the abandoned-checkout schedule', () => {
  let scheduled: TestApp;
  beforeAll(async () => {
    scheduled = await createModuleTestApp([checkoutModule], {
      MAIL_WORKER_ENABLED: 'false',
      SCHEDULED_TASKS_ENABLED: 'true',
    });
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
