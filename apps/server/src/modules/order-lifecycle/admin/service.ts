import type {
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderSummary,
  AdminOrderUpdate,
} from '@shop/contracts';
import { orderStatusesOfFilter } from '@shop/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../lib/db/client';
import { orderItems, orders, users } from '../../../lib/db/schema';
import { notFound } from '../../../lib/errors';
import { countUpTo, exactTotal, paginationOf } from '../../../lib/pagination';
import { type AuditActor, recordAudit } from '../../audit';
import { refuseWhileDepended, refuseWhileDependencyGone } from '../../entitlements';
import { readListPage, type StatsTotals, statsTotals } from '../../stats';
import { userSearchCondition } from '../../users';
import type { OrderLifecycle } from '../lifecycle';
import { lockOrder, setDelivered } from '../store';
import { selectOrderSummaries, type ViesRecheckDays } from './summary';

const SHORT_ID = /^[0-9a-f]{8}$/i;

/**
 * Orders of customers whose name or e-mail contains the text, or whose short id (last 8) is the text. The two
 * sides are read through their own indexes and united: an OR across them would scan every order.
 */
function searchCondition(db: Executor, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const customers = db.select({ id: users.id }).from(users).where(userSearchCondition(search));
  if (!SHORT_ID.test(search)) return inArray(orders.userId, customers);
  const byCustomer = db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, customers));
  const byShortId = db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`right(${orders.id}::text, 8) = ${search.toLowerCase()}`);
  return inArray(orders.id, union(byCustomer, byShortId));
}

const statusCondition = (status: AdminOrderListQuery['status']): SQL | undefined =>
  status === 'all' ? undefined : inArray(orders.status, [...orderStatusesOfFilter[status]]);

const statusTotal = (totals: StatsTotals, status: AdminOrderListQuery['status']) =>
  status === 'paid' ? totals.paidOrders : status === 'pending' ? totals.pendingOrders : totals.orders;

/**
 * Orders newest first, 20 a page; without a search the total comes from the maintained summary, and a deep
 * page of the whole list seeks its day in the summary instead of skipping every newer order.
 */
export async function listOrders(
  db: Executor,
  query: AdminOrderListQuery,
  recheck: ViesRecheckDays,
): Promise<AdminOrderList> {
  const conditions = [
    searchCondition(db, query.search),
    statusCondition(query.status),
    query.vies === 'unconfirmed' ? eq(orders.viesStatus, 'unreachable') : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // The maintained summary counts paid and pending orders; refunded and unconfirmed ones are counted here
  // (they are few).
  const total =
    query.search || query.vies || query.status === 'refunded'
      ? await countUpTo(db, orders, where)
      : exactTotal(statusTotal(await statsTotals(db), query.status));
  const seek = where ? undefined : { counter: 'orders' as const, createdAt: orders.createdAt };
  const rows = await readListPage(db, query, total, seek, (page) =>
    selectOrderSummaries(db, {
      where: page.where ?? where,
      limit: page.limit,
      offset: page.offset,
      oldestFirst: page.reversed,
      ...recheck,
    }),
  );
  return { orders: rows, pagination: paginationOf(query, total) };
}

/**
 * Sets an order's paid and delivered flags by hand. Paid and unpaid are the lifecycle's `remark` and `unmark`
 * (invoice and e-mail, or downloads refused and licences revoked; each audited by the lifecycle); an order an
 * upgrade ended, or a bundle took credit for, is not unmarked while that order grants (`admin.orderUpgraded`,
 * `admin.orderCredited`, docs/rules/entitlements.md); the delivered flag is
 * recorded here, audited as `actor`'s. All in one transaction.
 */
export async function updateOrder(
  deps: {
    db: Database;
    orderLifecycle: Pick<OrderLifecycle, 'remark' | 'unmark'>;
    config: { vies: { recheckDays: number } };
  },
  actor: AuditActor,
  id: string,
  body: AdminOrderUpdate,
): Promise<AdminOrderSummary> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('admin.orderNotFound');
    if (body.isPaid && !order.isPaid) {
      await refuseWhileDependencyGone(tx, order.id);
      await deps.orderLifecycle.remark(tx, order, actor);
    }
    if (!body.isPaid && order.isPaid) {
      const lines = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await refuseWhileDepended(tx, lines, 'unmark');
      await deps.orderLifecycle.unmark(tx, order, actor);
    }
    if (body.isDelivered !== order.isDelivered) {
      await setDelivered(tx, id, body.isDelivered);
      await recordAudit(tx, [
        {
          action: 'order.delivery',
          target: `order:${id}`,
          before: { isDelivered: order.isDelivered },
          after: { isDelivered: body.isDelivered },
          actor,
        },
      ]);
    }
    const [after] = await selectOrderSummaries(tx, {
      where: eq(orders.id, id),
      limit: 1,
      viesRecheckDays: deps.config.vies.recheckDays,
    });
    return after!;
  });
}
