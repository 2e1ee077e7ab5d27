import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests, type orderItems } from '../../lib/db/schema';
import type { ApprovalDeps } from './deps';
import { moveSeatsToUpgrade } from './device/upgrade-move';
import { activateLicence } from './issuance';
import { queueBuyerLicenceMail } from './mails';
import { activeLicenceOnMachine } from './queries';
import { ACTIVE_LICENCE_STATUSES, isLive } from './status';

type LicenceRow = typeof licenceRequests.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

/** An upgrade line and the lower line it upgrades, as the order lifecycle ended or reopened it. */
export interface UpgradeStep {
  line: LineRow;
  lower: LineRow;
}

/**
 * The lifecycle's upgrade step when orders become paid (docs/rules/upgrades.md), in its transaction, once it
 * ended each lower line an upgrade line of them upgrades (`upgradedAt`: it grants no download, seat or licence
 * since): the upgrade takes over the lower line's licences, machine by machine. A live one becomes a live
 * licence of the upgrade's product on the same machine, signed at once, and the lower one is `replaced` (its
 * file is refused from then on); a pending request becomes a pending request of the upgrade's product. Then the
 * lower product's machines signed in from the indicator move too (`moveSeatsToUpgrade`). A lower line an
 * earlier upgrade already ended is not in `ended`: this order's seats are requested as any purchase's.
 */
export async function applyUpgrades(
  deps: ApprovalDeps,
  tx: Transaction,
  ended: readonly UpgradeStep[],
): Promise<number> {
  let replaced = 0;
  for (const { line, lower } of ended) {
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
    await moveSeatsToUpgrade(deps, tx, { line, lower });
  }
  return replaced;
}

async function replaceOnSameMachine(
  deps: ApprovalDeps,
  tx: Transaction,
  licence: LicenceRow,
  line: LineRow,
): Promise<void> {
  const existing = await activeLicenceOnMachine(tx, {
    userId: licence.userId,
    productId: line.productId,
    machineId: licence.machineId,
  });
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
 * revoked and the lifecycle reopened each lower line it ended that still grants (one refunded meanwhile, from
 * the Stripe dashboard, has nothing to give back): the lower licences its licences replaced are live again on
 * their machines (docs/rules/upgrades.md).
 */
export async function revertUpgrades(tx: Transaction, reopened: readonly UpgradeStep[]): Promise<void> {
  for (const { line, lower } of reopened) {
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
          eq(licenceRequests.orderItemId, lower.id),
          eq(licenceRequests.status, 'replaced'),
        ),
      );
  }
}
