import { activeLicenceStatuses } from '@shop/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests, orderItems } from '../../lib/db/schema';
import { lineSeats } from '../entitlements';
import type { ApprovalDeps } from './deps';
import { activateLicence } from './issuance';
import { queueBuyerLicenceMail } from './mails';
import { activeLicenceOnMachine } from './queries';

/** A machine a paid line's licence goes to without the buyer asking (a trial's, docs/rules/trials.md). */
export interface MachineGrant {
  userId: string;
  productId: string;
  orderId: string;
  orderItemId: string;
  machineId: string;
  machineName: string;
}

/**
 * Whether the line grants a seat no active licence fills (`lineSeats`, docs/rules/entitlements.md): an
 * upgrade's line is full once the lower licences moved to it, a credited bundle line grants none.
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
 * A lifetime licence of the line on the machine, approved and signed at once, the buyer told by the approval
 * e-mail; none when that machine already has the buyer's active licence of the product (bought twice) or the
 * line has no seat left. In the caller's transaction.
 */
export async function grantOnMachine(
  deps: ApprovalDeps,
  tx: Transaction,
  grant: MachineGrant,
): Promise<void> {
  const held = await activeLicenceOnMachine(tx, grant);
  if (held || !(await seatLeft(tx, grant.orderItemId))) return;
  const [created] = await tx
    .insert(licenceRequests)
    .values({ ...grant, machineIdName: `${grant.machineId}-${grant.machineName}`, status: 'approved' })
    .returning({ id: licenceRequests.id });
  await activateLicence(deps, tx, created!.id);
  await queueBuyerLicenceMail(deps, tx, 'approved', created!.id);
}
