import { leaseListSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { SANDBOX_CLOCK_ID } from '../../src/dev/stripe-sandbox/clock';
import { orders, products, subscriptions } from '../../src/lib/db/schema';
import { openBuyers, pick, Step } from './order-model-commands';
import { sandboxStripe } from './order-model-lease-table';
import { applyEvent } from './order-model-provider';
import type { ModelLease, OrderModel } from './order-model-state';
import type { OrderWorld } from './order-model-world';

/** The leased product of the seeded catalogue (monthly and yearly plans), also sold one-off. */
export const LEASED_SLUG = 'asian-session-levels';
const DAY = 24 * 3600;
const CARDS = { pays: '4242424242424242', declines: '4000000000000341' } as const;

/** A lease of an open account, picked by index; undefined when there is none. */
const openLease = (model: OrderModel, n: number): ModelLease | undefined =>
  pick(
    model.leases.filter((lease) => !model.buyers[lease.buyer]!.closed),
    n,
  );

/** A buyer subscribes to the leased product and pays the sandbox's checkout; its events wait to be delivered. */
export class Subscribe extends Step {
  constructor(
    readonly buyerPick: number,
    readonly yearly: boolean,
    readonly declining: boolean,
  ) {
    super();
  }
  toString = () =>
    `subscribe(buyer#${this.buyerPick}, ${this.yearly ? 'yearly' : 'monthly'}${this.declining ? ', declining card' : ''})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const buyer = pick(openBuyers(model), this.buyerPick);
    if (buyer === undefined) return undefined;
    const [product] = await world.app.db.select().from(products).where(eq(products.slug, LEASED_SLUG));
    const opened = await world.request({
      method: 'POST',
      url: '/api/leases/checkout',
      headers: world.buyers[buyer]!.auth,
      payload: { productId: product!.id, plan: this.yearly ? 'yearly' : 'monthly', withdrawalConsent: true },
    });
    // Leased already (its first period heard): the shop refuses a second lease of the product.
    if (opened.statusCode === 409) return 'already leased';
    if (opened.statusCode !== 200) throw world.failure(`lease checkout answered ${opened.statusCode}`);
    const { url, leaseId } = opened.json() as { url: string; leaseId: string };
    const paid = await world.request({
      method: 'POST',
      url: `/sandbox/stripe/pay/${url.split('/').pop()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card=${this.declining ? CARDS.declines : CARDS.pays}`,
    });
    if (paid.statusCode !== 303) throw world.failure(`paying lease ${leaseId} answered ${paid.statusCode}`);
    model.leases.push({ id: leaseId, buyer, revoked: false, graceExtendedTo: 0 });
    return `lease ${leaseId}`;
  }
}

/** The provider's test clock moves: renewals, failed payments, retries and ends happen, their events captured. */
export class AdvanceClock extends Step {
  constructor(readonly days: number) {
    super();
  }
  toString = () => `advanceClock(${this.days} days)`;
  protected async act(model: OrderModel, world: OrderWorld) {
    if (model.leases.length === 0) return undefined;
    const stripe = sandboxStripe(world);
    const { frozen_time } = await stripe.testHelpers.testClocks.retrieve(SANDBOX_CLOCK_ID);
    await stripe.testHelpers.testClocks.advance(SANDBOX_CLOCK_ID, {
      frozen_time: frozen_time + this.days * DAY,
    });
    return `${world.events.filter((event) => event.leaseId && event.deliveries === 0).length} lease events waiting`;
  }
}

/** The buyer cancels at period end or resumes from the profile, or fixes the card renewals use. */
export class LeaseAction extends Step {
  constructor(
    readonly leasePick: number,
    readonly action: 'cancel' | 'resume' | 'fixCard',
  ) {
    super();
  }
  toString = () => `${this.action}(lease#${this.leasePick})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const lease = openLease(model, this.leasePick);
    if (!lease) return undefined;
    if (this.action === 'fixCard') {
      const told = world.events.find(
        (event) => event.leaseId === lease.id && event.type.startsWith('customer.'),
      );
      if (!told) return 'not at the provider';
      const customer = JSON.parse(told.payload).data.object.customer as string;
      await sandboxStripe(world).customers.update(customer, {
        invoice_settings: { default_payment_method: 'pm_card_visa' },
      });
      return 'the card pays now';
    }
    const auth = world.buyers[lease.buyer]!.auth;
    const offered = await offeredActions(world, auth, lease.id);
    const answer = await world.request({
      method: 'POST',
      url: `/api/leases/${lease.id}/${this.action}`,
      headers: auth,
    });
    const code = (answer.json() as { code?: string }).code;
    if ((answer.statusCode === 200) !== offered.includes(this.action)) {
      // The one answer the shop cannot foresee: the provider ended the subscription, its event still on its way.
      const endedAhead =
        offered.includes(this.action) &&
        code === 'lease.notActive' &&
        (await endedAtProvider(world, lease.id));
      if (!endedAhead) {
        throw world.failure(
          `the customer area offers [${offered}] for lease ${lease.id}; ${this.action} answered ${answer.statusCode} ${code ?? ''}`,
        );
      }
    }
    return `offered [${offered}]: ${answer.statusCode}${code ? ` ${code}` : ''}`;
  }
}

/** What the customer area offers for a lease: the actions of its answer in the buyer's list. */
async function offeredActions(world: OrderWorld, auth: Record<string, string>, leaseId: string) {
  const answer = await world.request({ url: '/api/leases', headers: auth });
  const lease = leaseListSchema.parse(answer.json()).leases.find((row) => row._id === leaseId);
  return lease?.actions ?? [];
}

/** Whether the provider has ended the lease's subscription (whatever the shop has heard). */
async function endedAtProvider(world: OrderWorld, leaseId: string): Promise<boolean> {
  const [row] = await world.app.db.select().from(subscriptions).where(eq(subscriptions.id, leaseId));
  if (!row?.providerSubscriptionId) return false;
  return (
    (await sandboxStripe(world).subscriptions.retrieve(row.providerSubscriptionId)).status === 'canceled'
  );
}

/** The back-office refunds a period (its whole order), ending the licence unless it keeps it. */
export class RefundPeriod extends Step {
  constructor(
    readonly periodPick: number,
    readonly keepLicence: boolean,
  ) {
    super();
  }
  toString = () => `refundPeriod(#${this.periodPick}${this.keepLicence ? ', keep the licence' : ''})`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const billed = world.events.filter((event) => event.invoice?.paid && event.deliveries > 0);
    const event = pick(billed, this.periodPick);
    if (!event) return undefined;
    const lease = model.leases.find((candidate) => candidate.id === event.leaseId)!;
    const [order] = await world.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.providerInvoiceId, event.invoice!.id));
    const answer = await world.request({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/refunds`,
      headers: world.admin.auth,
      payload: {
        reason: 'model-based refund of a period',
        confirmLate: true,
        ...(this.keepLicence ? { keepLeaseLicence: true } : {}),
      },
    });
    if (answer.statusCode === 200 && !this.keepLicence) lease.revoked = true;
    return `order ${order!.id}: ${answer.statusCode}`;
  }
}

/** The back-office extends a past-due lease's grace period. */
export class ExtendGrace extends Step {
  constructor(
    readonly leasePick: number,
    readonly days: number,
  ) {
    super();
  }
  toString = () => `extendGrace(lease#${this.leasePick}, ${this.days} days)`;
  protected async act(model: OrderModel, world: OrderWorld) {
    const lease = pick(model.leases, this.leasePick);
    if (!lease) return undefined;
    const answer = await world.request({
      method: 'POST',
      url: `/api/admin/subscriptions/${lease.id}/grace`,
      headers: world.admin.auth,
      payload: { days: this.days },
    });
    if (answer.statusCode === 200) {
      lease.graceExtendedTo = Date.parse((answer.json() as { graceUntil: string }).graceUntil);
    }
    return `${answer.statusCode}`;
  }
}

/**
 * Every event not lost reaches the shop, in the order the provider sent them; then each lease must be where the
 * provider is: its status, its cancellation at period end, and as many periods billed as invoices paid.
 */
export class Settle extends Step {
  toString = () => 'settle()';
  protected async act(model: OrderModel, world: OrderWorld) {
    for (const event of world.events.filter(
      (candidate) => !candidate.dropped && candidate.deliveries === 0,
    )) {
      await world.deliver(event);
      applyEvent(model, event);
    }
    const stripe = sandboxStripe(world);
    const problems: string[] = [];
    for (const lease of model.leases) {
      const [row] = await world.app.db.select().from(subscriptions).where(eq(subscriptions.id, lease.id));
      if (!row?.providerSubscriptionId) {
        problems.push(`lease ${lease.id}: paid at the provider, unknown to the shop`);
        continue;
      }
      const at = await stripe.subscriptions.retrieve(row.providerSubscriptionId);
      if (row.status !== at.status)
        problems.push(`lease ${lease.id}: ${row.status} at the shop, ${at.status} at the provider`);
      if (row.status !== 'canceled' && row.cancelAtPeriodEnd !== at.cancel_at_period_end)
        problems.push(`lease ${lease.id}: cancel at period end disagrees`);
      if ((row.status === 'past_due') !== Boolean(row.graceUntil) && row.status !== 'canceled')
        problems.push(`lease ${lease.id}: ${row.status} with grace ${row.graceUntil?.toISOString()}`);
      const paid = world.events.filter(
        (event) => event.invoice?.paid && event.invoice.subscription === at.id,
      );
      const periods = await world.app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.subscriptionId, lease.id));
      if (new Set(paid.map((event) => event.invoice!.id)).size !== periods.length)
        problems.push(
          `lease ${lease.id}: ${paid.length} invoices paid at the provider, ${periods.length} periods billed`,
        );
    }
    if (problems.length > 0) throw world.failure(problems.join('\n'));
    return `every event delivered; ${model.leases.length} leases agree with the provider`;
  }
}
