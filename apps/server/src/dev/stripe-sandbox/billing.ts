import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { sandboxSubscriptions } from '../../lib/db/schema';
import {
  addInterval,
  detailsOf,
  invoiceFacts,
  type SubscriptionDetails,
  type SubscriptionRow,
  seconds,
  toStripeInvoice,
  toStripeSubscription,
  withPaidInvoice,
} from './billing-objects';
import { attemptsPastGrace, DECLINING_CARDS, RETRY_EVERY, TEST_PAYMENT_METHODS } from './card-retries';
import { sandboxNow } from './clock';
import { randomId } from './form';
import { chargeOf, pausedAt } from './save-offers';
import type { SandboxSession } from './session';

/** The subscription one of whose paid invoices is `invoiceId`, and that invoice's amount (locked with `lock`). */
export async function findPaidInvoice(
  db: Executor,
  invoiceId: string,
  lock = false,
): Promise<{ row: SubscriptionRow; amount: number } | undefined> {
  const query = db
    .select()
    .from(sandboxSubscriptions)
    .where(sql`jsonb_exists(${sandboxSubscriptions.details}->'paidInvoices', ${invoiceId})`);
  const [row] = lock ? await query.for('update') : await query;
  const amount = row && detailsOf(row).paidInvoices?.[invoiceId];
  return row && amount !== undefined ? { row, amount } : undefined;
}

export type SendEvent = (type: string, object: Record<string, unknown>, created?: number) => Promise<void>;

/**
 * Stripe Billing's part the leases use (docs/rules/leases.md): a subscription started by a paid Checkout
 * Session, renewed (or failing, then retried past the shop's grace, then ended) by the test clock, cancelled
 * at period end or at once. Every change is a conditional update on the row as it was read, so two instances
 * never bill a period twice; each is announced with Stripe's events.
 */
export class SandboxBilling {
  private readonly maxAttempts: number;

  /** `graceDays`: the shop's lease grace, which the retry schedule outlasts (`attemptsPastGrace`). */
  constructor(
    private readonly db: Database,
    readonly sendEvent: SendEvent,
    graceDays: number,
  ) {
    this.maxAttempts = attemptsPastGrace(graceDays);
  }

  async find(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row;
  }

  /** The subscription of a session just paid: its customer, its first period and its paid invoice. */
  async start(session: SandboxSession, card: string): Promise<{ subscription: string; customer: string }> {
    const now = await sandboxNow(this.db);
    const line = session.lines[0]!;
    const invoiceId = randomId('in');
    const details: SubscriptionDetails = {
      interval: session.interval!,
      unitAmount: line.unitAmount,
      currency: session.currency,
      productName: line.name,
      metadata: session.subscriptionMetadata ?? {},
      card,
      customerEmail: session.customerEmail,
      latestInvoice: invoiceId,
      openInvoice: null,
      canceledAt: null,
      paidInvoices: { [invoiceId]: line.unitAmount },
    };
    const [row] = await this.db
      .insert(sandboxSubscriptions)
      .values({
        id: randomId('sub'),
        customer: randomId('cus'),
        status: 'active',
        currentPeriodStart: new Date(now * 1000),
        currentPeriodEnd: new Date(addInterval(now, details.interval) * 1000),
        details,
        createdAt: new Date(now * 1000),
      })
      .returning();
    const start = seconds(row!.currentPeriodStart);
    const end = seconds(row!.currentPeriodEnd);
    await this.sendEvent('customer.subscription.created', toStripeSubscription(row!), now);
    await this.sendEvent(
      'invoice.paid',
      toStripeInvoice(row!, invoiceFacts(invoiceId, true, start, end, now)),
      now,
    );
    return { subscription: row!.id, customer: row!.customer };
  }

