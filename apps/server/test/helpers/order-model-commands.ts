import { eq } from 'drizzle-orm';
import type fc from 'fast-check';
import { orderItems } from '../../src/lib/db/schema';
import { referralCookie } from './order-model-affiliates';
import { checkInvariants } from './order-model-invariants';
import type { Currency, ModelOrder, OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** The `n`-th of `list`, wrapping; undefined when the list is empty (the command then does nothing). */
export const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

/**
 * One step of the model run: `act` drives the real app and updates the model, then every invariant is
 * checked. Commands choose their targets by index among what the model holds at run time, so a seed and
 * path replay the same run.
 */
export abstract class Step implements fc.AsyncCommand<OrderModel, OrderWorld> {
  check(): boolean {
    return true;
  }
  async run(model: OrderModel, world: OrderWorld): Promise<void> {
    const started = performance.now();
    world.note(this.toString());
    const done = await this.act(model, world);
    world.note(`  → ${done ?? 'nothing to do'}`);
    const acted = performance.now();
    await checkInvariants(world, model);
    if (process.env.ORDER_MODEL_VERBOSE === '1') {
      world.note(
        `  (${Math.round(acted - started)} ms, invariants ${Math.round(performance.now() - acted)} ms)`,
      );
    }
  }
  /** What it did, for the history; undefined when there was nothing to do it on. */
  protected abstract act(model: OrderModel, world: OrderWorld): Promise<string | undefined>;
  abstract toString(): string;
}

export const openBuyers = (model: OrderModel) =>
  model.buyers.flatMap((buyer, index) => (buyer.closed ? [] : [index]));

/** An order of a buyer whose account is open, picked by index; undefined when there is none. */
export const openOrder = (model: OrderModel, n: number): ModelOrder | undefined =>
  pick(
    model.orders.filter((order) => !model.buyers[order.buyer]!.closed),
    n,
  );

/** A priced line of a cart, as the shop compares an open checkout's lines with a new cart's. */
export interface PricedLine {
  product: string;
  qty: number;
  unitCents: number;
  discountCents?: number;
  upgradeFrom?: string;
}

/** Same priced lines, currency and coupon: the shop hands the open checkout back (open-checkouts.ts). */
export const cartKey = (lines: PricedLine[], currency: Currency = 'eur', coupon = '') =>
  JSON.stringify([
    currency,
    coupon,
    lines
      .map((line) => [
        line.product,
        line.qty,
        line.unitCents,
        line.discountCents ?? 0,
        line.upgradeFrom ?? '',
      ])
      .sort(),
  ]);

/** What the shop does with its other pending checkouts when a buyer starts a new one (checkout.md). */
export function sweepForNewCheckout(model: OrderModel, buyer: number, key: string) {
  let reused: ModelOrder | undefined;
  const pending = model.ordersOf(buyer).filter((order) => order.status === 'pending' && !order.free);
  for (const order of pending.reverse()) {
    if (!reused && order.provider === 'open' && order.cartKey === key) {
      reused = order;
      continue;
    }
    if (order.provider === 'open') order.provider = 'expired';
    model.reconcile(order);
  }
  return reused;
}

export class CardCheckout extends Step {
  constructor(
    readonly buyerPick: number,
    readonly productPicks: number[],
    readonly quantities: number[],
    /** Issue 48: through the run's partner link (the referral cookie), so the order earns a commission. */
    readonly referred = false,
  ) {
    super();
  }
  toString = () =>
    `${this.referred ? 'referredCheckout' : 'cardCheckout'}(buyer#${this.buyerPick}, products ${this.productPicks}, qty ${this.quantities})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const chosen = [...new Set(this.productPicks.map((n) => pick(world.catalogue.paid, n)!))];
    const cart = chosen.map((product, index) => ({ product: product.id, qty: this.quantities[index] ?? 1 }));
    const priced = cart.map((item) => ({
      ...item,
      unitCents: chosen.find((product) => product.id === item.product)!.priceCents,
    }));
    const key = cartKey(priced);
    const reused = sweepForNewCheckout(model, buyer, key);
    const response = await world.request({
      method: 'POST',
      url: '/api/checkout/create-session',
      headers: {
        ...world.buyers[buyer]!.auth,
        ...(this.referred ? { cookie: await referralCookie(world) } : {}),
      },
      payload: { withdrawalConsent: true, cartItems: cart },
    });
    if (response.statusCode !== 200) throw world.failure(`checkout answered ${response.statusCode}`);
    const { orderId, sessionUrl } = response.json() as { orderId: string; sessionUrl: string };
    if (reused) {
      if (orderId !== reused.id)
        throw world.failure(`checkout: expected open order ${reused.id} handed back`);
      return `order ${orderId} handed back`;
    }
    const items = await world.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lines = items.map((item) => ({
      itemId: item.id,
      productId: item.productId,
      quantity: item.quantity,
      unitCents: item.unitPriceCents,
      discountCents: 0,
      refundedQuantity: 0,
    }));
    const total = cart.reduce(
      (sum, item) => sum + chosen.find((product) => product.id === item.product)!.priceCents * item.qty,
      0,
    );
    model.orders.push({
      ...newOrder(orderId, buyer, total, lines, key),
      sessionId: sessionUrl.split('/').pop()!,
      provider: 'open',
    });
    return `order ${orderId} (${total} cents)`;
  }
}

export const newOrder = (
  id: string,
  buyer: number,
  total: number,
  lines: ModelOrder['lines'],
  key: string,
  currency: Currency = 'eur',
): ModelOrder => ({
  id,
  buyer,
  free: total === 0,
  total,
  lines,
  currency,
  cartKey: key,
  provider: 'none',
  providerRefunded: 0,
  status: 'pending',
  refunded: 0,
  shopKnowsPayment: false,
  confirmed: false,
  aged: false,
});

export class FreeCheckout extends Step {
  constructor(
    readonly buyerPick: number,
    readonly productPick: number,
  ) {
    super();
  }
  toString = () => `freeCheckout(buyer#${this.buyerPick}, product#${this.productPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    const product = pick(world.catalogue.free, this.productPick);
    if (buyer === undefined || !product) return undefined;
    const owned = model.liveLines(buyer, product.id).length > 0;
    const response = await world.request({
      method: 'POST',
      url: '/api/checkout',
      headers: world.buyers[buyer]!.auth,
      payload: { withdrawalConsent: true, confirmFree: true, cartItems: [{ product: product.id, qty: 1 }] },
    });
    const answer = response.json() as { kind: string; orderId?: string };
    if (response.statusCode !== 200 || answer.kind !== (owned ? 'redirect' : 'paid')) {
      throw world.failure(`free checkout answered ${response.statusCode} ${response.body}; owned: ${owned}`);
    }
    if (owned) return 'already owned';
    const [item] = await world.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, answer.orderId!));
    const line = {
      itemId: item!.id,
      productId: product.id,
      quantity: 1,
      unitCents: 0,
      discountCents: 0,
      refundedQuantity: 0,
    };
    const key = cartKey([{ product: product.id, qty: 1, unitCents: 0 }]);
    model.orders.push({
      ...newOrder(answer.orderId!, buyer, 0, [line], key),
      status: 'paid',
      confirmed: true,
    });
    return `free order ${answer.orderId}`;
  }
}
