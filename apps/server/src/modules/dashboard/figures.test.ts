import {
  adminProductStatsSchema,
  type Currency,
  type CurrencyRevenueRow,
  checkoutAnswerSchema,
  currencies,
  type Dashboard,
  dashboardSchema,
  money,
  type RecurringRevenue,
  subtractMoney,
  sumMoney,
} from '@shop/contracts';
import { inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { buyer, payInSandbox, sessionIdOf } from '../../../test/helpers/checkout';
import { checkoutWithCoupon } from '../../../test/helpers/coupons';
import { DAY, GOOD_CARD, type LeaseDriver, leaseDriver } from '../../../test/helpers/leases';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { linesOf } from '../../../test/helpers/selling';
import type { TestApp } from '../../../test/test-app';
import { orders, subscriptions } from '../../lib/db/schema';
import { catalogModule } from '../catalog';
import { checkoutModule } from '../checkout';
import { currenciesModule } from '../currencies';
import { leasesModule } from '../leases';
import { refundsModule } from '../refunds';
import { dashboardModule } from '.';

/**
 * The back-office's figures through the app and the payment sandbox: net of refunds, and in every currency
 * (docs/rules/currencies.md, docs/rules/leases.md): euro and dollar orders, refunds (one in full) and leases; each
 * currency's figures move by a sum the test makes afresh from the rows it created, with the arithmetic that
 * refuses two currencies; churn on the sandbox's advanced test clock.
 */
let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
let driver: LeaseDriver;

setupRefundSuite(
  [dashboardModule, currenciesModule, catalogModule, refundsModule, checkoutModule, leasesModule],
  (suite) => {
    ({ ctx, shop, admin } = suite);
  },
);

beforeAll(async () => {
  driver = await leaseDriver(ctx);
  const rate = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: admin.auth,
    payload: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
  });
  expect(rate.statusCode).toBe(200);
});

const dashboard = async (): Promise<Dashboard> => {
  const response = await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return dashboardSchema.parse(response.json());
};

/** An order of a new buyer in `currency`, paid at the sandbox. */
async function paidIn(productId: string, qty: number, currency: Currency): Promise<string> {
  const customer = await buyer(ctx);
  const started = await checkoutWithCoupon(ctx, customer.auth, [{ product: productId, qty }], undefined, {
    currency,
  });
  const answer = checkoutAnswerSchema.parse(started.json());
  if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
  expect((await payInSandbox(ctx, sessionIdOf(answer.url))).statusCode).toBe(303);
  return answer.orderId!;
}

async function refundOneUnit(orderId: string) {
  const [line] = await linesOf(ctx, orderId);
  const refunded = await postRefund(ctx, admin.auth, orderId, {
    reason: 'One unit back',
    lines: [{ itemId: line!.id, quantity: 1 }],
  });
  expect(refunded.statusCode).toBe(200);
}

/** One currency's figures, each amount a Money of it: what the dashboard shows side by side. */
type Figures = Omit<CurrencyRevenueRow, 'currency'> & Omit<RecurringRevenue, 'currency'>;

function figuresOf(answer: Dashboard, currency: Currency): Figures {
  const row = answer.revenueByCurrency.find((candidate) => candidate.currency === currency);
  const recurring = answer.leases.recurring.find((candidate) => candidate.currency === currency)!;
  const zero = money(0, currency);
  return {
    orders: row?.orders ?? 0,
    gross: row?.gross ?? zero,
    refunded: row?.refunded ?? zero,
    net: row?.net ?? zero,
    mrr: recurring.mrr,
    leases: recurring.leases,
  };
}

/** How far each figure moved between two answers (the arithmetic throws if a currency got mixed in). */
const moved = (after: Figures, before: Figures): Figures => ({
  orders: after.orders - before.orders,
  gross: subtractMoney(after.gross, before.gross),
  refunded: subtractMoney(after.refunded, before.refunded),
  net: subtractMoney(after.net, before.net),
  mrr: subtractMoney(after.mrr, before.mrr),
  leases: after.leases - before.leases,
});

/**
 * The same figures summed afresh from the rows this test created: its one-off orders and every period order of
 * its leases, each counted in its own currency only; the MRR from its running leases' prices.
 */
async function freshSums(orderIds: string[], leaseIds: string[], currency: Currency): Promise<Figures> {
  const rows = await ctx.app.db
    .select()
    .from(orders)
    .where(or(inArray(orders.id, orderIds), inArray(orders.subscriptionId, leaseIds)));
  const paid = rows.filter(
    (row) => row.currency === currency && ['paid', 'partially_refunded', 'refunded'].includes(row.status),
  );
  const leases = await ctx.app.db.select().from(subscriptions).where(inArray(subscriptions.id, leaseIds));
  const running = leases.filter(
    (lease) => lease.currency === currency && ['active', 'past_due'].includes(lease.status),
  );
  expect(running.every((lease) => lease.plan === 'monthly')).toBe(true);
  const gross = sumMoney(
    paid.map((row) => money(row.totalCents, row.currency)),
    currency,
  );
  const refunded = sumMoney(
    paid.map((row) => money(row.refundedCents, row.currency)),
    currency,
  );
  return {
    orders: paid.length,
    gross,
    refunded,
    net: subtractMoney(gross, refunded),
    mrr: sumMoney(
      running.map((lease) => money(lease.priceCents, lease.currency)),
      currency,
    ),
    leases: running.length,
  };
}

