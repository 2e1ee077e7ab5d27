import { asc, eq, gt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import type { Transaction } from '../../lib/db/client';
import { orders, products } from '../../lib/db/schema';
import type { OrderRow } from '../orders';
import type { CheckoutDeps } from './deps';
import { expireAbandonedOrders } from './expiry';
import { insertPendingOrder } from './pending-order';
import { priceLines } from './pricing';
import type { SaleTerms } from './sale-terms';
import type { OutcomeJob } from './session-outcomes';

/**
 * The scheduled clean-up built from its named parts on a database copy, without an app: the payment provider
 * is a table of sessions, and the lifecycle and the fulfilment queue record what they are asked and move the
 * order as theirs would. What a real payment then does (invoice, e-mail) is checked end to end in
 * webhook.test.ts.
 */
const world = useModuleWorld();

const frenchSale: SaleTerms = {
  vat: { mode: 'fr', rateBps: 2000, country: 'FR', reverseCharge: false },
  currency: 'eur',
};

const sessions = new Map<string, Partial<Stripe.Checkout.Session>>();
const expiredAtProvider: string[] = [];
const failedByLifecycle: string[] = [];
const submitted: OutcomeJob[] = [];
let unreadable: string | undefined;
let productId: string;

const markStatus = (
  db: Transaction | CheckoutDeps['db'],
  id: string,
  status: 'failed' | 'expired' | 'paid',
) => db.update(orders).set({ status }).where(eq(orders.id, id));

function deps(): Parameters<typeof expireAbandonedOrders>[0] {
  const { db, log } = world();
  const session = (id: string) => {
    if (id === unreadable) return Promise.reject(new Error('the provider is unreachable'));
    return Promise.resolve(sessions.get(id) as Stripe.Checkout.Session);
  };
  return {
    db,
    log,
    payments: {
      createCoupon: () => Promise.reject(new Error('no coupon here')),
      createCheckoutSession: () => Promise.reject(new Error('no new session here')),
      retrieveCheckoutSession: session,
      expireCheckoutSession: async (id) => {
        expiredAtProvider.push(id);
        sessions.set(id, { ...sessions.get(id), status: 'expired' });
        return session(id);
      },
    },
    orderLifecycle: {
      pay: () => Promise.reject(new Error('checkout pays through the fulfilment queue')),
      fail: async (tx: Transaction, locked: readonly OrderRow[]) => {
        for (const order of locked) {
          failedByLifecycle.push(order.id);
          await markStatus(tx, order.id, 'failed');
        }
        return locked.map((order) => ({ orderId: order.id, moved: true }));
      },
    } as unknown as CheckoutDeps['orderLifecycle'],
    fulfilments: {
      submit: async (job) => {
        submitted.push(job);
        if (job.outcome === 'paid' || job.outcome === 'expired') {
          await markStatus(db, job.orderId!, job.outcome);
        }
        return { orderId: job.orderId, paid: job.outcome === 'paid' };
      },
    },
  };
}

beforeAll(async () => {
  const [product] = await world()
    .db.select()
    .from(products)
    .where(gt(products.priceCents, 0))
    .orderBy(asc(products.priceCents))
    .limit(1);
  productId = product!.id;
});

/** A card order of a new buyer, created `age` ago, with a provider session in `session`'s state (or none). */
async function cardOrder(age: string, session?: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>) {
  const { db } = world();
  const user = await insertUser(db);
  const lines = await priceLines(db, [{ product: productId, qty: 1 }], 'en');
  const order = await db.transaction((tx) =>
    insertPendingOrder(tx, { userId: user.id, lines, language: 'en', terms: frenchSale }),
  );
  const sessionId = session ? `cs_test_${order.id}` : null;
  if (sessionId) sessions.set(sessionId, { id: sessionId, ...session, metadata: { orderId: order.id } });
  await db
    .update(orders)
    .set({ stripeSessionId: sessionId, createdAt: sql`now() - ${age}::interval` })
    .where(eq(orders.id, order.id));
  return { orderId: order.id, sessionId };
}

const statusOf = async (id: string) =>
  (await world().db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('expireAbandonedOrders', () => {
  it('asks the lifecycle to fail a card order left without a session after 15 minutes, not a younger one', async () => {
    const cutOff = await cardOrder('16 minutes');
    const recent = await cardOrder('5 minutes');
    const report = await expireAbandonedOrders(deps());
    expect(failedByLifecycle).toContain(cutOff.orderId);
    expect(failedByLifecycle).not.toContain(recent.orderId);
    expect(report.failed).toBe(failedByLifecycle.length);
    expect(await statusOf(recent.orderId)).toBe('pending');
  });

  it('expires an open session older than 24 h at the provider and settles it as the webhook would', async () => {
    const old = await cardOrder('24 hours 1 minute', { status: 'open', payment_status: 'unpaid' });
    const young = await cardOrder('23 hours', { status: 'open', payment_status: 'unpaid' });
    const report = await expireAbandonedOrders(deps());
    expect(report).toMatchObject({ expired: 1, paid: 0, skipped: 0 });
    expect(expiredAtProvider).toEqual([old.sessionId]);
    expect(submitted).toContainEqual(expect.objectContaining({ orderId: old.orderId, outcome: 'expired' }));
    expect(submitted.map((job) => job.orderId)).not.toContain(young.orderId);
    // Idempotent: a second run (another instance, the admin button) finds nothing left to settle.
    expect(await expireAbandonedOrders(deps())).toMatchObject({ expired: 0, paid: 0 });
    expect(expiredAtProvider).toEqual([old.sessionId]);
  });

  it('settles an old order whose payment went through but whose webhook was lost as paid, never expiring it', async () => {
    const lost = await cardOrder('25 hours', { status: 'complete', payment_status: 'paid' });
    expect(await expireAbandonedOrders(deps())).toMatchObject({ paid: 1, expired: 0 });
    expect(expiredAtProvider).not.toContain(lost.sessionId);
    expect(submitted).toContainEqual(expect.objectContaining({ orderId: lost.orderId, outcome: 'paid' }));
    expect(await statusOf(lost.orderId)).toBe('paid');
  });

  it('counts a session the provider cannot read now as skipped and leaves its order for the next run', async () => {
    const order = await cardOrder('30 hours', { status: 'open', payment_status: 'unpaid' });
    unreadable = order.sessionId!;
    try {
      expect(await expireAbandonedOrders(deps())).toMatchObject({ skipped: 1, expired: 0, paid: 0 });
      expect(await statusOf(order.orderId)).toBe('pending');
    } finally {
      unreadable = undefined;
    }
    expect(await expireAbandonedOrders(deps())).toMatchObject({ skipped: 0, expired: 1 });
  });
});