  /** Sets or clears `cancel_at_period_end` on a live subscription; undefined when it is unknown or ended. */
  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(
        and(eq(sandboxSubscriptions.id, id), inArray(sandboxSubscriptions.status, ['active', 'past_due'])),
      )
      .returning();
    if (row)
      await this.sendEvent(
        'customer.subscription.updated',
        toStripeSubscription(row),
        await sandboxNow(this.db),
      );
    return row;
  }

  /** Ends a subscription at once (`DELETE /v1/subscriptions/:id`); an ended one answers as it is. */
  async cancel(id: string): Promise<SubscriptionRow | undefined> {
    const row = await this.find(id);
    if (!row || row.status === 'canceled') return row;
    return (await this.end(row, await sandboxNow(this.db))) ?? this.find(id);
  }

  /**
   * The card renewals are charged to, for every subscription of the customer, announced as Stripe does when a
   * customer's default payment method changes (`customer.updated`).
   */
  async setCard(customer: string, card: string): Promise<boolean> {
    const rows = await this.db
      .update(sandboxSubscriptions)
      .set({ details: sql`${sandboxSubscriptions.details} || ${JSON.stringify({ card })}::jsonb` })
      .where(eq(sandboxSubscriptions.customer, customer))
      .returning({ id: sandboxSubscriptions.id });
    if (rows.length === 0) return false;
    const method = Object.keys(TEST_PAYMENT_METHODS).find((name) => TEST_PAYMENT_METHODS[name] === card);
    const customerObject = {
      id: customer,
      object: 'customer',
      invoice_settings: { default_payment_method: method ?? null },
    };
    await this.sendEvent('customer.updated', customerObject, await sandboxNow(this.db));
    return true;
  }

  /**
   * `invoices.pay`: charges a past-due subscription's open invoice now with the customer's card, on the
   * sandbox's clock. A decline is told (`invoice.payment_failed`) and leaves the retry schedule as it was.
   * Undefined when no subscription has that invoice open.
   */
  async payOpenInvoice(
    invoiceId: string,
  ): Promise<{ paid: boolean; invoice: Record<string, unknown> } | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.status, 'past_due'),
          sql`${sandboxSubscriptions.details}->'openInvoice'->>'id' = ${invoiceId}`,
        ),
      );
    return row && this.attempt(row, await sandboxNow(this.db), false);
  }

  /**
   * Bills everything due up to `until` on the sandbox clock, oldest first: renewals at period end, retries of
   * past-due invoices, ends of subscriptions cancelled at period end. Each step is dated when it was due.
   */
  async runDue(until: number): Promise<void> {
    const at = new Date(until * 1000);
    // Bounded: a clock moved decades ahead stops after this many steps instead of looping for ever.
    for (let step = 0; step < 500; step += 1) {
      const [row] = await this.db
        .select()
        .from(sandboxSubscriptions)
        .where(
          or(
            and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, at)),
            and(eq(sandboxSubscriptions.status, 'past_due'), lte(sandboxSubscriptions.nextRetryAt, at)),
          ),
        )
        .orderBy(
          asc(sql`coalesce(${sandboxSubscriptions.nextRetryAt}, ${sandboxSubscriptions.currentPeriodEnd})`),
        )
        .limit(1);
      if (!row) return;
      if (row.status === 'past_due') await this.retry(row);
      else if (row.cancelAtPeriodEnd) await this.end(row, seconds(row.currentPeriodEnd));
      else await this.renew(row);
    }
  }

  /** The next period and its invoice, paid by the customer's card or failed (then retried later). */
  private async renew(row: SubscriptionRow): Promise<void> {
    const at = seconds(row.currentPeriodEnd);
    const end = addInterval(at, detailsOf(row).interval);
    if (pausedAt(detailsOf(row), at)) return this.skipPaused(row, at, end);
    const { discount, details } = chargeOf(detailsOf(row));
    const paid = !DECLINING_CARDS.has(details.card);
    const invoiceId = randomId('in');
    const facts = {
      ...invoiceFacts(invoiceId, paid, at, end, at),
      billingReason: 'subscription_cycle' as const,
      discount,
    };
    const openInvoice = paid
      ? null
      : { id: invoiceId, periodStart: at, periodEnd: end, attempts: 1, discount };
    const next = await this.change(row, {
      status: paid ? 'active' : 'past_due',
      currentPeriodStart: new Date(at * 1000),
      currentPeriodEnd: new Date(end * 1000),
      nextRetryAt: paid ? null : new Date((at + RETRY_EVERY) * 1000),
      details: {
        ...(paid ? withPaidInvoice(details, invoiceId, discount?.amount) : details),
        latestInvoice: invoiceId,
        openInvoice,
      },
    });
    if (!next) return;
    const answer = toStripeInvoice(next, { ...facts, nextAttempt: paid ? null : at + RETRY_EVERY });
    await this.sendEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', answer, at);
    await this.sendEvent('customer.subscription.updated', toStripeSubscription(next), at);
  }

  /** A period inside a pause of collection: it rolls on with no invoice (Stripe's voided one), told as an update. */
  private async skipPaused(row: SubscriptionRow, at: number, end: number): Promise<void> {
    const next = await this.change(row, {
      currentPeriodStart: new Date(at * 1000),
      currentPeriodEnd: new Date(end * 1000),
    });
    if (next) await this.sendEvent('customer.subscription.updated', toStripeSubscription(next), at);
  }

  /** Tries a past-due invoice again at its retry time: paid, the subscription is active; the last failure ends it. */
  private retry(row: SubscriptionRow) {
    return this.attempt(row, seconds(row.nextRetryAt!), true);
  }

  /** One attempt at a past-due invoice at `at`: a scheduled retry, or one asked (`invoices.pay`). */
  private async attempt(row: SubscriptionRow, at: number, scheduled: boolean) {
    const details = detailsOf(row);
    const open = details.openInvoice!;
    const paid = !DECLINING_CARDS.has(details.card);
    const attempts = open.attempts + 1;
    const facts = {
      ...invoiceFacts(open.id, paid, open.periodStart, open.periodEnd, at),
      attempts,
      billingReason: 'subscription_cycle' as const,
      discount: open.discount ?? null,
      nextAttempt: row.nextRetryAt ? seconds(row.nextRetryAt) : null,
    };
    const declined = { paid: false, invoice: toStripeInvoice(row, facts) };
    if (!paid && !scheduled) {
      await this.sendEvent('invoice.payment_failed', declined.invoice, at);
      return declined;
    }
    if (!paid && attempts >= this.maxAttempts) {
      await this.sendEvent('invoice.payment_failed', declined.invoice, at);
      await this.end(row, at);
      return declined;
    }
    const next = await this.change(row, {
      status: paid ? 'active' : 'past_due',
      nextRetryAt: paid ? null : new Date((at + RETRY_EVERY) * 1000),
      details: {
        ...(paid ? withPaidInvoice(details, open.id, open.discount?.amount) : details),
        openInvoice: paid ? null : { ...open, attempts },
      },
    });
    if (!next) return declined;
    const answer = toStripeInvoice(next, { ...facts, nextAttempt: paid ? null : at + RETRY_EVERY });
    await this.sendEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', answer, at);
    if (paid) await this.sendEvent('customer.subscription.updated', toStripeSubscription(next), at);
    return { paid, invoice: answer };
  }

  private async end(row: SubscriptionRow, at: number): Promise<SubscriptionRow | undefined> {
    const next = await this.change(row, {
      status: 'canceled',
      nextRetryAt: null,
      details: { ...detailsOf(row), canceledAt: at, openInvoice: null },
    });
    if (next) await this.sendEvent('customer.subscription.deleted', toStripeSubscription(next), at);
    return next;
  }

  /** Applies a change if the row is still as it was read (same status and period); else another did it. */
  private async change(
    row: SubscriptionRow,
    set: Partial<typeof sandboxSubscriptions.$inferInsert>,
  ): Promise<SubscriptionRow | undefined> {
    const [next] = await this.db
      .update(sandboxSubscriptions)
      .set(set)
      .where(
        and(
          eq(sandboxSubscriptions.id, row.id),
          eq(sandboxSubscriptions.status, row.status),
          eq(sandboxSubscriptions.currentPeriodEnd, row.currentPeriodEnd),
          sql`${sandboxSubscriptions.details} = ${JSON.stringify(row.details)}::jsonb`,
        ),
      )
      .returning();
    return next;
  }
}
