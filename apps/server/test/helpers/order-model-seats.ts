import { isNull, sql } from 'drizzle-orm';
import { seatActivations } from '../../src/lib/db/schema';
import { releaseIdleMachines } from '../../src/modules/licences/device/activations';
import { openBuyers, openOrder, pick, Step } from './order-model-commands';
import { fits, poolOf } from './order-model-seat-invariants';
import { readSnapshot } from './order-model-snapshot';
import type { OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

const DAY = 86_400_000;
/** Four machines, shared by every buyer's sign-ins and Machine-ID requests, so both kinds meet on one machine. */
const MACHINES = 4;
export const seatMachine = (n: number) =>
  (0x5ea7 + (n % MACHINES)).toString(16).toUpperCase().padStart(32, 'B');

let address = 0;
/** Each indicator calls from its own address, as real machines do (the per-address limits aside). */
const nextAddress = () => {
  address += 1;
  return `10.146.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

/**
 * What a buyer may sign in for: every product of their orders (bought, refunded, upgraded from or to, a
 * bundle's contents; the bundle's own line aside) and the trial products, so approvals without a live line
 * are tried too.
 */
function seatProducts(model: OrderModel, world: OrderWorld, buyer: number): string[] {
  const bought = model
    .ordersOf(buyer)
    .flatMap((order) => order.lines.map((line) => line.productId))
    .filter((id) => id !== world.selling.bundle.id);
  return [...new Set([...bought, ...world.selling.trials.map((product) => product.id)])];
}

/**
 * The indicator signs in on one of the shared machines (docs/rules/seats.md): a device code, the buyer's
 * approval from their session, the poll. The approval must answer as the seat pool read just before says:
 * `device.notEntitled` without a live line, `device.seatsFull` for a new machine once seats × N are taken
 * (the poll then says so too), else approved, and the poll hands the seat's file over.
 */
export class SignIn extends Step {
  constructor(
    readonly buyerPick: number,
    readonly productPick: number,
    readonly machine: number,
  ) {
    super();
  }
  toString = () =>
    `signIn(buyer#${this.buyerPick}, product#${this.productPick}, machine ${this.machine % MACHINES})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const productId = pick(seatProducts(model, world, buyer), this.productPick)!;
    const machineId = seatMachine(this.machine);
    const pool = poolOf(await readSnapshot(world), world, world.buyers[buyer]!.id, productId);
    const expected = !pool.held
      ? 'device.notEntitled'
      : fits(pool, machineId)
        ? 'approved'
        : 'device.seatsFull';
    const asked = await world.request({
      method: 'POST',
      url: '/api/device/code',
      remoteAddress: nextAddress(),
      payload: {
        product: productId,
        machineId,
        machineName: `Machine ${this.machine % MACHINES}`,
        platformVersion: '8.1.5.2',
      },
    });
    if (asked.statusCode !== 200) throw world.failure(`device code answered ${asked.statusCode}`);
    const code = asked.json() as { device_code: string; user_code: string };
    const decision = await world.request({
      method: 'POST',
      url: '/api/device/approve',
      headers: world.buyers[buyer]!.auth,
      payload: { userCode: code.user_code },
    });
    const got = decision.statusCode === 200 ? 'approved' : (decision.json() as { code: string }).code;
    const poll = await world.request({
      method: 'POST',
      url: '/api/device/token',
      remoteAddress: nextAddress(),
      payload: { device_code: code.device_code },
    });
    const answer = poll.json() as { activationId?: string; licence?: string; code?: string };
    const polled = poll.statusCode === 200 ? 'approved' : answer.code;
    // The poll hands the file over, says the seats are full, or is plainly pending (not held: not approved).
    const pollExpected = expected === 'device.notEntitled' ? 'device.token.pending' : expected;
    if (got !== expected || polled !== pollExpected)
      throw world.failure(
        `sign-in of ${productId} on ${machineId}: approval ${got}, poll ${polled}; expected ${expected} (${pool.machines.size} machines on ${pool.seats} × ${pool.perSeat})`,
      );
    if (answer.activationId) {
      model.seats = model.seats.filter((seat) => seat.activationId !== answer.activationId);
      model.seats.push({
        activationId: answer.activationId,
        buyer,
        productId,
        machineId,
        licence: answer.licence!,
      });
    }
    return `${got} (${pool.machines.size} machines on ${pool.seats} × ${pool.perSeat})`;
  }
}

/**
 * A Machine-ID licence request on one of the shared machines: it counts against the same seats. Its other
 * refusals (no seat left on the line, an order not paid…) are the licence tests'; here a request accepted must
 * have found room or its machine already in place, and `device.seatsFull` must mean the pool was full.
 */
export class RequestSeatLicence extends Step {
  constructor(
    readonly orderPick: number,
    readonly machine: number,
  ) {
    super();
  }
  toString = () => `requestSeatLicence(order#${this.orderPick}, machine ${this.machine % MACHINES})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = openOrder(model, this.orderPick);
    const line = order && pick(order.lines, this.machine);
    if (!order || !line) return undefined;
    const machineId = seatMachine(this.machine);
    const pool = poolOf(await readSnapshot(world), world, world.buyers[order.buyer]!.id, line.productId);
    const response = await world.request({
      method: 'POST',
      url: '/api/license/request',
      headers: world.buyers[order.buyer]!.auth,
      payload: { productId: line.productId, orderId: order.id, machineIdName: `${machineId}-Office` },
    });
    const full = (response.json() as { code?: string }).code === 'device.seatsFull';
    if ((response.statusCode === 201 && !fits(pool, machineId)) || (full && fits(pool, machineId)))
      throw world.failure(
        `Machine-ID request on ${machineId} answered ${response.statusCode} ${response.body.slice(0, 200)} with ${pool.machines.size} machines on ${pool.seats} × ${pool.perSeat}`,
      );
    return `order ${order.id} line ${line.itemId}: ${response.statusCode}${full ? ' seatsFull' : ''}`;
  }
}

/**
 * The buyer frees a machine signed in from the indicator, from the customer area. Its list must show, per
 * product, the seats and the seat machines the shop holds; another buyer freeing it is `404
 * device.machineNotFound` (a buyer reaches only their own machines).
 */
export class FreeMachine extends Step {
  constructor(
    readonly buyerPick: number,
    readonly machinePick: number,
    readonly intruderPick: number,
  ) {
    super();
  }
  toString = () => `freeMachine(buyer#${this.buyerPick}, machine#${this.machinePick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const open = openBuyers(model);
    const buyer = pick(open, this.buyerPick);
    if (buyer === undefined) return undefined;
    const auth = world.buyers[buyer]!.auth;
    const listed = (await world.request({ url: '/api/device/machines', headers: auth })).json() as {
      products: { product: { id: string }; seats: number; machines: { id: string; kind: string }[] }[];
    };
    const snapshot = await readSnapshot(world);
    for (const { product, seats, machines } of listed.products) {
      const live = snapshot.activations.filter(
        (row) => row.userId === world.buyers[buyer]!.id && row.productId === product.id && !row.releasedAt,
      );
      const seatRows = machines.filter((machine) => machine.kind === 'seat').map((machine) => machine.id);
      const pool = poolOf(snapshot, world, world.buyers[buyer]!.id, product.id);
      if (
        seats !== pool.seats ||
        seatRows.sort().join() !==
          live
            .map((row) => row.id)
            .sort()
            .join()
      )
        throw world.failure(`machines list of ${product.id}: ${JSON.stringify({ seats, machines })}`);
    }
    const machine = pick(
      listed.products.flatMap(({ machines }) => machines.filter((each) => each.kind === 'seat')),
      this.machinePick,
    );
    if (!machine) return 'no seat machine to free';
    const free = (who: number) =>
      world.request({
        method: 'DELETE',
        url: `/api/device/machines/${machine.id}`,
        headers: world.buyers[who]!.auth,
      });
    const intruder = pick(
      open.filter((other) => other !== buyer),
      this.intruderPick,
    );
    if (intruder !== undefined) {
      const refused = await free(intruder);
      if (
        refused.statusCode !== 404 ||
        (refused.json() as { code: string }).code !== 'device.machineNotFound'
      )
        throw world.failure(`buyer#${intruder} freeing another's machine answered ${refused.statusCode}`);
    }
    const freed = await free(buyer);
    if (freed.statusCode !== 204) throw world.failure(`freeing ${machine.id} answered ${freed.statusCode}`);
    return `freed ${machine.id}`;
  }
}

/**
 * Days pass without check-ins: every live seat machine was last seen `days` earlier, then the hourly sweep
 * runs. Exactly the machines unseen for `SEAT_IDLE_RELEASE_DAYS` are freed.
 */
export class IdleSweep extends Step {
  constructor(readonly days: number) {
    super();
  }
  toString = () => `idleSweep(${this.days} days)`;
  protected async act(_model: OrderModel, world: OrderWorld) {
    const db = world.app.db;
    const aged = await db
      .update(seatActivations)
      .set({ lastSeenAt: sql`${seatActivations.lastSeenAt} - make_interval(days => ${this.days})` })
      .where(isNull(seatActivations.releasedAt))
      .returning();
    const now = new Date();
    const cutoff = now.getTime() - world.app.config.licences.seatIdleReleaseDays * DAY;
    const idle = aged.filter((row) => row.lastSeenAt.getTime() < cutoff).map((row) => row.id);
    const freed = await releaseIdleMachines(world.app.licences, now);
    const left = await db
      .select({ id: seatActivations.id })
      .from(seatActivations)
      .where(isNull(seatActivations.releasedAt));
    if (freed !== idle.length || left.some((row) => idle.includes(row.id)))
      throw world.failure(`idle sweep freed ${freed}, expected ${idle.length} of ${aged.length}`);
    return `${freed} of ${aged.length} freed`;
  }
}

/**
 * An indicator checks in with its seat file (`POST /api/license/validate`): valid with a fresh file while its
 * machine holds its place and the buyer a live line of the product, revoked once freed, no longer held, or
 * the account closed.
 */
export class SeatCheckIn extends Step {
  constructor(readonly seatPick: number) {
    super();
  }
  toString = () => `seatCheckIn(#${this.seatPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const seat = pick(model.seats, this.seatPick);
    if (!seat) return undefined;
    const snapshot = await readSnapshot(world);
    const row = snapshot.activations.find((activation) => activation.id === seat.activationId)!;
    const held = poolOf(snapshot, world, world.buyers[seat.buyer]!.id, seat.productId).held;
    const closed = model.buyers[seat.buyer]!.closed;
    const expected = !row.releasedAt && held && !closed ? 'valid' : 'revoked';
    const response = await world.request({
      method: 'POST',
      url: '/api/license/validate',
      remoteAddress: nextAddress(),
      payload: {
        licence: seat.licence,
        machineId: seat.machineId,
        clientVersion: '1.0.0',
        platformVersion: '8.1.5.2',
      },
    });
    const answer = response.json() as { reason: string; licence: string | null };
    if (answer.reason !== expected)
      throw world.failure(
        `check-in of seat ${seat.activationId}: ${answer.reason}, expected ${expected} (freed ${row.releasedBy ?? 'no'}, held ${held}, closed ${closed})`,
      );
    if (answer.licence) seat.licence = answer.licence;
    return `seat ${seat.activationId}: ${answer.reason}`;
  }
}
