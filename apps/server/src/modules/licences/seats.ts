import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests, orderItems } from '../../lib/db/schema';
import { lineSeats } from '../entitlements';
import { releaseMachinesBeyondSeats } from './device/refund-release';
import type { SeatPoolDeps } from './device/seat-pool';
import { type LicenceEventDeps, recordLicenceEvents } from './licence-events';
import { ACTIVE_LICENCE_STATUSES } from './status';

/**
 * After a partial refund (docs/rules/refunds.md), in the refund's transaction: revokes the licences the admin
 * chose, then, on each line still holding more active licences than the seats left (`lineSeats`,
 * docs/rules/entitlements.md), the newest of them. Those the default took are marked with the refund and their former
 * status, so the buyer may keep one of them instead of another licence of the line (keep.ts). Then the seat
 * machines beyond the seats left are freed (`releaseMachinesBeyondSeats`); each revoked licence is a
 * `licence.revoked` event. Returns the Machine-ID licence ids revoked.
 */
export async function revokeRefundedSeats(
  deps: SeatPoolDeps & LicenceEventDeps,
  tx: Transaction,
  orderId: string,
  refundId: string,
  chosen: readonly string[],
): Promise<string[]> {
  const active = and(
    eq(licenceRequests.orderId, orderId),
    inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
  );
  const revoked: string[] = [];
  if (chosen.length > 0) {
    const rows = await tx
      .update(licenceRequests)
      .set({ status: 'revoked' })
      .where(and(active, inArray(licenceRequests.id, [...chosen])))
      .returning({ id: licenceRequests.id });
    revoked.push(...rows.map((row) => row.id));
  }
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    const seats = lineSeats(line);
    const live = await tx
      .select({ id: licenceRequests.id })
      .from(licenceRequests)
      .where(and(active, eq(licenceRequests.orderItemId, line.id)))
      .orderBy(desc(licenceRequests.createdAt), desc(licenceRequests.id));
    const extra = live.slice(0, Math.max(0, live.length - seats)).map((row) => row.id);
    if (extra.length === 0) continue;
    // The right-hand `status` is the value before this update: the status the buyer's keep gives back.
    await tx
      .update(licenceRequests)
      .set({
        status: 'revoked',
        revokedByRefundId: refundId,
        revokedFromStatus: sql`${licenceRequests.status}`,
      })
      .where(inArray(licenceRequests.id, extra));
    revoked.push(...extra);
  }
  await recordLicenceEvents(deps, tx, 'licence.revoked', revoked, new Date());
  await releaseMachinesBeyondSeats(deps, tx, orderId, refundId);
  return revoked;
}
