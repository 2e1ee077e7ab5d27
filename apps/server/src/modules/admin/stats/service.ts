import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../lib/db/client';
import { queryRows } from '../../../lib/db/raw';

/** An arbitrary but fixed key: one instance folds at a time, the others read without waiting. */
const FOLD_LOCK_KEY = 7_302_117;

export interface StatsTotals {
  newUsers: number;
  orders: number;
  paidOrders: number;
  pendingOrders: number;
  revenueCents: number;
  paidSales: number;
  subscribers: number;
  activeSubscribers: number;
}

const sumColumns = sql`
  coalesce(sum(new_users), 0)::int AS "newUsers",
  coalesce(sum(orders), 0)::int AS "orders",
  coalesce(sum(paid_orders), 0)::int AS "paidOrders",
  coalesce(sum(pending_orders), 0)::int AS "pendingOrders",
  coalesce(sum(revenue_cents), 0)::bigint AS "revenueCents",
  coalesce(sum(paid_sales), 0)::int AS "paidSales",
  coalesce(sum(subscribers), 0)::int AS "subscribers",
  coalesce(sum(active_subscribers), 0)::int AS "activeSubscribers"`;

const counterColumns = sql.raw(
  'day, new_users, orders, paid_orders, pending_orders, revenue_cents, paid_sales, subscribers, active_subscribers',
);

/** Both tables as one: the folded days and the changes appended since. */
const allDays = sql`(
  SELECT ${counterColumns} FROM admin_daily_stats
  UNION ALL
  SELECT ${counterColumns} FROM admin_stats_changes
) AS days`;

type Row = Record<keyof StatsTotals, number | string>;
const toTotals = (row: Row | undefined): StatsTotals => ({
  newUsers: Number(row?.newUsers ?? 0),
  orders: Number(row?.orders ?? 0),
  paidOrders: Number(row?.paidOrders ?? 0),
  pendingOrders: Number(row?.pendingOrders ?? 0),
  revenueCents: Number(row?.revenueCents ?? 0),
  paidSales: Number(row?.paidSales ?? 0),
  subscribers: Number(row?.subscribers ?? 0),
  activeSubscribers: Number(row?.activeSubscribers ?? 0),
});

/**
 * Moves the appended changes into the per-day rows, unless another reader is doing it right now (then the
 * reads below still count the changes, so they stay exact).
 */
export async function foldStatsChanges(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return;
    await tx.execute(sql`
      WITH folded AS (DELETE FROM admin_stats_changes RETURNING *)
      INSERT INTO admin_daily_stats AS d (${counterColumns})
      SELECT day, sum(new_users), sum(orders), sum(paid_orders), sum(pending_orders), sum(revenue_cents),
             sum(paid_sales), sum(subscribers), sum(active_subscribers)
      FROM folded GROUP BY day
      ON CONFLICT (day) DO UPDATE SET
        new_users = d.new_users + excluded.new_users,
        orders = d.orders + excluded.orders,
        paid_orders = d.paid_orders + excluded.paid_orders,
        pending_orders = d.pending_orders + excluded.pending_orders,
        revenue_cents = d.revenue_cents + excluded.revenue_cents,
        paid_sales = d.paid_sales + excluded.paid_sales,
        subscribers = d.subscribers + excluded.subscribers,
        active_subscribers = d.active_subscribers + excluded.active_subscribers`);
  });
}

/** The counters summed over every day from `since` (a UTC date, `YYYY-MM-DD`), or over all days. */
export async function statsTotals(db: Executor, since?: string): Promise<StatsTotals> {
  const where = since ? sql`WHERE day >= ${since}::date` : sql``;
  const [row] = await queryRows<Row>(db, sql`SELECT ${sumColumns} FROM ${allDays} ${where}`);
  return toTotals(row);
}

/** The counters of each day from `since` on, oldest first; days without activity are absent. */
export async function statsByDay(db: Executor, since: string): Promise<Array<StatsTotals & { day: string }>> {
  const rows = await queryRows<Row & { day: string }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${sumColumns} FROM ${allDays}
        WHERE day >= ${since}::date GROUP BY day ORDER BY day`,
  );
  return rows.map((row) => ({ day: row.day, ...toTotals(row) }));
}

/** A UTC day as `YYYY-MM-DD`, `offsetDays` from `now`. */
export function utcDay(now: Date, offsetDays = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays));
  return day.toISOString().slice(0, 10);
}

/** The first day of `now`'s UTC month as `YYYY-MM-DD`. */
export const utcMonthStart = (now: Date): string => `${utcDay(now).slice(0, 8)}01`;
