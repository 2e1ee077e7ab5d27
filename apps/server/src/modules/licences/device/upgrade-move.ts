import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../lib/db/client';
import { orders, seatActivations } from '../../../lib/db/schema';
import { type AuditEntry, recordAudit } from '../../audit';
import { lockSeatPool, placeHoldingSeats, type SeatPoolDeps, seatPool } from './seat-pool';

type Activation = typeof seatActivations.$inferSelect;

/** An upgrade line and the lower line it ended, as the order lifecycle hands them over. */
export interface SeatUpgrade {
  line: { orderId: string; productId: string };
  lower: { productId: string };
}

/**
 * When an upgrade's order grants (docs/rules/seats.md, upgrades.md), in its transaction, after the lower
 * line was ended and its Machine-ID licences moved: the lower product's seat machines beyond the seats it still
 * has (usually all of them) move to the upgrade's product, machine by machine, the longest unseen first (as a
 * refund frees them). A moved machine is freed on the lower product (`upgraded`: its file is refused from
 * then) and holds a place of the upgrade, kept from its last check-in, so the upgrade's indicator signing in
 * there is no new machine; one already holding a place of the upgrade takes no second. When the upgrade's
 * product holds fewer machines per seat, those beyond its room are only freed. Each in the audit log.
 */
export async function moveSeatsToUpgrade(
  deps: SeatPoolDeps,
  tx: Transaction,
  upgrade: SeatUpgrade,
  now = new Date(),
): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, upgrade.line.orderId));
  const userId = order?.userId;
  const from = upgrade.lower.productId;
  const to = upgrade.line.productId;
  if (!userId || from === to) return;
  // Both pools change: locked in one order whatever the direction, so two moves never wait on each other.
  for (const productId of [from, to].sort()) await lockSeatPool(tx, userId, productId);
  const lower = await seatPool(deps, tx, userId, from);
  const excess = lower.machines - lower.seats * lower.machinesPerSeat;
  if (excess <= 0) return;
  // A machine also holding a live Machine-ID licence of the lower product frees no place there: it stays.
  const leaving = (await placeHoldingSeats(tx, userId, from)).slice(0, excess);
  const upper = await seatPool(deps, tx, userId, to);
  let room = upper.seats * upper.machinesPerSeat - upper.machines;
  const audit: AuditEntry[] = [];
  for (const row of leaving) {
    await tx
      .update(seatActivations)
      .set({ releasedAt: now, releasedBy: 'upgraded' })
      .where(eq(seatActivations.id, row.id));
    const placed = upper.machineIds.has(row.machineId.toLowerCase());
    const moved = !placed && room > 0 ? await placeOnUpgrade(tx, row, to, now) : undefined;
    if (moved) room -= 1;
    audit.push({
      actor: null,
      action: 'seat.moveToUpgrade',
      target: `seat:${row.id}`,
      before: { machineId: row.machineId, productId: from, userId },
      after: { productId: to, activationId: moved?.id ?? null, alreadyPlaced: placed },
    });
  }
  await recordAudit(tx, audit);
}

/** The moved machine's place of the upgrade's product: its name and version, last seen when it last was. */
async function placeOnUpgrade(tx: Transaction, row: Activation, productId: string, now: Date) {
  const [created] = await tx
    .insert(seatActivations)
    .values({
      userId: row.userId,
      productId,
      machineId: row.machineId,
      machineName: row.machineName,
      platformVersion: row.platformVersion,
      activatedAt: now,
      lastSeenAt: row.lastSeenAt,
    })
    .returning();
  return created!;
}
