import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../lib/db/client';
import { licenseRequests, orderItems, trials } from '../../lib/db/schema';
import { ACTIVE_LICENCE_STATUSES, activateLicence, queueBuyerLicenceMail } from '../licences';

/** The orders a conversion looks at: those the lifecycle just made paid. */
interface PaidOrder {
  id: string;
  userId: string;
}

/**
 * The lifecycle's `convertTrials` effect (docs/rules/trials.md), in its transaction: for each order becoming
 * paid, each trial its buyer has of a product of the order and that nothing converted yet keeps its machine.
 * A licence request for the trial's machine is created on the order's line, approved and signed at once, the
 * buyer gets the approval e-mail, and the trial is marked converted. A machine that already has the buyer's
 * live licence of the product (bought twice) gets no second one; the trial is converted all the same.
 */
export async function convertTrials(
  app: FastifyInstance,
  tx: Transaction,
  paidOrders: readonly PaidOrder[],
): Promise<number> {
  let converted = 0;
  for (const order of paidOrders) {
    const rows = await tx
      .select({ trial: trials, itemId: orderItems.id })
      .from(trials)
      .innerJoin(
        orderItems,
        and(eq(orderItems.productId, trials.productId), eq(orderItems.orderId, order.id)),
      )
      .where(and(eq(trials.userId, order.userId), isNull(trials.convertedAt)))
      .for('update', { of: trials });
    for (const { trial, itemId } of rows) {
      const [live] = await tx
        .select({ id: licenseRequests.id })
        .from(licenseRequests)
        .where(
          and(
            eq(licenseRequests.userId, order.userId),
            eq(licenseRequests.productId, trial.productId),
            sql`lower(${licenseRequests.machineId}) = ${trial.machineId.toLowerCase()}`,
            inArray(licenseRequests.status, [...ACTIVE_LICENCE_STATUSES]),
          ),
        );
      if (!live) {
        const [created] = await tx
          .insert(licenseRequests)
          .values({
            userId: order.userId,
            productId: trial.productId,
            orderId: order.id,
            orderItemId: itemId,
            machineId: trial.machineId,
            machineName: trial.machineName,
            machineIdName: `${trial.machineId}-${trial.machineName}`,
            status: 'approved',
          })
          .returning({ id: licenseRequests.id });
        await activateLicence(app, tx, created!.id);
        await queueBuyerLicenceMail(app, tx, 'approved', created!.id);
      }
      await tx
        .update(trials)
        .set({ convertedOrderId: order.id, convertedAt: new Date() })
        .where(eq(trials.id, trial.id));
      converted += 1;
    }
  }
  return converted;
}
