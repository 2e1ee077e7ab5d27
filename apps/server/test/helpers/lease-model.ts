import { inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { SandboxEvent } from '../../src/dev/stripe-sandbox/plugin';
import { creditNotes, invoices, orders, refunds, subscriptions } from '../../src/lib/db/schema';
import type { TestApp } from '../test-app';
import { postWebhook } from './checkout';
import { DAY, type LeaseDriver, leaseDriver, subscribeInSandbox } from './leases';

/** A provider invoice as its events told it: paid or failed, its amount and the subscription it bills. */
export interface ProviderInvoice {
  id: string;
  subscription: string;
  amount: number;
  paid: boolean;
}

/** A lease of the run: its shop id and its buyer's token. */
export interface WorldLease {
  id: string;
  auth: Record<string, string>;
}

interface QueuedEvent extends SandboxEvent {
  delivered: number;
}

const invoiceOf = (event: SandboxEvent): ProviderInvoice | undefined => {
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return undefined;
  const object = JSON.parse(event.payload).data.object;
  const subscription = object.parent?.subscription_details?.subscription ?? object.subscription;
  return {
    id: object.id,
    subscription,
    amount: object.amount_paid || object.amount_due,
    paid: event.type === 'invoice.paid',
  };
};

/**
 * The real side of the lease model test: the shop's app on its database, the sandbox's events captured (so a
 * command decides when each is delivered, twice, or late), the provider's invoices as its events told them,
 * and a history printed when an invariant fails.
 */
export class LeaseWorld {
  readonly stripe: Stripe;
  readonly productId: string;
  readonly queue: QueuedEvent[] = [];
  readonly providerInvoices = new Map<string, ProviderInvoice>();
  readonly leases: WorldLease[] = [];
  readonly history: string[] = [];

  constructor(
    readonly ctx: TestApp,
    private readonly driver: LeaseDriver,
    readonly admin: Record<string, string>,
  ) {
    this.stripe = driver.stripe;
    this.productId = driver.product.id;
    ctx.app.stripeSandbox!.capture = (event) => {
      const told = invoiceOf(event);
      if (told) this.providerInvoices.set(told.id, told);
      this.queue.push({ ...event, delivered: 0 });
    };
  }

  static async open(ctx: TestApp, admin: Record<string, string>): Promise<LeaseWorld> {
    return new LeaseWorld(ctx, await leaseDriver(ctx), admin);
  }

  failure(message: string): Error {
    return new Error(`${message}\nhistory:\n${this.history.join('\n')}`);
  }

  /** An API call that must never answer 5xx, whatever the order of what came before. */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.ctx.app.inject(options);
    if (response.statusCode >= 500) {
      throw this.failure(
        `${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response;
  }

  async subscribe(plan: 'monthly' | 'yearly', card: string): Promise<string> {
    try {
      const { auth, leaseId } = await subscribeInSandbox(this.ctx, this.productId, card, plan);
      this.leases.push({ id: leaseId, auth });
      return leaseId;
    } catch (error) {
      throw this.failure(`subscribing failed: ${(error as Error).message}`);
    }
  }

  /** The lease's subscription and customer at the provider, from the events it sent (delivered or not). */
  subscriptionOf(leaseId: string): { id: string; customer: string } | undefined {
    for (const event of this.queue) {
      if (!event.type.startsWith('customer.subscription.')) continue;
      const object = JSON.parse(event.payload).data.object;
      if (object.metadata?.leaseId === leaseId) return { id: object.id, customer: object.customer };
    }
    return undefined;
  }

  /** Posts an event the sandbox sent, signed as the provider signs it, again if it was delivered before. */
  async deliver(index: number, again: boolean): Promise<string> {
    const waiting = this.queue.filter((event) => again || event.delivered === 0);
    const event = waiting[index % Math.max(1, waiting.length)];
    if (!event) return 'nothing to deliver';
    await this.post(event);
    return `${event.type} (${event.delivered}×)`;
  }

  /** Delivers every event not delivered yet, in the order the provider sent them. */
  async deliverAll(): Promise<void> {
    for (const event of this.queue) if (event.delivered === 0) await this.post(event);
  }

  private async post(event: QueuedEvent): Promise<void> {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: this.ctx.app.payments.webhookSecret,
    });
    const answer = await postWebhook(this.ctx, event.payload, signature);
    if (answer.statusCode !== 200) {
      throw this.failure(`${event.type} answered ${answer.statusCode}: ${answer.body}`);
    }
    event.delivered += 1;
  }

  /** The run is over: the sandbox posts its events itself again. */
  detach(): void {
    this.ctx.app.stripeSandbox!.capture = undefined;
  }

  async advance(days: number): Promise<void> {
    await this.driver.advanceBy(days * DAY);
  }

  /** The shop's rows for the run's leases: the leases, their period orders, invoices, refunds and credit notes. */
  async shopState() {
    const ids = this.leases.map((lease) => lease.id);
    const db = this.ctx.app.db;
    if (ids.length === 0) return { leases: [], orders: [], invoices: [], refunds: [], creditNotes: [] };
    const periodOrders = await db.select().from(orders).where(inArray(orders.subscriptionId, ids));
    const orderIds = periodOrders.map((order) => order.id);
    const none = orderIds.length === 0;
    return {
      leases: await db.select().from(subscriptions).where(inArray(subscriptions.id, ids)),
      orders: periodOrders,
      invoices: none ? [] : await db.select().from(invoices).where(inArray(invoices.orderId, orderIds)),
      refunds: none ? [] : await db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
      creditNotes: none
        ? []
        : await db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)),
    };
  }
}
