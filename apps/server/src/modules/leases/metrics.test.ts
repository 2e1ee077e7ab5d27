import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { products, subscriptions } from '../../lib/db/schema';
import { leaseMetrics } from './metrics';

/**
 * The dashboard's monthly recurring revenue and churn of leases (docs/rules/leases.md), from known rows on a
 * database copy; that the dashboard carries them is the dashboard's own test (dashboard.test.ts).
 */
const world = useModuleWorld();

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** The figures at a lease clock `aheadDays` past the real time (a test clock moved forward). */
const leaseFigures = (aheadDays = 0) => {
  const now = new Date(Date.now() + aheadDays * DAY_MS);
  return leaseMetrics({ db: world().db, clock: { now: async () => now } });
};
const none = (currency: 'eur' | 'usd') => ({ currency, leases: 0, mrr: { amount: 0, currency } });

describe('the dashboard’s lease figures', () => {
  it('are zero, and churn unknown, without leases', async () => {
    expect(await leaseFigures()).toEqual({
      recurring: [none('eur'), none('usd')],
      endedLast30Days: 0,
      activeThirtyDaysAgo: 0,
      churnPercent: null,
      measuredAt: expect.any(String),
    });
  });

  it('count active and past-due leases per currency, a yearly plan as a twelfth, and churn over the last 30 days', async () => {
    const user = await insertUser(world().db);
    const [product] = await world()
      .db.select()
      .from(products)
      .where(eq(products.slug, 'asian-session-levels'));
    const lease = (
      plan: 'monthly' | 'yearly',
      priceCents: number,
      status: 'incomplete' | 'active' | 'past_due' | 'canceled',
      createdAt: Date,
      endedAt: Date | null = null,
      currency: 'eur' | 'usd' = 'eur',
    ) => ({
      userId: user.id,
      productId: product!.id,
      plan,
      priceCents,
      status,
      createdAt,
      endedAt,
      currency,
    });
    await world()
      .db.insert(subscriptions)
      .values([
        // Running for two months: 9,00 € a month, and running 30 days ago.
        lease('monthly', 900, 'active', daysAgo(60)),
        // A yearly 90,00 € lease in its grace period, opened 10 days ago: 7,50 € a month.
        lease('yearly', 9000, 'past_due', daysAgo(10)),
        // 10,01 € a year: 0,834… € a month, rounded once with the rest; running 30 days ago.
        lease('yearly', 1001, 'active', daysAgo(45)),
        // Ended 5 days ago after three months: churned, and running 30 days ago.
        lease('monthly', 1000, 'canceled', daysAgo(90), daysAgo(5)),
        // Opened and ended within the 30 days: churned, not running 30 days ago.
        lease('monthly', 500, 'canceled', daysAgo(20), daysAgo(2)),
        // Ended 40 days ago: neither.
        lease('yearly', 1000, 'canceled', daysAgo(100), daysAgo(40)),
        // A checkout never paid: nothing.
        lease('monthly', 700, 'incomplete', daysAgo(60)),
        // In dollars: 40,50 $US a month and 120,00 $US a year, in their own figure; running 30 days ago.
        lease('monthly', 4050, 'active', daysAgo(40), null, 'usd'),
        lease('yearly', 12000, 'past_due', daysAgo(5), null, 'usd'),
      ]);
    expect(await leaseFigures()).toEqual({
      recurring: [
        // 900 + 9000/12 + 1001/12 = 1733.42 cents
        { currency: 'eur', leases: 3, mrr: { amount: 1733, currency: 'eur' } },
        // 4050 + 12000/12 = 5050 cents, never added to the euros
        { currency: 'usd', leases: 2, mrr: { amount: 5050, currency: 'usd' } },
      ],
      endedLast30Days: 2,
      activeThirtyDaysAgo: 4,
      churnPercent: 50,
      measuredAt: expect.any(String),
    });
  });

  it('measure churn at the lease clock’s time, not the real one', async () => {
    // The rows above, seen from a test clock 20 days ahead: the window runs from 10 days ago to 20 days ahead.
    // The ends of 5 and 2 days ago are in it; running 10 days ago: the four of the real clock's count, the
    // yearly euro lease opened 10 days ago and the one that ended 2 days ago (not the dollar lease of 5 days).
    const ahead = await leaseFigures(20);
    expect(ahead.measuredAt.slice(0, 10)).toBe(new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10));
    expect([ahead.endedLast30Days, ahead.activeThirtyDaysAgo, ahead.churnPercent]).toEqual([2, 6, 33.3]);
    // 40 days ahead: both ends left the window, and the five running leases were all open 10 days ahead.
    const later = await leaseFigures(40);
    expect([later.endedLast30Days, later.activeThirtyDaysAgo, later.churnPercent]).toEqual([0, 5, 0]);
  });
});
