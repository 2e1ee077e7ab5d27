import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../../lib/db/client';
import { orderItems, orders, seatActivations } from '../../../lib/db/schema';
import { recordAudit } from '../../audit';
import { lockSeatPool, placeHoldingSeats, type SeatPoolDeps, seatPool } from './seat-pool';

/**
 * After an order's seats shrink or end (a refund, partial or full, or the order unmarked), in that transaction
 * (docs/rules/seats.md): on each product of the order whose buyer now holds more machines than seats × N (all
 * their live lines counted), frees the seat machines beyond, the longest unseen first, each in the audit log as
 * the shop's (`seat.releaseBeyondSeats`). Machine-ID licences are revoked before this by the caller; a seat
 * machine sharing a Machine ID with a live one frees no place, so it stays. Returns the ids freed.
 */
export async function releaseMachinesBeyondSeats(
  deps: SeatPoolDeps,
  tx: Transaction,
  orderId: string,
  refundId: string | null,
  now = new Date(),
): Promise<string[]> {
  const lines = await tx
    .selectDistinct({ userId: orders.userId, productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId));
  const freed: string[] = [];
  for (const { userId, productId } of lines) {
    if (!userId) continue;
    await lockSeatPool(tx, userId, productId);
    const pool = await seatPool(deps, tx, userId, productId);
    const excess = pool.machines - pool.seats * pool.machinesPerSeat;
    if (excess <= 0) continue;
    const chosen = (await placeHoldingSeats(tx, userId, productId)).slice(0, excess);
    if (chosen.length === 0) continue;
    await tx
      .update(seatActivations)
      .set({ releasedAt: now, releasedBy: 'seatsLost' })
      .where(
        inArray(
          seatActivations.id,
          chosen.map((row) => row.id),
        ),
      );
    await recordAudit(
      tx,
      chosen.map((row) => ({
        actor: null,
        action: 'seat.releaseBeyondSeats',
        target: `seat:${row.id}`,
        before: {
          machineId: row.machineId,
          lastSeenAt: row.lastSeenAt.toISOString(),
          userId,
          productId,
          refundId,
        },
      })),
    );
    freed.push(...chosen.map((row) => row.id));
  }
  return freed;
}
