import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { SandboxEvent } from '../../src/dev/stripe-sandbox/plugin';
import { hashPassword } from '../../src/lib/auth/password';
import type { DatabaseHandle } from '../../src/lib/db/client';
import { bundleItems, products, users } from '../../src/lib/db/schema';
import { indicatorKey } from '../../src/lib/storage/storage';
import type { LeaseEvent } from '../../src/modules/leases/transitions';
import { uniqueEmail } from '../fixtures';
import { createInstanceOn, openTestDatabase } from '../test-app';
import { billingAddress } from './checkout';
import { type SellingCatalogue, sellingCatalogue } from './order-model-catalogue';
import type { CapturedEvent } from './order-model-events';
import { tableEventOf } from './order-model-lease-table';

export type { CapturedEvent };

const PASSWORD = 'a-long-model-password-1';
let passwordHash: Promise<string> | undefined;

export type ProductRow = typeof products.$inferSelect;

/** The lease a subscription or invoice event is about (metadata.leaseId), undefined for others. */
function leaseOf(type: string, object: Record<string, unknown>): string | undefined {
  if (type.startsWith('customer.subscription.')) return (object.metadata as Record<string, string>)?.leaseId;
  if (!type.startsWith('invoice.')) return undefined;
  const parent = object.parent as { subscription_details?: { metadata?: Record<string, string> } } | null;
  return parent?.subscription_details?.metadata?.leaseId;
}

/** What a lease's invoice event told: paid or failed, its amount, its subscription and period end. */
function invoiceOf(type: string, object: Record<string, unknown>): CapturedEvent['invoice'] {
  if (type !== 'invoice.paid' && type !== 'invoice.payment_failed') return undefined;
  const parent = object.parent as { subscription_details: { subscription: string } };
  return {
    id: object.id as string,
    subscription: parent.subscription_details.subscription,
    amount: object.amount_due as number,
    paid: type === 'invoice.paid',
    periodEnd: object.period_end as number,
  };
}

/** What the model sees of an event: who it concerns, read from the payload as the webhook would. */
function describe(event: SandboxEvent): CapturedEvent {
  const parsed = JSON.parse(event.payload) as { id: string; data: { object: Record<string, unknown> } };
  const object = parsed.data.object;
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  const refunds =
    event.type === 'charge.refunded'
      ? ((object.refunds as { data: { id: string; metadata: Record<string, string> }[] }).data ?? [])
      : event.type.startsWith('refund.')
        ? [{ id: object.id as string, metadata }]
        : [];
  const leaseId = leaseOf(event.type, object);
  return {
    ...event,
    ...(leaseId ? { leaseId, invoice: invoiceOf(event.type, object) } : {}),
    id: parsed.id,
    orderId: event.type.startsWith('checkout.session.') ? metadata.orderId : undefined,
    paymentIntent: typeof object.payment_intent === 'string' ? object.payment_intent : undefined,
    refundIds: refunds.filter((refund) => !refund.metadata?.refundId).map((refund) => refund.id),
    ownRefund: refunds.length > 0 && refunds.every((refund) => Boolean(refund.metadata?.refundId)),
    deliveries: 0,
    dropped: false,
  };
}

/** A buyer of the model run: their token survives restarts (every instance shares the JWT secret). */
export interface WorldUser {
  id: string;
  email: string;
  password: string;
  auth: Record<string, string>;
}

/**
 * The real side of the order-lifecycle model test: one database per run, one app instance on it at a time
 * (a restart builds another on the same database), the sandbox's events captured, every answer checked
 * for 5xx, and a history of what was done, printed when an invariant fails.
 */
export class OrderWorld {
  app!: FastifyInstance;
  events: CapturedEvent[] = [];
  history: string[] = [];
  buyers: WorldUser[] = [];
  admin!: WorldUser;
  catalogue: { free: ProductRow[]; paid: ProductRow[] } = { free: [], paid: [] };
  /** Each lease's events as its table reads them, in the order the shop first received them (invariant 9). */
  leaseTableEvents = new Map<string, LeaseEvent[]>();
  /** Issue 42's ways of selling together: the bundle, its contents, coupon codes, the trial products. */
  selling!: SellingCatalogue;
  private instance?: { app: FastifyInstance; close(): Promise<void> };

