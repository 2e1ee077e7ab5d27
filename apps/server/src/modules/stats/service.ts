import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { type ListTotal, pageWindow, planPage, readPage } from '../../lib/pagination';
import { foldRevenueChanges } from './revenue';

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
  licenceRequests: number;
}

/** Each counter: its name in `StatsTotals`, its column, and the SQL type its sum is read as. */
const COUNTERS: [keyof StatsTotals, string, 'int' | 'bigint'][] = [
  ['newUsers', 'new_users', 'int'],
  ['orders', 'orders', 'int'],
  ['paidOrders', 'paid_orders', 'int'],
  ['pendingOrders', 'pending_orders', 'int'],
  ['revenueCents', 'revenue_cents', 'bigint'],
  ['paidSales', 'paid_sales', 'int'],
  ['subscribers', 'subscribers', 'int'],
  ['activeSubscribers', 'active_subscribers', 'int'],
  ['licenceRequests', 'licence_requests', 'int'],
];

/** The sum of every counter, over the days from `since` on (all days without it), named `<counter><suffix>`. */
const sumColumns = (since?: string, suffix = '') =>
  sql.join(
    COUNTERS.map(([name, column, type]) => {
      const filter = since ? sql` FILTER (WHERE day >= ${since}::date)` : sql``;
      return sql`coalesce(sum(${sql.raw(column)})${filter}, 0)::${sql.raw(type)} AS ${sql.raw(`"${name}${suffix}"`)}`;
    }),
    sql`, `,
  );

const counterColumns = sql.raw(
  'day, new_users, orders, paid_orders, pending_orders, revenue_cents, paid_sales, subscribers, active_subscribers, licence_requests',
);

/** Both tables as one: the folded days and the changes appended since. */
const allDays = sql`(
  SELECT ${counterColumns} FROM admin_daily_stats
  UNION ALL
  SELECT ${counterColumns} FROM admin_stats_changes
) AS days`;

type Row = Record<string, number | string>;
const toTotals = (row: Row | undefined, suffix = ''): StatsTotals =>
  Object.fromEntries(
    COUNTERS.map(([name]) => [name, Number(row?.[`${name}${suffix}`] ?? 0)]),
  ) as unknown as StatsTotals;

/**
 * Moves the appended changes into the per-day rows and the revenue groups, unless another reader is doing it right now (then the
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
             sum(paid_sales), sum(subscribers), sum(active_subscribers), sum(licence_requests)
      FROM folded GROUP BY day
      ON CONFLICT (day) DO UPDATE SET
        new_users = d.new_users + excluded.new_users,
        orders = d.orders + excluded.orders,
        paid_orders = d.paid_orders + excluded.paid_orders,
        pending_orders = d.pending_orders + excluded.pending_orders,
        revenue_cents = d.revenue_cents + excluded.revenue_cents,
        paid_sales = d.paid_sales + excluded.paid_sales,
        subscribers = d.subscribers + excluded.subscribers,
        active_subscribers = d.active_subscribers + excluded.active_subscribers,
        licence_requests = d.licence_requests + excluded.licence_requests`);
    await foldRevenueChanges(tx);
  });
}

/**
 * The counters summed over several windows in one read: each entry of `sinces` is a UTC date
 * (`YYYY-MM-DD`) the window starts on, or undefined for every day.
 */
export async function statsTotalsSince<const Windows extends readonly (string | undefined)[]>(
  db: Executor,
  sinces: Windows,
): Promise<{ [Index in keyof Windows]: StatsTotals }> {
  const columns = sql.join(
    sinces.map((since, index) => sumColumns(since, `_${index}`)),
    sql`, `,
  );
  const [row] = await queryRows<Row>(db, sql`SELECT ${columns} FROM ${allDays}`);
  return sinces.map((_, index) => toTotals(row, `_${index}`)) as { [Index in keyof Windows]: StatsTotals };
}

