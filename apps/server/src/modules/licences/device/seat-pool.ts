import { activeLicenceStatuses } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../../lib/db/client';
import { licenceRequests, products, seatActivations } from '../../../lib/db/schema';
import { AppError } from '../../../lib/errors';
import { lineSeats, liveLines, notABundleLine } from '../../entitlements';
import type { LicenceDeps } from '../deps';

/** What the seat pool reads of the configuration: the machines per seat a product sets none for. */
export type SeatPoolDeps = { config: Pick<LicenceDeps['config'], 'licences'> };

/** How many machines one seat of `product` holds at once: the product's own setting, else the shop's. */
export function machinesPerSeatOf(
  deps: SeatPoolDeps,
  product: { machinesPerSeat: number | null } | undefined,
): number {
  return product?.machinesPerSeat ?? deps.config.licences.machinesPerSeat;
}

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

/** The machine ids (lower case) of the buyer's active Machine-ID licences of the product. */
export function machineIdLicences(db: Executor, userId: string, productId: string) {
  return db
    .select({ machineId: sql<string>`lower(${licenceRequests.machineId})` })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.userId, userId),
        eq(licenceRequests.productId, productId),
        inArray(licenceRequests.status, [...activeLicenceStatuses]),
      ),
    );
}

/** The buyer's live seat activations of the product (not freed). */
const liveSeatOf = (userId: string, productId: string) =>
  and(
    eq(seatActivations.userId, userId),
    eq(seatActivations.productId, productId),
    isNull(seatActivations.releasedAt),
  );

/** The machine ids (lower case) holding the buyer's places of the product: both kinds, in one statement. */
async function machineIds(db: Executor, userId: string, productId: string): Promise<Set<string>> {
  const rows = await union(
    machineIdLicences(db, userId, productId),
    db
      .select({ machineId: sql<string>`lower(${seatActivations.machineId})` })
      .from(seatActivations)
      .where(liveSeatOf(userId, productId)),
  );
  return new Set(rows.map((row) => row.machineId));
}

/** The buyer's seats of the product and the machines they hold now, with the product they are of. */
export async function seatPool(
  deps: SeatPoolDeps,
  db: Executor,
  userId: string,
  productId: string,
): Promise<SeatPool & { machineIds: Set<string>; product: typeof products.$inferSelect | undefined }> {
  // In turn: inside the caller's transaction the three share one connection.
  const lines = await liveLines(db, { userId, productIds: [productId], where: notABundleLine });
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const ids = await machineIds(db, userId, productId);
  const seats = lines.reduce((sum, { line }) => sum + lineSeats(line), 0);
  const machinesPerSeat = machinesPerSeatOf(deps, product);
  return { seats, machinesPerSeat, machines: ids.size, machineIds: ids, product };
}

/**
 * Refuses (`409 device.seatsFull`, naming the seats, machines and product) a new machine once the buyer's
 * machines fill seats × machines per seat; a machine already holding a place is no new machine. Call it with
 * the pool locked (`lockSeatPool`).
 */
export async function refuseWhenSeatsFull(
  deps: SeatPoolDeps,
  tx: Executor,
  holder: { userId: string; productId: string; machineId: string },
  language: Language,
): Promise<void> {
  const pool = await seatPool(deps, tx, holder.userId, holder.productId);
  if (pool.machineIds.has(holder.machineId.toLowerCase())) return;
  if (pool.machines < pool.seats * pool.machinesPerSeat) return;
  throw new AppError(409, 'device.seatsFull', {
    seats: pool.seats,
    machines: pool.machines,
    product: pool.product ? localized(pool.product, 'name', language) : '',
  });
}

/**
 * The buyer's seat machines of the product that would free a place if freed: live, not sharing a Machine ID with
 * a live Machine-ID licence of it; the longest unseen first (then the newest), the one least likely to be running
 * the indicator now. The order a refund frees them in and an upgrade moves them in (docs/rules/seats.md).
 */
export async function placeHoldingSeats(tx: Transaction, userId: string, productId: string) {
  const live = await tx
    .select()
    .from(seatActivations)
    .where(liveSeatOf(userId, productId))
    .orderBy(asc(seatActivations.lastSeenAt), desc(seatActivations.activatedAt));
  const licenced = await machineIdLicences(tx, userId, productId);
  const byLicence = new Set(licenced.map((row) => row.machineId));
  return live.filter((row) => !byLicence.has(row.machineId.toLowerCase()));
}
