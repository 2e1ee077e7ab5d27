import { ACTIVE, live, seats } from './order-model-entitlement-invariants';
import type { Snapshot } from './order-model-snapshot';
import type { OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** One buyer's seats of one product and the machines holding them, read from the shop's tables (seats.md). */
export interface SeatPoolView {
  /** A live line of the product (not a bundle's own line): what an approval needs (`device.notEntitled`). */
  held: boolean;
  seats: number;
  perSeat: number;
  /** Distinct machine ids, lower case: active Machine-ID licences and live seat activations alike. */
  machines: Set<string>;
}

/** Room for `machineId` in the pool: it holds a place already, or the machines are fewer than seats × N. */
export const fits = (pool: SeatPoolView, machineId: string) =>
  pool.machines.has(machineId.toLowerCase()) || pool.machines.size < pool.seats * pool.perSeat;

/**
 * The pool of `userId`'s `productId` as the rules define it, computed afresh from a snapshot: the seats of the
 * buyer's live one-off lines (`lineSeats`: units left, none for a credited contained line or the bundle's own
 * line), the product's machines per seat (else the shop's default), both kinds of machine.
 */
export function poolOf(
  snapshot: Snapshot,
  world: OrderWorld,
  userId: string,
  productId: string,
): SeatPoolView {
  const bundleId = world.selling.bundle.id;
  const pool: SeatPoolView = { held: false, seats: 0, perSeat: 0, machines: new Set() };
  for (const item of snapshot.items.filter((row) => row.productId === productId)) {
    const order = snapshot.orders.find((row) => row.id === item.orderId)!;
    if (order.userId !== userId || !live(item, order) || productId === bundleId) continue;
    pool.held = true;
    pool.seats += seats(item, order, bundleId);
  }
  const product = snapshot.products.find((row) => row.id === productId);
  pool.perSeat = product?.machinesPerSeat ?? world.app.config.licences.machinesPerSeat;
  for (const licence of snapshot.licences) {
    if (licence.userId === userId && licence.productId === productId && ACTIVE.includes(licence.status))
      pool.machines.add(licence.machineId.toLowerCase());
  }
  for (const activation of snapshot.activations) {
    if (activation.userId === userId && activation.productId === productId && !activation.releasedAt)
      pool.machines.add(activation.machineId.toLowerCase());
  }
  return pool;
}

/**
 * 12. Seats on machines (issue 46, docs/rules/seats.md). For every buyer and product: the distinct machines
 * holding a place (active Machine-ID licences and live seat activations) are never more than seats × machines
 * per seat; a live seat activation is on a product the buyer still holds through a live line (not refunded,
 * unmarked or ended by an upgrade; a lease or a trial never gives one); and a closed account keeps no live
 * machine (closing revokes every licence, docs/rules/accounts.md).
 */
export function seatsHoldMachines(snapshot: Snapshot, model: OrderModel, world: OrderWorld): string[] {
  const problems: string[] = [];
  const pairs = new Set<string>();
  for (const row of [...snapshot.licences.filter((licence) => ACTIVE.includes(licence.status))]) {
    pairs.add(`${row.userId} ${row.productId}`);
  }
  const liveActivations = snapshot.activations.filter((row) => !row.releasedAt);
  for (const row of liveActivations) pairs.add(`${row.userId} ${row.productId}`);
  for (const pair of pairs) {
    const [userId, productId] = pair.split(' ') as [string, string];
    const pool = poolOf(snapshot, world, userId, productId);
    if (pool.machines.size > pool.seats * pool.perSeat)
      problems.push(
        `buyer ${userId} product ${productId}: ${pool.machines.size} machines on ${pool.seats} seat(s) × ${pool.perSeat}`,
      );
    const activations = liveActivations.filter((row) => row.userId === userId && row.productId === productId);
    if (activations.length > 0 && !pool.held)
      problems.push(
        `buyer ${userId} product ${productId}: live machine(s) ${activations.map((row) => row.machineId)} on a product not held`,
      );
  }
  world.buyers.forEach((buyer, index) => {
    if (!model.buyers[index]!.closed) return;
    const kept = liveActivations.filter((row) => row.userId === buyer.id);
    if (kept.length > 0) problems.push(`closed buyer#${index}: ${kept.length} live seat machine(s)`);
  });
  return problems;
}
