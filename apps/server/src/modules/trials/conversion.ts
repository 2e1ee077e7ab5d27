import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orderItems, orders, trials, users } from '../../lib/db/schema';
import type { TrialDeps } from './deps';

/** The orders a conversion looks at: those the lifecycle just made paid. */
interface PaidOrder {
  id: string;
}

/**
 * The lifecycle's `convertTrials` effect (docs/rules/trials.md), in its transaction: for each order becoming
 * paid, each trial its buyer has of a product of the order and that nothing converted yet keeps its machine:
 * the licences grant the order's line on the trial's machine (`grantOnMachine`: approved and signed at once,
 * the buyer told; none on a machine that already has the buyer's licence of the product, bought twice, or on
 * a line without a seat left), and the trial is marked converted all the same, which ends it (`trial.ended`). A lease's period order converts
 * it too, but the lease takes the trial's machine instead of a licence.
 */
export async function convertTrials(
  deps: Pick<TrialDeps, 'clock' | 'leases' | 'licences' | 'events'>,
  tx: Transaction,
  paidOrders: readonly PaidOrder[],
): Promise<number> {
  if (paidOrders.length === 0) return 0;
  // One query for the whole batch (a reconciliation pays many orders at once): each unconverted trial of a
  // buyer whose order, among these, holds the trial's product.
  const rows = await tx
    .select({
      trial: trials,
      orderId: orderItems.orderId,
      itemId: orderItems.id,
      leaseId: orders.subscriptionId,
      email: users.email,
    })
    .from(trials)
    .innerJoin(users, eq(users.id, trials.userId))
    .innerJoin(orderItems, eq(orderItems.productId, trials.productId))
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.userId, trials.userId)))
    .where(
      and(
        inArray(
          orderItems.orderId,
          paidOrders.map((order) => order.id),
        ),
        isNull(trials.convertedAt),
      ),
    )
    .for('update', { of: trials });
  const converted = new Set<string>();
  for (const { trial, orderId, itemId, leaseId, email } of rows) {
    // Two orders of the batch holding the product: the first converts the trial.
    if (converted.has(trial.id)) continue;
    converted.add(trial.id);
    if (leaseId) await deps.leases.startFromTrial(tx, leaseId, trial);
    else {
      await deps.licences.grantOnMachine(tx, {
        userId: trial.userId,
        productId: trial.productId,
        orderId,
        orderItemId: itemId,
        machineId: trial.machineId,
        machineName: trial.machineName,
      });
    }
    const convertedAt = deps.clock();
    await tx.update(trials).set({ convertedOrderId: orderId, convertedAt }).where(eq(trials.id, trial.id));
    // The purchase ends the trial: its end, for the owner's tools, is the conversion (docs/rules/webhooks.md).
    await deps.events.record(tx, {
      type: 'trial.ended',
      data: {
        trialId: trial.id,
        productId: trial.productId,
        customer: { userId: trial.userId, email },
        endsAt: convertedAt.toISOString(),
      },
    });
  }
  return converted.size;
}
