import { shortOrderId } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import type { LineRow } from './grants';
import { unitsUnderRefund } from './refunds-under-way';

/** States in which a later order stands on the line it depends on (it grants: docs/rules/orders.md). */
const STANDING_STATES = ['paid', 'partially_refunded'] as const;

/** A later order that stands on one of the lines asked about, and how. */
export interface Dependent {
  kind: 'upgrade' | 'bundle';
  orderId: string;
}

/**
 * `dependentOrder` (docs/rules/entitlements.md): the oldest standing order that depends on one of these lines:
 * an upgrade that ended it (docs/rules/upgrades.md) or a bundle that took credit for it
 * (docs/rules/bundles.md). Giving such a line back would leave the buyer the later purchase for less than its
 * price, so it waits until that order is taken back.
 */
export async function dependentOrder(
  db: Executor,
  lineIds: readonly string[],
): Promise<Dependent | undefined> {
  if (lineIds.length === 0) return undefined;
  const [row] = await db
    .select({ orderId: orderItems.orderId, upgradeFrom: orderItems.upgradeFromItemId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        or(
          inArray(orderItems.upgradeFromItemId, [...lineIds]),
          inArray(orderItems.creditedItemId, [...lineIds]),
        ),
        inArray(orders.status, [...STANDING_STATES]),
      ),
    )
    .orderBy(orders.paidAt, orders.id)
    .limit(1);
  if (!row) return undefined;
  return {
    kind: row.upgradeFrom !== null && lineIds.includes(row.upgradeFrom) ? 'upgrade' : 'bundle',
    orderId: row.orderId,
  };
}

/** The refusal codes of each way of giving a line back, for an upgrade and for a bundle credit. */
export const DEPENDENCY_CODES = {
  refund: { upgrade: 'refund.upgraded', bundle: 'refund.credited' },
  refundRequest: { upgrade: 'refundRequest.upgraded', bundle: 'refundRequest.credited' },
  unmark: { upgrade: 'admin.orderUpgraded', bundle: 'admin.orderCredited' },
} as const satisfies Record<string, Record<Dependent['kind'], ErrorCode>>;

/**
 * `dependencyRefusal`: why none of these lines may be given back this way now, null when none is depended on:
 * the refusal naming the later order, to be taken back first (docs/rules/entitlements.md). The routes refuse
 * with it (`refuseWhileDepended`) and the admin's refund dialog lists it beside the line.
 */
export async function dependencyRefusal(
  db: Executor,
  lines: readonly Pick<LineRow, 'id'>[],
  way: keyof typeof DEPENDENCY_CODES,
): Promise<{ code: ErrorCode; params: { order: string } } | null> {
  const dependent = await dependentOrder(
    db,
    lines.map((line) => line.id),
  );
  if (!dependent) return null;
  return {
    code: DEPENDENCY_CODES[way][dependent.kind],
    params: { order: shortOrderId(dependent.orderId) },
  };
}

/**
 * Refuses giving back any of these lines (a refund of their units, a refund request, a free order cancelled,
 * an order unmarked) while a later order depends on one of them: `409`, naming that order, to be taken back
 * first (docs/rules/entitlements.md).
 */
export async function refuseWhileDepended(
  db: Executor,
  lines: readonly Pick<LineRow, 'id'>[],
  way: keyof typeof DEPENDENCY_CODES,
): Promise<void> {
  const refusal = await dependencyRefusal(db, lines, way);
  if (refusal) throw new AppError(409, refusal.code, refusal.params);
}

/**
 * `dependenciesHold`, at payment, in the payment's transaction: the orders among these whose upgrade or bundle
 * credit no longer holds, because the line it stood on was refunded (or has a refund under way), unmarked or
 * is a line short of the seats the upgrade covers. Those payments are given back and grant nothing
 * (docs/rules/entitlements.md). The lines' orders are locked, so a refund reserved meanwhile is seen here or
 * sees this order paid and is refused.
 */
export async function brokenDependencies(db: Executor, orderIds: readonly string[]): Promise<Set<string>> {
  const broken = new Set<string>();
  if (orderIds.length === 0) return broken;
  const dependents = await db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, [...orderIds]),
        or(isNotNull(orderItems.upgradeFromItemId), isNotNull(orderItems.creditedItemId)),
      ),
    );
  if (dependents.length === 0) return broken;
  const baseIds = dependents.map((line) => (line.upgradeFromItemId ?? line.creditedItemId)!);
  const bases = await db.select().from(orderItems).where(inArray(orderItems.id, baseIds));
  const baseOrders = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(bases.map((line) => line.orderId))]))
    .orderBy(orders.id)
    .for('update');
  const reserved = await unitsUnderRefund(db, bases);
  for (const line of dependents) {
    const base = bases.find((candidate) => candidate.id === (line.upgradeFromItemId ?? line.creditedItemId));
    const order = base && baseOrders.find((candidate) => candidate.id === base.orderId);
    const seatsLeft = base ? base.quantity - base.refundedQuantity - (reserved.get(base.id) ?? 0) : 0;
    // An upgrade covers every seat it was priced for; a credit stands on one seat of the credited line.
    const needed = line.upgradeFromItemId ? line.quantity : 1;
    if (!order?.isPaid || seatsLeft < needed) broken.add(line.orderId);
  }
  return broken;
}

/**
 * Refuses marking paid an upgrade or a credited bundle whose earlier line no longer holds (refunded or unmarked
 * since it was unmarked itself): it would grant the product for less than its price. `409`, to be settled
 * by refunding it instead (docs/rules/entitlements.md).
 */
export async function refuseWhileDependencyGone(db: Executor, orderId: string): Promise<void> {
  if ((await brokenDependencies(db, [orderId])).has(orderId))
    throw new AppError(409, 'admin.orderDependencyGone');
}
