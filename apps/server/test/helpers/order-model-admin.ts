import type { AddressInfo } from 'node:net';
import { createStripeClient } from '../../src/lib/payments/gateway';
import { expireAbandonedOrders } from '../../src/modules/checkout';
import { proratedUnitsCents } from '../../src/modules/coupons';
import { age } from './order-model-account';
import { pick, Step } from './order-model-commands';
import { GRANTING, type ModelOrder, type OrderModel, remarkedStatus } from './order-model-state';
import type { OrderWorld } from './order-model-world';

const putOrder = (world: OrderWorld, order: ModelOrder, isPaid: boolean) =>
  world.request({
    method: 'PUT',
    url: `/api/admin/orders/${order.id}`,
    headers: world.admin.auth,
    payload: { isPaid, isDelivered: false },
  });

/** The admin unmarks any order: a paid or partially refunded one becomes unmarked; others do not move. */
export class AdminUnmark extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `adminUnmark(order#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(model.orders, this.orderPick);
    if (!order) return undefined;
    // A later order standing on one of its lines (an upgrade, a bundle's credit) is to be taken back first.
    const granting =
      GRANTING.includes(order.status) && !model.dependentOn(order.lines.map((line) => line.itemId));
    const response = await putOrder(world, order, false);
    if (granting !== (response.statusCode === 200) && GRANTING.includes(order.status))
      throw world.failure(`unmark answered ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (granting) order.status = 'unmarked';
    return `order ${order.id}: ${response.statusCode}`;
  }
}

/**
 * The admin marks paid an order that was paid once (never a checkout still unpaid: that is a hand-made
 * payment, outside this model): an unmarked one is paid again (partially refunded after a refund); any other
 * stays as it is, answered 200 or 4xx.
 */
export class AdminRemark extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `adminRemark(order#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(
      model.orders.filter((o) => !['pending', 'failed', 'expired'].includes(o.status)),
      this.orderPick,
    );
    if (!order) return undefined;
    // An upgrade or credited bundle whose earlier line went meanwhile is not marked paid again (entitlements.md).
    const unmarked = order.status === 'unmarked' && !model.dependencyBroken(order);
    const response = await putOrder(world, order, true);
    const refused = order.status === 'unmarked' && !unmarked;
    if ((unmarked && response.statusCode !== 200) || (refused && response.statusCode !== 409))
      throw world.failure(`re-mark answered ${response.statusCode}; dependency gone: ${refused}`);
    if (unmarked) order.status = remarkedStatus(order);
    return `order ${order.id}: ${response.statusCode}`;
  }
}

/** An admin refund through the back-office route: everything left, or some units of one line. */
export class AdminRefund extends Step {
  constructor(
    readonly orderPick: number,
    readonly full: boolean,
    readonly linePick: number,
    readonly units: number,
  ) {
    super();
  }
  toString = () =>
    `adminRefund(order#${this.orderPick}, ${this.full ? 'full' : `line#${this.linePick} × ${this.units}`})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(model.orders, this.orderPick);
    if (!order) return undefined;
    // A bundle's contained lines are refunded with its line, never on their own (docs/rules/bundles.md).
    const withUnits = order.lines.filter((line) => !line.bundleOf && line.quantity > line.refundedQuantity);
    const line = this.full || order.free ? undefined : pick(withUnits, this.linePick);
    const units = line ? 1 + (this.units % (line.quantity - line.refundedQuantity)) : 0;
    const response = await world.request({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: world.admin.auth,
      payload: {
        reason: 'model-based refund',
        confirmLate: true,
        ...(line ? { lines: [{ itemId: line.itemId, quantity: units }] } : {}),
      },
    });
    const answer = `order ${order.id}: ${response.statusCode}`;
    // Giving back a line a later order stands on is refused (docs/rules/entitlements.md).
    const depended = model.dependentOn((line ? [line] : withUnits).map((l) => l.itemId));
    if (order.free) {
      // An unmarked free order: cancelling it or refusing are both reasonable; the model follows.
      const cancels =
        !depended &&
        (order.status === 'paid' || (order.status === 'unmarked' && response.statusCode === 200));
      if (cancels !== (response.statusCode === 200)) throw world.failure(`free ${answer}`);
      if (cancels) order.status = 'cancelled';
      return answer;
    }
    const refundable =
      ['paid', 'partially_refunded', 'unmarked'].includes(order.status) && withUnits.length > 0;
    const left = order.total - order.refunded;
    // Chosen units give back their price, at most the money left (an amount-only refund may have taken some).
    const amount = line
      ? Math.min(
          proratedUnitsCents({ ...line, unitPriceCents: line.unitCents }, line.refundedQuantity, units),
          left,
        )
      : left;
    const expected = !refundable || amount <= 0 || depended ? 'refused' : 'refunded';
    // A dashboard refund the shop has not heard of leaves the provider holding less than the shop thinks: the
    // provider refuses, the shop records what it finds there and answers 409 refund.providerAhead.
    if (expected === 'refunded' && amount > model.providerHolds(order)) {
      if (response.statusCode !== 409 || response.json().code !== 'refund.providerAhead') {
        throw world.failure(`refund ${answer} ${response.body.slice(0, 200)}; expected refund.providerAhead`);
      }
      for (const refund of model.dashboardRefunds.filter((r) => r.orderId === order.id && !r.learnt)) {
        model.learnDashboardRefund(refund.id);
      }
      return `${answer}, the shop caught up with the dashboard's refunds`;
    }
    if ((expected === 'refunded') !== (response.statusCode === 200)) {
      throw world.failure(`refund ${answer} ${response.body.slice(0, 200)}; expected ${expected}`);
    }
    if (expected === 'refused') return answer;
    order.providerRefunded += amount;
    model.recordRefund(order, amount, line ? new Map([[line.itemId, units]]) : new Map());
    return `${answer}, ${amount} cents`;
  }
}

