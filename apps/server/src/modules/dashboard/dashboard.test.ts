import { dashboardSchema } from '@shop/contracts';
import { eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { adminStatsChanges, orders, products } from '../../lib/db/schema';
import { wallClock } from '../../lib/payments/clock';
import { statsTotals, utcDay } from '../stats';
import { loadDashboard } from './service';

/**
 * The dashboard read from the maintained summaries on a database copy, without an app (who may call its
 * route is the authorisation matrix's test). Its answer is checked against the route's contract.
 */
const world = useModuleWorld();
// The admin who reads it: one account of the shop, as in the app.
beforeAll(() => insertUser(world().db, { isAdmin: true }));

const dashboard = async () =>
  dashboardSchema.parse(await loadDashboard({ db: world().db, clock: wallClock, viesRecheckDays: 30 }));
/** The euro net revenue the revenue card shows (the seeded shop and these tests sell in euros). */
const euroRevenue = (revenue: { amount: number; currency: string }[]) =>
  revenue.find((entry) => entry.currency === 'eur')?.amount ?? 0;

/** What the dashboard must show, counted straight from the tables. */
async function counted() {
  const [row] = await world()
    .db.select({
      users: sql<number>`(SELECT count(*) FROM users)::int`,
      orders: sql<number>`(SELECT count(*) FROM orders)::int`,
      paid: sql<number>`(SELECT count(*) FROM orders WHERE is_paid)::int`,
      pending: sql<number>`(SELECT count(*) FROM orders WHERE status = 'pending')::int`,
      revenue: sql<number>`(SELECT coalesce(sum(total_cents - refunded_cents), 0) FROM orders
        WHERE is_paid AND currency = 'eur')::int`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row!;
}

describe('the dashboard', () => {
  it('matches counts taken from the tables, through inserts, payments, un-payments and deletions', async () => {
    const [product] = await world().db.select().from(products).where(gt(products.priceCents, 0)).limit(1);
    const customer = await insertUser(world().db);
    const placed = await world()
      .db.insert(orders)
      .values([1, 2, 3].map(() => ({ userId: customer.id, totalCents: product!.priceCents })))
      .returning();
    await world()
      .db.update(orders)
      .set({ status: 'paid', isPaid: true, paidAt: new Date() })
      .where(eq(orders.id, placed[0]!.id));
    await world().db.update(orders).set({ isDelivered: true }).where(eq(orders.id, placed[0]!.id));
    await world().db.update(orders).set({ status: 'expired' }).where(eq(orders.id, placed[1]!.id));

    const first = await dashboard();
    const expected = await counted();
    expect(first.stats.users.total).toBe(expected.users);
    expect(first.stats.orders).toEqual({
      total: expected.orders,
      completed: expected.paid,
      pending: expected.pending,
    });
    expect(euroRevenue(first.stats.revenue)).toBe(expected.revenue);
    expect(first.stats.users.newToday).toBeGreaterThanOrEqual(2);

    // Unpaid again, deleted: the summary follows.
    await world()
      .db.update(orders)
      .set({ status: 'pending', isPaid: false, paidAt: null })
      .where(eq(orders.id, placed[0]!.id));
    await world().db.delete(orders).where(eq(orders.id, placed[2]!.id));
    const second = await dashboard();
    const after = await counted();
    expect(second.stats.orders).toEqual({
      total: after.orders,
      completed: after.paid,
      pending: after.pending,
    });
    expect(euroRevenue(second.stats.revenue)).toBe(after.revenue);
  });

  it('charts the last 30 UTC days, oldest first, with today holding the orders and revenue of today', async () => {
    const customer = await insertUser(world().db);
    const before = (await dashboard()).daily.at(-1)!;
    await world().db.insert(orders).values({
      userId: customer.id,
      totalCents: 1250,
      status: 'paid',
      isPaid: true,
      paidAt: new Date(),
    });
    const { daily } = await dashboard();
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)!.day).toBe(utcDay(new Date()));
    expect(daily[0]!.day).toBe(utcDay(new Date(), -29));
    expect(daily.at(-1)!.orders).toBe(before.orders + 1);
    expect(daily.at(-1)!.revenue).toEqual({ amount: before.revenue.amount + 1250, currency: 'eur' });
  });

  it('lists the 5 latest orders with their customer and the 5 latest users with the admin flag', async () => {
    const customer = await insertUser(world().db, { name: 'Recent Buyer' });
    const [order] = await world()
      .db.insert(orders)
      .values({ userId: customer.id, totalCents: 990 })
      .returning();
    const newest = await insertUser(world().db, { isAdmin: true, name: 'Newest Admin' });
    const { recentOrders, recentUsers } = await dashboard();
    expect(recentOrders).toHaveLength(Math.min(5, await world().db.$count(orders)));
    expect(recentOrders[0]).toMatchObject({
      _id: order!.id,
      user: { name: 'Recent Buyer', email: customer.email },
      totalPrice: { amount: 990, currency: 'eur' },
      refundedPrice: { amount: 0, currency: 'eur' },
      isPaid: false,
    });
    expect(recentUsers).toHaveLength(5);
    expect(recentUsers[0]).toMatchObject({ _id: newest.id, isAdmin: true, name: 'Newest Admin' });
  });

  it('reads without folding: the changes stay for the background task', async () => {
    await insertUser(world().db);
    const changes = await world().db.$count(adminStatsChanges);
    expect(changes).toBeGreaterThan(0);
    const { stats } = await dashboard();
    expect(stats.users.total).toBe((await statsTotals(world().db)).newUsers);
    expect(await world().db.$count(adminStatsChanges)).toBe(changes);
  });
});
