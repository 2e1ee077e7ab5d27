import { eq } from 'drizzle-orm';
import { sandboxCheckoutSessions } from '../../src/lib/db/schema';
import { pick, Step } from './order-model-commands';
import type { OrderModel } from './order-model-state';
import type { CapturedEvent, OrderWorld } from './order-model-world';

/** Applies what an event delivered to the shop teaches it (a redelivery teaches nothing new). */
export function applyEvent(model: OrderModel, event: CapturedEvent): void {
  if (event.leaseId) model.learnLeaseEvent(event);
  if (event.orderId && model.orders.some((order) => order.id === event.orderId)) {
    const order = model.order(event.orderId);
    if (event.type === 'checkout.session.completed') model.learnPayment(order);
    if (event.type === 'checkout.session.expired') model.expire(order);
  }
  for (const refundId of event.refundIds) model.learnDashboardRefund(refundId);
  if (event.refundIds.length > 0) model.learnProviderRefund(event.paymentIntent);
}

export class PayAtProvider extends Step {
  constructor(
    readonly orderPick: number,
    readonly deliverNow: boolean,
  ) {
    super();
  }
  toString = () => `payAtProvider(open session#${this.orderPick}, deliverNow ${this.deliverNow})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const order = pick(
      model.orders.filter((candidate) => candidate.provider === 'open'),
      this.orderPick,
    );
    if (!order) return undefined;
    const response = await world.request({
      method: 'POST',
      url: `/sandbox/stripe/pay/${order.sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242',
    });
    if (response.statusCode !== 303)
      throw world.failure(`paying ${order.id} answered ${response.statusCode}`);
    order.provider = 'complete';
    const [session] = await world.app.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, order.sessionId!));
    order.paymentIntent = session!.paymentIntent!;
    if (this.deliverNow) {
      const event = world.events.findLast(
        (e) => e.orderId === order.id && e.type === 'checkout.session.completed',
      )!;
      await world.deliver(event);
      applyEvent(model, event);
    }
    return `order ${order.id} paid at the provider`;
  }
}

/** Delivers a captured event: `again` picks among those delivered already; otherwise one never sent. */
export class DeliverEvent extends Step {
  constructor(
    readonly eventPick: number,
    readonly again: boolean,
  ) {
    super();
  }
  toString = () => `${this.again ? 'redeliverEvent' : 'deliverEvent'}(#${this.eventPick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const event = pick(
      world.events.filter((e) => !e.dropped && (this.again ? e.deliveries > 0 : e.deliveries === 0)),
      this.eventPick,
    );
    if (!event) return undefined;
    await world.deliver(event);
    applyEvent(model, event);
    return `${event.type} ${event.id} (order ${event.orderId ?? event.paymentIntent})`;
  }
}

export class DropEvent extends Step {
  constructor(readonly eventPick: number) {
    super();
  }
  toString = () => `dropEvent(#${this.eventPick})`;
  protected async act(_model: OrderModel, world: OrderWorld) {
    const event = pick(
      // A lease's events are not lost for good: Stripe retries them for days, and the shop has no other way
      // to learn a renewal (docs/rules/leases.md); they are delivered late instead.
      world.events.filter((e) => !e.dropped && e.deliveries === 0 && !e.leaseId),
      this.eventPick,
    );
    if (!event) return undefined;
    event.dropped = true;
    return `${event.type} ${event.id} lost`;
  }
}
