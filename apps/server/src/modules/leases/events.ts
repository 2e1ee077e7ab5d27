import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Transaction } from '../../lib/db/client';
import { orders, subscriptions } from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';
import { recordProviderEvents } from '../checkout';
import type { ProviderRefund } from '../order-lifecycle';
import { retryOpenInvoices } from './card-retry';
import type { LeaseDeps } from './deps';
import { recordPaymentFailure, recordPaymentRecovered } from './failure-episodes';
import { LEASE_GRACE_MAILS } from './grace-mails';
import { billPaidPeriod, type LeaseRow } from './period-order';
import { decideLease, type LeaseEffect, leaseStateOf, runningStatuses } from './transitions';
import { recordLeaseEnded, recordLeaseRenewed } from './webhook-events';

const DAY_MS = 24 * 3600 * 1000;

type EventDeps = Pick<
  LeaseDeps,
  'db' | 'config' | 'payments' | 'log' | 'sales' | 'orderLifecycle' | 'events' | 'paidCards'
>;

/** A payment ends the grace period; its e-mails' claims go with it, so a later failure is told again. */
const graceCleared = {
  graceUntil: null,
  graceStartMailAt: null,
  graceMidwayMailAt: null,
  graceReminderMailAt: null,
  graceEndMailAt: null,
} as const;
/** The grace period counts from the first failure the provider reports, on the provider's clock. */
const graceEndFrom = (deps: Pick<LeaseDeps, 'config'>, failedAt: number) =>
  new Date(failedAt * 1000 + deps.config.leaseGraceDays * DAY_MS);
const date = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