/** The counters summed over every day from `since` (a UTC date, `YYYY-MM-DD`), or over all days. */
export async function statsTotals(db: Executor, since?: string): Promise<StatsTotals> {
  const [totals] = await statsTotalsSince(db, [since]);
  return totals;
}

/** The counters of each day from `since` on, oldest first; days without activity are absent. */
export async function statsByDay(db: Executor, since: string): Promise<Array<StatsTotals & { day: string }>> {
  const rows = await queryRows<Row & { day: string }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${sumColumns()} FROM ${allDays}
        WHERE day >= ${since}::date GROUP BY day ORDER BY day`,
  );
  return rows.map((row) => ({ day: row.day, ...toTotals(row) }));
}

/**
 * The counters that count a list's rows by their creation day (UTC), the order the list is read in (a
 * subscriber's day is its subscription's).
 */
export type CreationDayCounter = 'orders' | 'new_users' | 'licence_requests' | 'subscribers';

/** Below this many rows to skip, an offset costs less than looking the day up. */
const SEEK_FROM_OFFSET = 1000;

/**
 * Where the row `offset` rows from the newest lies, read from the daily counts: among the rows created before
 * `before` (the start of the UTC day after it, `YYYY-MM-DD`), after skipping `skip`. A deep page then walks
 * at most a day's rows instead of every newer one. Undefined past the last row.
 */
async function seekByCreationDay(
  db: Executor,
  counter: CreationDayCounter,
  offset: number,
): Promise<{ before: string; skip: number } | undefined> {
  const [row] = await queryRows<{ before: string; skip: number }>(
    db,
    sql`SELECT to_char(day + 1, 'YYYY-MM-DD') AS before, (${offset} - (running - n))::int AS skip
        FROM (SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS running
              FROM (SELECT day, sum(${sql.raw(counter)})::bigint AS n FROM ${allDays} GROUP BY day) AS per_day
             ) AS cumulated
        WHERE running > ${offset}
        ORDER BY day DESC
        LIMIT 1`,
  );
  return row;
}

/** Rows whose creation time falls before the start of a UTC day (`YYYY-MM-DD`). */
const createdBefore = (column: AnyPgColumn, day: string): SQL =>
  sql`${column} < (${day}::date)::timestamp AT TIME ZONE 'UTC'`;

/** One read of a page: rows matching `where` (if any), `offset` and `limit`, oldest first when `reversed`. */
type PageRead<T> = (read: { where?: SQL; offset: number; limit: number; reversed: boolean }) => Promise<T[]>;

/**
 * A page of a list read newest first by creation time. A deep page of a whole list (`seek`: the counter that
 * counts it and its creation column) starts at its day, found in the summary; any other page is read as
 * `planPage` says (from the nearer end).
 */
export async function readListPage<T>(
  db: Executor,
  query: { page: number; limit: number },
  total: ListTotal,
  seek: { counter: CreationDayCounter; createdAt: AnyPgColumn } | undefined,
  read: PageRead<T>,
): Promise<T[]> {
  const window = pageWindow(query);
  const day =
    seek && window.offset >= SEEK_FROM_OFFSET && window.offset < total.items
      ? await seekByCreationDay(db, seek.counter, window.offset)
      : undefined;
  if (seek && day) {
    const where = createdBefore(seek.createdAt, day.before);
    return read({ where, offset: day.skip, limit: window.limit, reversed: false });
  }
  return readPage(planPage(query, total), (offset, limit, reversed) => read({ offset, limit, reversed }));
}

/** A UTC day as `YYYY-MM-DD`, `offsetDays` from `now`. */
export function utcDay(now: Date, offsetDays = 0): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays));
  return day.toISOString().slice(0, 10);
}

/** The first day of `now`'s UTC month as `YYYY-MM-DD`. */
export const utcMonthStart = (now: Date): string => `${utcDay(now).slice(0, 8)}01`;
