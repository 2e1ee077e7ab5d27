import { type Dashboard, money } from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { licenceRequests, users } from '../../lib/db/schema';
import type { LeaseClock } from '../../lib/payments/clock';
import { paymentReminderStats } from '../checkout';
import { leaseMetrics } from '../leases';
import { selectOrderSummaries, type ViesRecheckDays } from '../order-lifecycle';
import { revenueGroups, statsByDay, statsTotalsSince, utcDay, utcMonthStart } from '../stats';
import { revenueByCoupon } from './coupon-revenue';
import { fullyRefundedOrders, revenueByCurrency } from './currency-revenue';
import { revenueByVat } from './vat-revenue';

const CHART_DAYS = 30;
const RECENT_ROWS = 5;

/**
 * The dashboard, read-only: totals from the maintained daily summary (a few hundred rows, whatever the
 * history), the last 30 days, the latest orders and users through their creation-date indexes, the invoiced
 * revenue by VAT rate and country, the revenue by coupon and by currency (euros and dollars apart, every amount
 * a Money) from the maintained revenue groups, and the leases' recurring revenue per currency and churn on the
 * lease clock (`clock`: the sandbox's test clock when it runs), and the payment reminders sent and recovered per
 * currency (docs/rules/checkout.md). The stats module folds the summaries' appended
 * changes in the background. The chart and the user counts stay on the shop's own clock (`now`).
 */
export async function loadDashboard(
  deps: { db: Database; clock: LeaseClock } & ViesRecheckDays,
  now = new Date(),
): Promise<Dashboard> {
  const { db } = deps;
  const firstChartDay = utcDay(now, 1 - CHART_DAYS);
  const [
    [all, month, today],
    days,
    [pendingLicences],
    recentOrders,
    recentUsers,
    revenue,
    refunded,
    leases,
    paymentReminders,
  ] = await Promise.all([
    statsTotalsSince(db, [undefined, utcMonthStart(now), utcDay(now)]),
    statsByDay(db, firstChartDay),
    db.select({ value: count() }).from(licenceRequests).where(eq(licenceRequests.status, 'pending')),
    selectOrderSummaries(db, { limit: RECENT_ROWS, viesRecheckDays: deps.viesRecheckDays }),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(RECENT_ROWS),
    revenueGroups(db),
    fullyRefundedOrders(db),
    leaseMetrics(deps),
    paymentReminderStats(db),
  ]);
  const byCurrency = revenueByCurrency(revenue, refunded);
  const byDay = new Map(days.map((day) => [day.day, day]));
  return {
    stats: {
      users: { total: all.newUsers, newToday: today.newUsers, newThisMonth: month.newUsers },
      orders: { total: all.orders, completed: all.paidOrders, pending: all.pendingOrders },
      revenue: byCurrency.map((row) => row.net),
      licenseRequests: { pending: pendingLicences?.value ?? 0 },
    },
    revenueByVat: revenueByVat(revenue),
    revenueByCoupon: revenueByCoupon(revenue),
    revenueByCurrency: byCurrency,
    leases,
    paymentReminders,
    daily: Array.from({ length: CHART_DAYS }, (_, index) => {
      const day = utcDay(now, index + 1 - CHART_DAYS);
      const stats = byDay.get(day);
      return { day, orders: stats?.orders ?? 0, revenue: money(stats?.revenueCents ?? 0, 'eur') };
    }),
    recentOrders,
    recentUsers: recentUsers.map((user) => ({
      _id: user.id,
      name: user.name,
      email: user.email,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt.toISOString(),
    })),
  };
}
