import { dashboardSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type AdminFixture, setupAdminSuite } from '../../../test/helpers/admin';
import type { TestApp } from '../../../test/test-app';
import { products, subscriptions } from '../../lib/db/schema';

/** The dashboard's monthly recurring revenue and churn of leases (docs/rules/leases.md), from known rows. */
let ctx: TestApp;
let admin: AdminFixture;
setupAdminSuite((suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const leaseFigures = async () => {
  const response = await ctx.app.inject({ url: '/api/admin/dashboard', headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return dashboardSchema.parse(response.json()).leases;
};

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
    const { user } = await createUser(ctx.app);
    const [product] = await ctx.app.db
      .select()
      .from(products)
      .where(eq(products.slug, 'asian-session-levels'));
    const lease = (
      plan: 'monthly' | 'yearly',
      priceCents: number,
      status: 'incomplete' | 'active' | 'past_due' | 'canceled',
      createdAt: Date,
      endedAt: Date | null = null,
    ) => ({ userId: user.id, productId: product!.id, plan, priceCents, status, createdAt, endedAt });
    await ctx.app.db.insert(subscriptions).values([
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
