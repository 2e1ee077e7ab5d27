import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { paidSessionEvent } from '../../../../../scripts/stripe-events.mjs';
import {
  buyer,
  type Catalogue,
  catalogue,
  confirmationMails,
  createCheckoutTestApp,
  createSession,
  postWebhook,
  sessionIdOf,
} from '../../../test/helpers/checkout';
import { createModuleInstanceOn } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { invoiceCounters, invoices, orders } from '../../lib/db/schema';
import { invoiceYear } from '../invoices';
import { checkoutModule } from '.';

/**
 * The per-instance cap on fulfilments (FULFILMENT_CONCURRENCY): webhooks beyond it wait their turn and are
 * answered once their payment is committed; none is dropped or applied twice, and closing waits for them.
 */
let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createCheckoutTestApp([checkoutModule], { FULFILMENT_CONCURRENCY: '2' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

/**
 * `count` buyers with an open card checkout each on `on`'s database, and the `checkout.session.completed`
 * event of each, signed with `secret`.
 */
async function openCheckouts(count: number, secret = ctx.app.payments.webhookSecret, on = ctx) {
  const products = on === ctx ? shop : await catalogue(on);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { auth, user } = await buyer(on);
      const created = await createSession(on, auth, [
        { product: products.paid[index % products.paid.length]!.id, qty: 1 },
      ]);
      const { sessionUrl, orderId } = created.json() as { sessionUrl: string; orderId: string };
      const event = paidSessionEvent({ sessionId: sessionIdOf(sessionUrl), orderId, secret });
      return { orderId, email: user.email, event };
    }),
  );
}

/**
 * Watches the queue from inside and holds every batch at a gate until `release()`, so the deliveries really
 * overlap (PGlite otherwise finishes each before the next is read). `arrived` settles once `expected`
 * deliveries have been submitted; `seen` has the most transactions running at once, whether any delivery
 * had to wait, and the largest batch applied.
 */
function gate(limit: TestApp['app']['fulfilments'], expected: number) {
  const seen = { peak: 0, queued: false, largestBatch: 0 };
  let calls = 0;
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const open = new Promise<void>((resolve) => (release = resolve));
  const submit = limit.submit.bind(limit);
  limit.submit = (job) => {
    seen.queued ||= limit.running >= limit.limit;
    const result = submit(job);
    if (++calls === expected) arrive();
    return result;
  };
  const runBatch = limit.runBatch;
  limit.runBatch = async (jobs) => {
    seen.peak = Math.max(seen.peak, limit.running);
    seen.largestBatch = Math.max(seen.largestBatch, jobs.length);
    await open;
    return runBatch(jobs);
  };
  return { seen, arrived, release };
}

describe('fulfilment queue', () => {
  it('applies every delivery once, two transactions at a time, the waiting ones together, answering each after its commit', async () => {
    const checkouts = await openCheckouts(10);
    // Each event delivered twice, interleaved as Stripe's retries may be.
    const deliveries = [...checkouts, ...checkouts.toReversed()].map(({ event }) => event);
    const { seen, arrived, release } = gate(ctx.app.fulfilments, deliveries.length);
    const answered = Promise.all(
      deliveries.map(({ payload, signature }) => postWebhook(ctx, payload, signature)),
    );
    await arrived;
    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('shop_fulfilments{state="running"} 2');
    expect(metrics).toContain(`shop_fulfilments{state="queued"} ${deliveries.length - 2}`);
    release();
    const responses = await answered;
    expect(responses.map((response) => response.statusCode)).toEqual(deliveries.map(() => 200));
    // The first two deliveries ran alone; the 18 that waited were applied together by the next free slot.
    expect(seen).toEqual({ peak: 2, queued: true, largestBatch: deliveries.length - 2 });

    const ids = checkouts.map(({ orderId }) => orderId);
    const paid = await ctx.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(paid.map((order) => order.status)).toEqual(ids.map(() => 'paid'));
    const issued = await ctx.app.db.select().from(invoices).where(inArray(invoices.orderId, ids));
    expect(issued).toHaveLength(10);
    const sequences = issued.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, index) => sequences[0]! + index));
    for (const { email } of checkouts) expect(await confirmationMails(ctx, email)).toHaveLength(1);
  });

  it('closing an instance waits for the deliveries still queued, which are all applied and answered', async () => {
    const instance = await createModuleInstanceOn(ctx.database, [checkoutModule], {
      FULFILMENT_CONCURRENCY: '1',
    });
    const checkouts = await openCheckouts(6, instance.app.payments.webhookSecret);
    const { arrived, release } = gate(instance.app.fulfilments, checkouts.length);
    const answered = checkouts.map(({ event }) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      }),
    );
    await arrived;
    const ids = checkouts.map(({ orderId }) => orderId);
    const paidOrders = async () =>
      (await ctx.app.db.select().from(orders).where(inArray(orders.id, ids))).filter(
        (order) => order.status === 'paid',
      ).length;
    let closed = false;
    const closing = instance.close().then(async () => {
      closed = true;
      return paidOrders();
    });
    // Closing takes a few turns of the event loop; with deliveries held in the queue it waits for them.
    for (let turn = 0; turn < 2000 && !closed; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    // Closed only once every queued payment was committed.
    expect(await closing).toBe(ids.length);
    const responses = await Promise.all(answered);
    expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
  });

  it('applies a batch that fails one outcome at a time, so only the outcome that cannot be applied fails', async () => {
    const own = await createCheckoutTestApp([checkoutModule], { FULFILMENT_CONCURRENCY: '1' });
    onTestFinished(() => own.close());
    const checkouts = await openCheckouts(4, own.app.payments.webhookSecret, own);
    // Three numbers left this year: the first delivery runs alone and takes one; the batch of the three that
    // waited needs three and fails whole, then each is applied alone: two pay, the last cannot be invoiced.
    await own.app.db
      .insert(invoiceCounters)
      .values({ year: invoiceYear(new Date()), lastSequence: 999_996 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSequence: 999_996 } });
    const { seen, arrived, release } = gate(own.app.fulfilments, checkouts.length);
    const answered = Promise.all(
      checkouts.map(({ event }) => postWebhook(own, event.payload, event.signature)),
    );
    await arrived;
    release();
    const responses = await answered;
    expect(seen.largestBatch).toBe(3);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.toSorted()).toEqual([200, 200, 200, 500]);
    // Stripe delivers the refused one again later; until then it stays pending, without an invoice.
    const refused = statuses.indexOf(500);

    const ids = checkouts.map(({ orderId }) => orderId);
    const rows = await own.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(ids.map((id) => rows.find((order) => order.id === id)?.status)).toEqual(
      ids.map((_, index) => (index === refused ? 'pending' : 'paid')),
    );
    const issued = await own.app.db.select().from(invoices).where(inArray(invoices.orderId, ids));
    expect(issued.map((invoice) => invoice.sequence).sort()).toEqual([999_997, 999_998, 999_999]);
    expect(issued.find((invoice) => invoice.orderId === ids[refused])).toBeUndefined();
    const mails = await Promise.all(checkouts.map(({ email }) => confirmationMails(own, email)));
    expect(mails.map((sent) => sent.length)).toEqual(ids.map((_, index) => (index === refused ? 0 : 1)));
  });
});
