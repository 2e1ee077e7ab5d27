import { eq } from 'drizzle-orm';
import { orders } from '../../src/lib/db/schema';
import { openBuyers, openOrder, pick, Step } from './order-model-commands';
import { GRANTING, type ModelOrder, type OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

export class StatusPoll extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `statusPoll(order#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = openOrder(model, this.orderPick);
    if (!order) return undefined;
    if (['pending', 'failed', 'expired'].includes(order.status) && !order.free) model.reconcile(order);
    const response = await world.request({
      url: `/api/checkout/status?order_id=${order.id}`,
      headers: world.buyers[order.buyer]!.auth,
    });
    const paid = GRANTING.includes(order.status);
    if (response.statusCode !== 200 || (response.json() as { paid: boolean }).paid !== paid) {
      throw world.failure(
        `status of ${order.id} answered ${response.statusCode} ${response.body}; paid: ${paid}`,
      );
    }
    return `order ${order.id}: paid ${paid}`;
  }
}

export class CloseAccount extends Step {
  constructor(readonly buyerPick: number) {
    super();
  }
  toString = () => `closeAccount(buyer#${this.buyerPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const response = await world.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: world.buyers[buyer]!.auth,
      payload: { password: world.buyers[buyer]!.password, confirm: true },
    });
    if (response.statusCode !== 204) throw world.failure(`closing answered ${response.statusCode}`);
    model.buyers[buyer]!.closed = true;
    for (const order of model.ordersOf(buyer).filter((o) => o.status === 'pending' && !o.free)) {
      if (order.provider === 'open' || order.provider === 'expired') {
        // Its session expires at the provider (or had already, unknown to the shop): the order expires.
        order.provider = 'expired';
        order.status = 'expired';
      } else if (order.provider === 'complete') {
        // Paid at the provider before the closing, not yet known to the shop: the closing may learn it first
        // (a sale made while the account was open: paid), expire it, or give the money back at once.
        order.accept = ['pending', 'expired', 'refunded', 'paid'];
      }
    }
    return `buyer#${buyer} closed`;
  }
}

export class RequestLicence extends Step {
  constructor(
    readonly orderPick: number,
    readonly machine: number,
  ) {
    super();
  }
  toString = () => `requestLicence(order#${this.orderPick}, machine ${this.machine})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = openOrder(model, this.orderPick);
    const line = order && pick(order.lines, this.machine);
    if (!order || !line) return undefined;
    const response = await world.request({
      method: 'POST',
      url: '/api/license/request',
      headers: world.buyers[order.buyer]!.auth,
      payload: {
        productId: line.productId,
        orderId: order.id,
        machineIdName: `${this.machine.toString(16).toUpperCase().padStart(32, 'A')}-PC`,
      },
    });
    return `order ${order.id} line ${line.itemId}: ${response.statusCode}`;
  }
}

/** Ages an order past the 24 h of its checkout session, as the expiry run sees it. */
export async function age(world: OrderWorld, order: ModelOrder): Promise<void> {
  await world.app.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
    .where(eq(orders.id, order.id));
  order.aged = true;
}
