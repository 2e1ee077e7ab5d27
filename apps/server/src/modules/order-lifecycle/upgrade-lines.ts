import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orderItems, orders } from '../../lib/db/schema';
import type { UpgradeStep } from '../licences';
import { statusOf } from './store';
import { grantingStates } from './transitions';

const upgradeLinesOf = (tx: Transaction, orderIds: readonly string[]) =>
  tx
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.upgradeFromItemId)));

/**
 * When orders become paid (docs/rules/upgrades.md): each of their upgrade lines ends the lower line it
 * upgrades (`upgradedAt`: it grants no download, seat or licence since), unless an earlier upgrade already
 * ended it. Returns the lines ended, for the licences to move.
 */
export async function endLowerLines(
  tx: Transaction,
  paidOrders: readonly { id: string }[],
): Promise<UpgradeStep[]> {
  const lines = await upgradeLinesOf(
    tx,
    paidOrders.map((order) => order.id),
  );
  const ended: UpgradeStep[] = [];
  for (const line of lines) {
    const [lower] = await tx
      .update(orderItems)
      .set({ upgradedAt: new Date() })
      .where(and(eq(orderItems.id, line.upgradeFromItemId!), isNull(orderItems.upgradedAt)))
      .returning();
    if (lower) ended.push({ line, lower });
  }
  return ended;
}

/**
 * When upgrade orders stop granting (refunded in full, unmarked, cancelled): each lower line they ended grants
 * again. Returns those whose own order still grants, for the licences to give back: a lower line refunded
 * meanwhile (from the Stripe dashboard, docs/rules/upgrades.md) has nothing to give back.
 */
export async function reopenLowerLines(tx: Transaction, orderIds: readonly string[]): Promise<UpgradeStep[]> {
  if (orderIds.length === 0) return [];
  const reopened: UpgradeStep[] = [];
  for (const line of await upgradeLinesOf(tx, orderIds)) {
    const [lower] = await tx
      .update(orderItems)
      .set({ upgradedAt: null })
      .where(eq(orderItems.id, line.upgradeFromItemId!))
      .returning();
    if (lower && (await stillGrants(tx, lower))) reopened.push({ line, lower });
  }
  return reopened;
}

async function stillGrants(tx: Transaction, line: UpgradeStep['lower']): Promise<boolean> {
  if (line.refundedQuantity >= line.quantity) return false;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, line.orderId), inArray(orders.status, grantingStates.map(statusOf))));
  return order !== undefined;
}