describe('the dashboard in every currency', () => {
  it('moves each currency’s revenue, refunds and MRR by what was sold in it, never mixing them, and measures churn on the test clock', async () => {
    const before = await dashboard();
    const product = shop.paid.find((row) => row.usdPriceCents !== null)!;

    // Orders: two units in euros, one unit refunded; in dollars one order refunded in full (money taken and
    // all given back) and one of two units with one refunded.
    const euroOrder = await paidIn(product.id, 2, 'eur');
    const dollarRefunded = await paidIn(product.id, 1, 'usd');
    const dollarPartly = await paidIn(product.id, 2, 'usd');
    await refundOneUnit(euroOrder);
    expect((await postRefund(ctx, admin.auth, dollarRefunded, { reason: 'All back' })).statusCode).toBe(200);
    await refundOneUnit(dollarPartly);

    // Leases: one in euros, two in dollars; one dollar lease is cancelled at the end of its period.
    const euroLease = await driver.subscribe(GOOD_CARD, 'monthly', undefined, 'eur');
    const dollarLease = await driver.subscribe(GOOD_CARD, 'monthly', undefined, 'usd');
    const leaving = await driver.subscribe(GOOD_CARD, 'monthly', undefined, 'usd');
    const leaseIds = [euroLease.leaseId, dollarLease.leaseId, leaving.leaseId];
    const orderIds = [euroOrder, dollarRefunded, dollarPartly];

    const during = await dashboard();
    for (const currency of currencies) {
      expect(moved(figuresOf(during, currency), figuresOf(before, currency))).toEqual(
        await freshSums(orderIds, leaseIds, currency),
      );
    }
    // What the issue saw: a dollar lease in the dollar MRR and count, a dollar order refunded in full in the
    // dollar refunds and gross.
    const dollarsMoved = moved(figuresOf(during, 'usd'), figuresOf(before, 'usd'));
    expect(dollarsMoved.leases).toBe(2);
    expect(dollarsMoved.mrr.amount).toBeGreaterThan(0);
    expect(dollarsMoved.refunded.amount).toBe(
      product.usdPriceCents! * 2, // the whole of one order, and one unit of the other
    );
    // The revenue card: each currency's net, side by side.
    expect(during.stats.revenue).toEqual(during.revenueByCurrency.map((row) => row.net));

    // The test clock moves 35 days on: the euro lease and one dollar lease renew, the cancelled one ends on the
    // clock's day, which the real clock has not reached.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/leases/${leaving.leaseId}/cancel`,
      headers: leaving.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    await driver.advanceBy(35 * DAY);
    const clock = await driver.stripe.testHelpers.testClocks.retrieve('clock_sandbox');
    const ended = await driver.leaseRow(leaving.leaseId);
    expect(ended.status).toBe('canceled');
    expect(ended.endedAt!.getTime()).toBeGreaterThan(Date.now());

    const after = await dashboard();
    for (const currency of currencies) {
      expect(moved(figuresOf(after, currency), figuresOf(before, currency))).toEqual(
        await freshSums(orderIds, leaseIds, currency),
      );
    }
    // Churn is read at the test clock's time: the lease that ended there counts, among the leases of every
    // currency running 30 days before it.
    expect(Math.abs(Date.parse(after.leases.measuredAt) / 1000 - clock.frozen_time)).toBeLessThan(60);
    const all = await ctx.app.db.select().from(subscriptions);
    const now = Date.parse(after.leases.measuredAt);
    const since = now - 30 * DAY * 1000;
    const endedInWindow = all.filter(
      (lease) => lease.endedAt && lease.endedAt.getTime() > since && lease.endedAt.getTime() <= now,
    );
    const runningThen = all.filter(
      (lease) =>
        lease.status !== 'incomplete' &&
        lease.createdAt.getTime() <= since &&
        (!lease.endedAt || lease.endedAt.getTime() > since),
    );
    expect(endedInWindow.map((lease) => lease.id)).toContain(leaving.leaseId);
    expect(runningThen.map((lease) => lease.id)).toEqual(expect.arrayContaining(leaseIds));
    expect(after.leases).toMatchObject({
      endedLast30Days: endedInWindow.length,
      activeThirtyDaysAgo: runningThen.length,
      churnPercent: Math.round((endedInWindow.length / runningThen.length) * 1000) / 10,
    });
  });
});

describe('back-office figures net of refunds', () => {
  it('takes what was given back out of the dashboard revenue and the product stats', async () => {
    const product = shop.paid[0]!;
    const stats = async () =>
      adminProductStatsSchema.parse(
        (await ctx.app.inject({ url: '/api/admin/products/stats', headers: admin.auth })).json(),
      );
    // The revenue card's euro figure, in cents (each currency has its own, never added together).
    const euroRevenue = async () =>
      (await dashboard()).stats.revenue.find((entry) => entry.currency === 'eur')?.amount ?? 0;
    const customer = await paidOrder(ctx, [{ product: product.id, qty: 2 }]);
    const [revenueBefore, statsBefore] = [await euroRevenue(), await stats()];
    const plan = (
      await ctx.app.inject({ url: `/api/admin/orders/${customer.orderId}/refunds`, headers: admin.auth })
    ).json() as {
      lines: { itemId: string }[];
    };
    await postRefund(ctx, admin.auth, customer.orderId, {
      reason: 'One unit',
      lines: [{ itemId: plan.lines[0]!.itemId, quantity: 1 }],
    });
    const unit = product.priceCents;
    expect(await euroRevenue()).toBe(revenueBefore - unit);
    const euroStats = (figures: { totalRevenue: { amount: number; currency: string }[] }) =>
      figures.totalRevenue.find((entry) => entry.currency === 'eur')?.amount ?? 0;
    expect(euroStats(await stats())).toBe(euroStats(statsBefore) - unit);
    await postRefund(ctx, admin.auth, customer.orderId, { reason: 'The rest' });
    expect(await euroRevenue()).toBe(revenueBefore - 2 * unit);
    expect((await stats()).totalSales).toBe(statsBefore.totalSales - 1);
  });
});