/** Stripe's subscription statuses as a lease's (docs/rules/leases.md). */
function statusOf(subscription: Stripe.Subscription): LeaseRow['status'] {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/**
 * Runs `apply` once per event: the event id is recorded in the same transaction as its effect (a redelivery
 * finds it and does nothing), with the lease row locked so events of one lease apply one after the other.
 */
async function onceWithLease(
  deps: Pick<LeaseDeps, 'db' | 'log'>,
  event: Stripe.Event,
  leaseId: string | undefined,
  apply: (tx: Transaction, lease: LeaseRow) => Promise<void>,
): Promise<void> {
  if (!leaseId || !isUuid(leaseId)) {
    deps.log.warn({ eventId: event.id, type: event.type }, 'lease event without a known lease');
    return;
  }
  await deps.db.transaction(async (tx) => {
    if (!(await recordProviderEvents(tx, [event])).has(event.id)) return;
    const [lease] = await tx.select().from(subscriptions).where(eq(subscriptions.id, leaseId)).for('update');
    if (lease) await apply(tx, lease);
  });
}

/**
 * Sets the lease from its subscription as the provider holds it *now*, read fresh whatever the event carried:
 * a late `customer.subscription.updated` cannot bring back an older state, and a duplicate changes nothing.
 */
async function syncSubscription(
  deps: Pick<LeaseDeps, 'db' | 'payments' | 'log' | 'config' | 'events'>,
  event: Stripe.Event,
  subscriptionId: string,
  leaseId?: string,
) {
  const subscription = await deps.payments.retrieveSubscription(subscriptionId);
  const item = subscription.items.data[0];
  const status = statusOf(subscription);
  await onceWithLease(deps, event, leaseId ?? subscription.metadata.leaseId, async (tx, lease) => {
    const decision = decideLease(
      leaseStateOf(lease),
      status === 'canceled' ? { type: 'deleted' } : { type: 'synced', status },
    );
    if (decision.kind !== 'move') return;
    await tx
      .update(subscriptions)
      .set({
        providerSubscriptionId: subscription.id,
        providerCustomerId:
          typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        status: decision.to,
        currentPeriodEnd: date(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        pauseResumesAt: date(subscription.pause_collection?.resumes_at),
        endedAt: status === 'canceled' ? (date(subscription.ended_at) ?? new Date()) : null,
        // A payment ends the grace period (`invoice.paid` clears it too, whichever comes first).
        ...(decision.effects.includes('clearGrace') ? graceCleared : {}),
        // Past due since its period's renewal failed, whenever the event reading it was sent.
        ...(decision.effects.includes('startGrace')
          ? { graceUntil: graceEndFrom(deps, item?.current_period_start ?? event.created) }
          : {}),
      })
      .where(eq(subscriptions.id, lease.id));
    if (decision.to === 'canceled' && runningStatuses.includes(lease.status)) {
      await recordLeaseEnded(deps, tx, lease, date(subscription.ended_at) ?? new Date());
    }
  });
}

/** The subscription an invoice bills and its metadata (API 2025+: under `parent.subscription_details`). */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const subscription = details?.subscription;
  return {
    id: typeof subscription === 'string' ? subscription : subscription?.id,
    leaseId: details?.metadata?.leaseId,
  };
}

/** A subscription's checkout completed: the lease as the provider now holds it. */
async function checkoutCompleted(deps: EventDeps, event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session;
  const subscription =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (subscription) await syncSubscription(deps, event, subscription, session.metadata?.leaseId);
}

/** A subscription created, updated or deleted: the lease as the provider now holds it. */
async function subscriptionChanged(deps: EventDeps, event: Stripe.Event) {
  const subscription = event.data.object as Stripe.Subscription;
  await syncSubscription(deps, event, subscription.id, subscription.metadata?.leaseId);
}

/** A period paid: billed as an order, the lease paid up to its end, the grace over. */
async function periodPaid(deps: EventDeps, event: Stripe.Event) {
  const invoice = event.data.object as Stripe.Invoice;
  const { leaseId } = invoiceSubscription(invoice);
  const period = invoice.lines.data[0]?.period;
  const periodEnd = date(period?.end);
  // A test clock's invoice is paid on the clock's day, and so is its order and invoice (docs/rules/leases.md);
  // on the real clock the order is paid when the event is applied, so invoices keep their chronological order.
  const clockPaidAt = invoice.test_clock
    ? date(invoice.status_transitions?.paid_at ?? invoice.created)
    : null;
  // Read before the transaction: a refund of the period names the payment intent that paid it.
  const paymentIntentId = await deps.payments.invoicePaymentIntent(invoice.id!);
  let giveBack: ProviderRefund[] = [];
  let billedOrderId: string | undefined;
  await onceWithLease(deps, event, leaseId, async (tx, lease) => {
    let billed: boolean;
    ({
      billed,
      giveBack,
      orderId: billedOrderId,
    } = await billPaidPeriod(deps, tx, lease, {
      id: invoice.id!,
      amountCents: invoice.amount_paid,
      // A save coupon's part (docs/rules/leases.md): the period's order shows the price and the discount.
      discountCents: (invoice.total_discount_amounts ?? []).reduce((sum, part) => sum + part.amount, 0),
      paymentIntentId,
      period: period ? { start: date(period.start)!, end: date(period.end)! } : null,
      clockPaidAt,
    }));
    // A failed invoice paid at last recovers its episode (the figures' recovery rate, docs/rules/figures.md).
    await recordPaymentRecovered(tx, { invoiceId: invoice.id!, paidAt: clockPaidAt ?? new Date() });
    const decision = decideLease(leaseStateOf(lease), { type: 'renewed', newPeriod: billed });
    if (decision.kind === 'refused') return;
    const effects = new Set<LeaseEffect>(decision.effects);
    await tx
      .update(subscriptions)
      .set({
        // Paid periods may be told out of order: the lease is paid up to the latest end of any of them.
        ...(effects.has('extendPaidUntil')
          ? {
              paidUntil: sql`greatest(${subscriptions.paidUntil}, ${periodEnd?.toISOString() ?? null}::timestamptz)`,
            }
          : {}),
        ...(effects.has('clearGrace') ? graceCleared : {}),
        ...(effects.has('restoreLicence') ? { licenceRevokedAt: null } : {}),
        ...(decision.kind === 'move' ? { status: decision.to } : {}),
      })
      .where(eq(subscriptions.id, lease.id));
    // A period billed after the first one (the lease already paid up to a date) renews the lease.
    if (billed && lease.paidUntil && periodEnd) {
      await recordLeaseRenewed(deps, tx, lease, { amountCents: invoice.amount_paid, periodEnd });
    }
  });
  // A closed account's period, given back at the provider now that its order is committed.
  await deps.orderLifecycle.givePaymentsBack(giveBack);
  // The card that paid it, once committed: a referred lease paid with its partner's own card earns nothing.
  if (billedOrderId && paymentIntentId) {
    await deps.paidCards([{ orderId: billedOrderId, paymentIntent: paymentIntentId }]);
  }
}

/** A renewal or one of its retries failed: the lease past due, its grace started once per episode. */
async function paymentFailed(deps: EventDeps, event: Stripe.Event) {
  const invoice = event.data.object as Stripe.Invoice;
  const { leaseId } = invoiceSubscription(invoice);
  const graceUntil = graceEndFrom(deps, event.created);
  await onceWithLease(deps, event, leaseId, async (tx, lease) => {
    // A failure told after the same invoice was paid (a late or reordered event) changes nothing.
    const [paid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.providerInvoiceId, invoice.id!));
    if (!paid)
      await recordPaymentFailure(tx, {
        leaseId: lease.id,
        invoiceId: invoice.id!,
        failedAt: date(event.created)!,
      });
    const decision = decideLease(leaseStateOf(lease), {
      type: 'paymentFailed',
      invoicePaid: Boolean(paid),
    });
    if (decision.kind !== 'move') return;
    await tx
      .update(subscriptions)
      .set({
        status: decision.to,
        // A retry's failure keeps the grace end of its episode.
        ...(decision.effects.includes('startGrace') ? { graceUntil } : {}),
        ...(decision.effects.includes('countFailure')
          ? { failedPayments: sql`${subscriptions.failedPayments} + 1` }
          : {}),
      })
      .where(eq(subscriptions.id, lease.id));
  });
}

/**
 * The lease module's webhook events, served by checkout's one webhook route through `app.paymentEvents`: a
 * subscription checkout completed, the subscription created, updated or deleted, a period paid or failed, a
 * customer's card updated (its open invoices retried).
 */
export function registerLeaseEvents(app: FastifyInstance): void {
  const deps = app.leaseDeps;
  app.paymentEvents.on(['checkout.session.completed'], (event) => checkoutCompleted(deps, event));
  app.paymentEvents.on(
    ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'],
    (event) => subscriptionChanged(deps, event),
  );
  app.paymentEvents.on(['invoice.paid'], (event) => periodPaid(deps, event));
  app.paymentEvents.on(['customer.updated'], (event) => retryOpenInvoices(deps, event));
  // A failure may start a grace period, whose first e-mail is due at once.
  app.paymentEvents.on(['invoice.payment_failed'], async (event) => {
    await paymentFailed(deps, event);
    app.dueWork.wake(LEASE_GRACE_MAILS);
  });
}
