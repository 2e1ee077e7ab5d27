import { activeLicenceStatuses } from '@shop/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../lib/db/client';
import { licenceRequests, products, seatActivations } from '../../../lib/db/schema';
import { AppError } from '../../../lib/errors';
import { lineSeats, liveLines, notABundleLine } from '../../entitlements';
import type { LicenceDeps } from '../deps';

/** What the seat pool reads of the configuration: the machines per seat a product sets none for. */
export type SeatPoolDeps = { config: Pick<LicenceDeps['config'], 'licences'> };

/** The machines one buyer's seats of one product hold now (docs/rules/seats.md). */
export interface SeatPool {
  /** Seats of the buyer's live lines of the product (`lineSeats`), bundles' contained lines included. */
  seats: number;
  machinesPerSeat: number;
  /** Distinct machines (any letter case) holding an active Machine-ID licence or a live seat activation. */
  machines: number;
}

/**
 * Serialises the changes of one buyer's machines of one product (an approval, a Machine-ID request, a release)
 * until the transaction ends, so two of them racing for the last place are counted one after the other.
 */
export async function lockSeatPool(tx: Transaction, userId: string, productId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`seats:${userId}:${productId}`}, 0))`);
}

/** The product's machines per seat: its own setting, else `LICENSE_MACHINES_PER_SEAT`. */
export async function machinesPerSeat(deps: SeatPoolDeps, db: Executor, productId: string) {
  const [product] = await db
    .select({ perSeat: products.machinesPerSeat })
    .from(products)
    .where(eq(products.id, productId));
  return product?.perSeat ?? deps.config.licences.machinesPerSeat;
}

/** The machine ids (lower case) holding the buyer's places of the product: both kinds of licence. */
async function machineIds(db: Executor, userId: string, productId: string): Promise<Set<string>> {
  const [requested, activated] = await Promise.all([
    db
      .select({ machineId: licenceRequests.machineId })
      .from(licenceRequests)
      .where(
        and(
          eq(licenceRequests.userId, userId),
          eq(licenceRequests.productId, productId),
          inArray(licenceRequests.status, [...activeLicenceStatuses]),
        ),
      ),
    db
      .select({ machineId: seatActivations.machineId })
      .from(seatActivations)
      .where(
        and(
          eq(seatActivations.userId, userId),
          eq(seatActivations.productId, productId),
          isNull(seatActivations.releasedAt),
        ),
      ),
  ]);
  return new Set([...requested, ...activated].map((row) => row.machineId.toLowerCase()));
}

/** The buyer's seats of the product and the machines they hold now. */
export async function seatPool(
  deps: SeatPoolDeps,
  db: Executor,
  userId: string,
  productId: string,
): Promise<SeatPool & { machineIds: Set<string> }> {
  const [lines, perSeat, ids] = await Promise.all([
    liveLines(db, { userId, productIds: [productId], where: notABundleLine }),
    machinesPerSeat(deps, db, productId),
    machineIds(db, userId, productId),
  ]);
  const seats = lines.reduce((sum, { line }) => sum + lineSeats(line), 0);
  return { seats, machinesPerSeat: perSeat, machines: ids.size, machineIds: ids };
}

/**
 * Refuses (`409 device.seatsFull`, naming the seats, machines and product) a new machine once the buyer's
 * machines fill seats × machines per seat; a machine already holding a place is no new machine. Call it with
 * the pool locked (`lockSeatPool`).
 */
export async function refuseWhenSeatsFull(
  deps: SeatPoolDeps,
  tx: Executor,
  holder: { userId: string; productId: string; machineId: string; productName: string },
): Promise<void> {
  const pool = await seatPool(deps, tx, holder.userId, holder.productId);
  if (pool.machineIds.has(holder.machineId.toLowerCase())) return;
  if (pool.machines < pool.seats * pool.machinesPerSeat) return;
  throw new AppError(409, 'device.seatsFull', {
    seats: pool.seats,
    machines: pool.machines,
    product: holder.productName,
  });
}
