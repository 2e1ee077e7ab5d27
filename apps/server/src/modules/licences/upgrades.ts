import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { licenceRequests, orderItems, orders } from '../../lib/db/schema';
import type { ApprovalDeps } from './deps';
import { activateLicence } from './issuance';
import { queueBuyerLicenceMail } from './mails';
import { ACTIVE_LICENCE_STATUSES, isLive } from './status';

type LicenceRow = typeof licenceRequests.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

const upgradeLinesOf = (tx: Transaction, orderIds: readonly string[]) =>
  tx
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.upgradeFromItemId)));

/**
 * The lifecycle's upgrade step when orders become paid (docs/rules/upgrades.md), in its transaction: each
 * upgrade line ends the lower line it upgrades (`upgradedAt`: it grants no download, seat or licence since)
 * and takes over its licences, machine by machine: a live one becomes a live licence of the upgrade's product
 * on the same machine, signed at once, and the lower one is `replaced` (its file is refused from then on); a
 * pending request becomes a pending request of the upgrade's product. A lower line an earlier upgrade already
 * ended is left as it is: this order's seats are requested as any purchase's.
 */
export async function applyUpgrades(
  deps: ApprovalDeps,
  tx: Transaction,
  paidOrders: readonly { id: string }[],
): Promise<number> {
  if (paidOrders.length === 0) return 0;
  const lines = await upgradeLinesOf(
    tx,
    paidOrders.map((order) => order.id),
  );
  let replaced = 0;
  for (const line of lines) {
    const [lower] = await tx
      .update(orderItems)
      .set({ upgradedAt: new Date() })
      .where(and(eq(orderItems.id, line.upgradeFromItemId!), isNull(orderItems.upgradedAt)))
      .returning();
    if (!lower) continue;
    const licences = await tx
      .select()
      .from(licenceRequests)
      .where(
        and(
          eq(licenceRequests.orderItemId, lower.id),
          inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
        ),
      )
      .for('update');
    for (const licence of licences) await replaceOnSameMachine(deps, tx, licence, line);
    replaced += licences.length;
  }
  return replaced;
}

async function replaceOnSameMachine(
  deps: ApprovalDeps,
  tx: Transaction,
  licence: LicenceRow,
  line: LineRow,
): Promise<void> {
  const [existing] = await tx
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.userId, licence.userId),
        eq(licenceRequests.productId, line.productId),
        sql`lower(${licenceRequests.machineId}) = ${licence.machineId.toLowerCase()}`,
        inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
      ),
    );
  const live = isLive(licence.status);
  if (!existing) {
    const [created] = await tx
      .insert(licenceRequests)
      .values({
        userId: licence.userId,
        productId: line.productId,
        orderId: line.orderId,
        orderItemId: line.id,
        machineId: licence.machineId,
        machineName: licence.machineName,
        machineIdName: licence.machineIdName,
        status: live ? 'approved' : 'pending',
        // Only a live licence is given back if the upgrade is refunded; a pending request is not (upgrades.md).
        replacesId: live ? licence.id : null,
      })
      .returning({ id: licenceRequests.id });
    if (live) {
      // Signs the new file and marks the lower licence `replaced`, as a move does.
      await activateLicence(deps, tx, created!.id);
      await queueBuyerLicenceMail(deps, tx, 'approved', created!.id);
      return;
    }
  }
  await tx.update(licenceRequests).set({ status: 'replaced' }).where(eq(licenceRequests.id, licence.id));
}

/**
 * When an upgrade order stops granting (refunded in full, unmarked, cancelled), after its licences were
 * revoked: each lower line it ended grants again, and the lower licences its licences replaced are live
 * again on their machines (docs/rules/upgrades.md).
 */
export async function revertUpgrades(tx: Transaction, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await upgradeLinesOf(tx, orderIds);
  for (const line of lines) {
    const [lower] = await tx
      .update(orderItems)
      .set({ upgradedAt: null })
      .where(eq(orderItems.id, line.upgradeFromItemId!))
      .returning();
    // A lower line refunded meanwhile (a refund from the Stripe dashboard, upgrades.md) has nothing to give back.
    if (!lower || !(await stillGrants(tx, lower))) continue;
    const takers = await tx
      .select({ replacesId: licenceRequests.replacesId })
      .from(licenceRequests)
      .where(and(eq(licenceRequests.orderItemId, line.id), isNotNull(licenceRequests.replacesId)));
    const lowerIds = takers.map((row) => row.replacesId!);
    if (lowerIds.length === 0) continue;
    await tx
      .update(licenceRequests)
      .set({ status: 'approved' })
      .where(
        and(
          inArray(licenceRequests.id, lowerIds),
          eq(licenceRequests.orderItemId, line.upgradeFromItemId!),
          eq(licenceRequests.status, 'replaced'),
        ),
      );
  }
}

const GRANTING_STATES = ['paid', 'partially_refunded'] as const;

async function stillGrants(tx: Executor, line: LineRow): Promise<boolean> {
  if (line.refundedQuantity >= line.quantity) return false;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, line.orderId), inArray(orders.status, [...GRANTING_STATES])));
  return order !== undefined;
}
