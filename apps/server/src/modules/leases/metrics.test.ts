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

const leaseFigures = () => leaseMetrics(world().db);

describe('the dashboard’s lease figures', () => {
  it('are zero, and churn unknown, without leases', async () => {
    expect(await leaseFigures()).toEqual({
      mrr: 0,
      recurring: 0,
      endedLast30Days: 0,
      activeThirtyDaysAgo: 0,
      churnPercent: null,
    });
  });

  it('count active and past-due leases, a yearly plan as a twelfth, and churn over the last 30 days', async () => {
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
    ) => ({ userId: user.id, productId: product!.id, plan, priceCents, status, createdAt, endedAt });
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
      ]);
    expect(await leaseFigures()).toEqual({
      // 900 + 9000/12 + 1001/12 = 1733.42 cents
      mrr: 17.33,
      recurring: 3,
      endedLast30Days: 2,
      activeThirtyDaysAgo: 3,
      churnPercent: 66.7,
    });
  });
});