  private constructor(
    readonly database: DatabaseHandle,
    private readonly drop: () => Promise<void>,
  ) {}

  static async open(buyerCount: number): Promise<OrderWorld> {
    const { handle, drop } = await openTestDatabase();
    const world = new OrderWorld(handle, drop);
    await world.start();
    // The model prices each line at its catalogue price; a bundle's price depends on what the buyer owns
    // (docs/rules/bundles.md), which it does not model: bundles are tested in checkout/bundles.test.ts.
    const bundles = new Set((await world.app.db.select().from(bundleItems)).map((row) => row.bundleId));
    const rows = (
      await world.app.db.select().from(products).orderBy(asc(products.priceCents), asc(products.slug))
    ).filter((row) => !bundles.has(row.id));
    world.catalogue = {
      free: rows.filter((row) => row.priceCents === 0),
      paid: rows.filter((row) => row.priceCents > 0),
    };
    world.admin = await world.user({ isAdmin: true });
    world.selling = await sellingCatalogue(world.app, world.admin.id);
    await world.writeZips();
    for (let index = 0; index < buyerCount; index++) {
      world.buyers.push(await world.user({ language: index % 2 === 0 ? 'fr' : 'en' }));
    }
    return world;
  }

  /** A user of the run; the password's argon2 hash is computed once per test process (it is the slow part). */
  private async user(overrides: { isAdmin?: boolean; language?: 'fr' | 'en' }): Promise<WorldUser> {
    passwordHash ??= hashPassword(PASSWORD);
    const [user] = await this.app.db
      .insert(users)
      .values({
        name: 'Model buyer',
        email: uniqueEmail('model'),
        passwordHash: await passwordHash,
        // Checkout asks for a billing address the buyer has not given (docs/rules/checkout.md).
        ...billingAddress,
        ...overrides,
      })
      .returning();
    const token = await this.app.tokens.sign({ userId: user!.id, tokenVersion: user!.tokenVersion });
    return {
      id: user!.id,
      email: user!.email,
      password: PASSWORD,
      auth: { authorization: `Bearer ${token}` },
    };
  }

  /** A new instance on the run's database, listening (the SDK reaches the sandbox over HTTP), events captured. */
  private async start(): Promise<void> {
    this.instance = await createInstanceOn(this.database);
    this.app = this.instance.app;
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.app.stripeSandbox!.capture = (event) => {
      this.events.push(describe(event));
    };
  }

  /** Each instance has its own file folder: the indicators' zips are written again (a few bytes each). */
  private async writeZips(): Promise<void> {
    for (const product of [...this.catalogue.free, ...this.catalogue.paid, this.selling.bundle]) {
      await this.app.storage.put(indicatorKey(product.downloadFile), randomBytes(16), { overwrite: true });
    }
  }

  /** A process restart: the instance stops (its queue drained) and a new one starts on the same database. */
  async restart(): Promise<void> {
    await this.instance?.close();
    await this.start();
    await this.writeZips();
  }

  async close(): Promise<void> {
    await this.instance?.close();
    this.database.pool?.on('error', () => undefined);
    await this.drop();
  }

  note(line: string): void {
    this.history.push(line);
  }

  /** `app.inject`, refusing any 5xx answer (invariant 6): the answer names the request. */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject(options);
    if (response.statusCode >= 500) {
      throw this.failure(
        `no 5xx: ${options.method ?? 'GET'} ${options.url} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
      );
    }
    return response;
  }

  /** Posts a captured event to the webhook, signed now as Stripe signs each (re)delivery. */
  async deliver(event: CapturedEvent): Promise<void> {
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: this.app.payments.webhookSecret,
    });
    event.deliveries += 1;
    const response = await this.request({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: event.payload,
    });
    if (response.statusCode !== 200) {
      throw this.failure(
        `webhook ${event.type} ${event.id} answered ${response.statusCode}: ${response.body}`,
      );
    }
    const told = await tableEventOf(this, event);
    if (told)
      this.leaseTableEvents.set(told.leaseId, [
        ...(this.leaseTableEvents.get(told.leaseId) ?? []),
        told.event,
      ]);
  }

  /** An error naming what failed, followed by every command and note of the run so far. */
  failure(message: string): Error {
    return new Error(`${message}\n--- history ---\n${this.history.join('\n')}`);
  }
}