/** A refund made in the provider's dashboard (no shop metadata): the shop hears of it by webhook only. */
export class DashboardRefund extends Step {
  constructor(
    readonly orderPick: number,
    readonly whole: boolean,
    readonly amountPick: number,
    readonly deliverNow: boolean,
  ) {
    super();
  }
  toString = () =>
    `dashboardRefund(order#${this.orderPick}, ${this.whole ? 'all left' : `amount#${this.amountPick}`}, deliverNow ${this.deliverNow})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(
      model.orders.filter((o) => o.shopKnowsPayment && model.providerHolds(o) > 0),
      this.orderPick,
    );
    if (!order) return undefined;
    const left = model.providerHolds(order);
    const amount = this.whole ? left : 1 + (this.amountPick % left);
    const address = world.app.server.address() as AddressInfo;
    const stripe = createStripeClient({
      sandbox: { host: '127.0.0.1', port: address.port, key: world.app.secrets.paymentSandboxKey! },
    });
    const refund = await stripe.refunds.create({ payment_intent: order.paymentIntent!, amount });
    order.providerRefunded += amount;
    model.dashboardRefunds.push({ id: refund.id, orderId: order.id, amount, learnt: false });
    if (this.deliverNow) {
      const event = world.events.findLast(
        (e) => e.type === 'refund.updated' && e.refundIds.includes(refund.id),
      )!;
      await world.deliver(event);
      model.learnDashboardRefund(refund.id);
    }
    return `order ${order.id}: ${amount} cents back (${refund.id})`;
  }
}

/** The provider expires an open checkout session (as Stripe does after 24 h); the shop hears by webhook. */
export class ProviderExpire extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `providerExpire(open session#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(
      model.orders.filter((o) => o.provider === 'open'),
      this.orderPick,
    );
    if (!order) return undefined;
    await world.app.payments.expireCheckoutSession(order.sessionId!);
    order.provider = 'expired';
    return `session of ${order.id} expired`;
  }
}

/** What an expiry run does to the aged checkouts still pending: expired at the provider, or paid. */
function sweepAged(model: OrderModel): void {
  for (const order of model.orders.filter((o) => o.aged && o.status === 'pending')) {
    if (order.provider === 'open') order.provider = 'expired';
    model.reconcile(order);
  }
}

/** A day passes for one card order, then the scheduled expiry of abandoned checkouts runs. */
export class ExpiryRun extends Step {
  constructor(readonly orderPick: number) {
    super();
  }
  toString = () => `expiryRun(age card order#${this.orderPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(
      model.orders.filter((o) => !o.free && !o.aged),
      this.orderPick,
    );
    if (order) await age(world, order);
    sweepAged(model);
    const report = await expireAbandonedOrders(world.app);
    return `aged ${order?.id ?? 'none'}; ${JSON.stringify(report)}`;
  }
}

export class MaintenanceRun extends Step {
  toString = () => 'maintenanceDB()';
  protected async act(model: OrderModel, world: OrderWorld) {
    sweepAged(model);
    const response = await world.request({
      method: 'POST',
      url: '/api/admin/maintenance/run',
      headers: world.admin.auth,
      payload: { task: 'maintenanceDB' },
    });
    if (response.statusCode !== 200) throw world.failure(`maintenanceDB answered ${response.statusCode}`);
    return 'ran';
  }
}

export class Restart extends Step {
  toString = () => 'restart()';
  protected async act(_model: OrderModel, world: OrderWorld) {
    await world.restart();
    return 'new instance on the same database';
  }
}
