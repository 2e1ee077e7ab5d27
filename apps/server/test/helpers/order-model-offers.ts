import { upgradeOffersSchema } from '@shop/contracts';
import { type CouponCode, couponDiscount, listPrice, seatPaid } from './order-model-catalogue';
import { cartKey, openBuyers, openOrder, pick, Step } from './order-model-commands';
import { placeCheckout } from './order-model-selling';
import { GRANTING, type ModelLine, type ModelOrder, type OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** Why the model expects an upgrade from this line to be refused, undefined when it should be sold. */
function upgradeRefusal(model: OrderModel, order: ModelOrder, line: ModelLine): string | undefined {
  if (!GRANTING.includes(order.status) || line.quantity <= line.refundedQuantity) return 'upgrade.notOwned';
  if (model.endedByUpgrade(line.itemId)) return 'upgrade.alreadyUpgraded';
  return undefined;
}

/**
 * A buyer upgrades the lower line of one of their orders (Lite → Premium, docs/rules/upgrades.md), with or
 * without a coupon, in the order's currency. First the customer area's offers (`GET /api/upgrades`) must hold
 * this upgrade exactly when the model says the checkout accepts it, at the difference per seat it charges.
 */
export class UpgradeCheckout extends Step {
  constructor(
    readonly orderPick: number,
    readonly coupon: CouponCode,
  ) {
    super();
  }
  toString = () => `upgradeCheckout(order#${this.orderPick}, coupon '${this.coupon}')`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const open = openBuyers(model);
    const order = pick(
      model.orders.filter(
        (candidate) =>
          open.includes(candidate.buyer) &&
          candidate.lines.some((line) => world.selling.upgrades.has(line.productId)),
      ),
      this.orderPick,
    );
    if (!order) return undefined;
    const lower = order.lines.find((line) => world.selling.upgrades.has(line.productId))!;
    const target = world.selling.upgrades.get(lower.productId)!;
    const refusal = upgradeRefusal(model, order, lower);
    const seats = lower.quantity - lower.refundedQuantity;
    const perSeat = Math.max(0, listPrice(target, order.currency)! - seatPaid(lower));
    await checkOffer(world, order, refusal ? undefined : perSeat);
    const body = {
      cartItems: [{ product: target.id, qty: 1, upgradeFrom: order.id }],
      currency: order.currency,
      couponCode: this.coupon,
    };
    if (refusal) return (await placeCheckout(model, world, order.buyer, body, { refused: [refusal] })).answer;
    const amount = perSeat * seats;
    const discount = couponDiscount(this.coupon, amount, order.currency);
    if (discount === null)
      return (await placeCheckout(model, world, order.buyer, body, { refused: ['coupon.euroOnly'] })).answer;
    const line = { product: target.id, qty: seats, unitCents: perSeat, upgradeFrom: lower.itemId };
    const key = cartKey([line], order.currency, this.coupon && `${this.coupon} −${discount}`);
    const expected = { total: amount - discount, key };
    return (await placeCheckout(model, world, order.buyer, body, expected)).answer;
  }
}

/** The buyer's upgrade offers hold one from `order` exactly when expected, at `perSeat` (in the order's currency). */
async function checkOffer(world: OrderWorld, order: ModelOrder, perSeat: number | undefined) {
  const response = await world.request({ url: '/api/upgrades', headers: world.buyers[order.buyer]!.auth });
  const { offers } = upgradeOffersSchema.parse(response.json());
  const offer = offers.find((candidate) => candidate.fromOrderId === order.id);
  const offered = offer?.price.amount;
  if (offered !== perSeat)
    throw world.failure(
      `upgrade offers: order ${order.id} offered at ${offered}, the checkout takes ${perSeat}`,
    );
}

/** Why the model expects the buyer's refund request of an order refused (docs/rules/entitlements.md). */
function requestRefused(model: OrderModel, order: ModelOrder): boolean {
  if (order.total === 0 || !GRANTING.includes(order.status) || order.requestOpen) return true;
  return freeLines(model, order).length === 0;
}

/** The order's lines a buyer may ask back: their own (not a bundle's contents), units left, nothing standing on them. */
const freeLines = (model: OrderModel, order: ModelOrder) =>
  order.lines.filter(
    (line) => !line.bundleOf && line.quantity > line.refundedQuantity && !model.dependentOn([line.itemId]),
  );

/**
 * The buyer asks for a refund of an order from the customer area. Its orders list offers the request
 * (`refundRequestable`) exactly when the model says the route accepts it, and the route then does.
 */
export class RequestRefund extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `requestRefund(order#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = openOrder(model, this.orderPick);
    if (!order) return undefined;
    const auth = world.buyers[order.buyer]!.auth;
    const mine = (await world.request({ url: '/api/orders/mine', headers: auth })).json() as {
      _id: string;
      refundRequestable?: boolean;
    }[];
    const offered = mine.find((row) => row._id === order.id)?.refundRequestable ?? false;
    const expected = !requestRefused(model, order);
    const asked = freeLines(model, order);
    const lines = (asked.length > 0 ? asked : order.lines.filter((line) => !line.bundleOf)).map((line) => ({
      itemId: line.itemId,
      quantity: Math.max(1, line.quantity - line.refundedQuantity),
    }));
    const response = await world.request({
      method: 'POST',
      url: `/api/orders/${order.id}/refund-requests`,
      headers: auth,
      payload: { lines, reason: 'model-based request' },
    });
    const accepted = response.statusCode === 201;
    if (offered !== expected || accepted !== expected)
      throw world.failure(
        `refund request of ${order.id}: offered ${offered}, route ${response.statusCode} ${response.body.slice(0, 200)}, model ${expected}`,
      );
    if (accepted) order.requestOpen = true;
    return `order ${order.id}: ${response.statusCode}`;
  }
}
