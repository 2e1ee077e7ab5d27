import { activeLicenceStatuses } from '@shop/contracts';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests, orderItems, orders, trials } from '../../lib/db/schema';
import { lineSeats } from '../entitlements';
import type { TrialDeps } from './deps';

type TrialRow = typeof trials.$inferSelect;

/** The orders a conversion looks at: those the lifecycle just made paid. */
interface PaidOrder {
  id: string;
}

/**
 * The lifecycle's `convertTrials` effect (docs/rules/trials.md), in its transaction: for each order becoming
 * paid, each trial its buyer has of a product of the order and that nothing converted yet keeps its machine.
 * A licence request for the trial's machine is created on the order's line, approved and signed at once, the
 * buyer gets the approval e-mail, and the trial is marked converted. A machine that already has the buyer's
 * live licence of the product (bought twice) gets no second one; the trial is converted all the same. A
 * lease's period order converts it too, but the lease takes the trial's machine instead of a licence.
 */
export async function convertTrials(
  deps: Pick<TrialDeps, 'clock' | 'leases' | 'licences'>,
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
    })
    .from(trials)
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
  for (const { trial, orderId, itemId, leaseId } of rows) {
    // Two orders of the batch holding the product: the first converts the trial.
    if (converted.has(trial.id)) continue;
    converted.add(trial.id);
    if (leaseId) await deps.leases.startFromTrial(tx, leaseId, trial);
    else await licenceOnTrialMachine(deps, tx, trial, { orderId, itemId });
    await tx
      .update(trials)
      .set({ convertedOrderId: orderId, convertedAt: deps.clock() })
      .where(eq(trials.id, trial.id));
  }
  return converted.size;
}

/**
 * Whether the line grants a seat no live licence fills (`lineSeats`, docs/rules/entitlements.md): an upgrade's
 * line is full once the lower licences moved to it, a credited bundle line grants none.
 */
async function seatLeft(tx: Transaction, itemId: string): Promise<boolean> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId));
  const [filled] = await tx
    .select({ total: count() })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.orderItemId, itemId),
        inArray(licenceRequests.status, [...activeLicenceStatuses]),
      ),
    );
  return lineSeats(line!) > (filled?.total ?? 0);
}

/**
 * A lifetime licence on the trial's machine, approved and signed at once, unless that machine has one or the
 * line has no seat left (the trial is bought all the same).
 */
async function licenceOnTrialMachine(
  deps: Pick<TrialDeps, 'licences'>,
  tx: Transaction,
  trial: TrialRow,
  line: { orderId: string; itemId: string },
): Promise<void> {
  const [live] = await tx
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.userId, trial.userId),
        eq(licenceRequests.productId, trial.productId),
        sql`lower(${licenceRequests.machineId}) = ${trial.machineId.toLowerCase()}`,
        inArray(licenceRequests.status, [...activeLicenceStatuses]),
      ),
    );
  if (!live && (await seatLeft(tx, line.itemId))) {
    const [created] = await tx
      .insert(licenceRequests)
      .values({
        userId: trial.userId,
        productId: trial.productId,
        orderId: line.orderId,
        orderItemId: line.itemId,
        machineId: trial.machineId,
        machineName: trial.machineName,
        machineIdName: `${trial.machineId}-${trial.machineName}`,
        status: 'approved',
      })
      .returning({ id: licenceRequests.id });
    await deps.licences.activate(tx, created!.id);
    await deps.licences.tellApproved(tx, created!.id);
  }
}
