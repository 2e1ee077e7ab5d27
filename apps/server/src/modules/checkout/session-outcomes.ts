import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BatchingLimit } from '../../lib/concurrency';
import type { Database, Transaction } from '../../lib/db/client';
import { isUuid } from '../../lib/ids';
import type { PaidCard } from '../affiliates';
import {
  lockOrders,
  type OrderLifecycle,
  type ProviderPayment,
  type ProviderRefund,
} from '../order-lifecycle';
import type { OrderRow } from '../orders';
import { recordProviderEvents } from './provider-events';

export type SessionOutcome = 'paid' | 'failed' | 'expired' | 'none';

/** What a Stripe event (or a retrieved session, for `reconcile`) means for the order. */
export function outcomeOf(type: string, session: Stripe.Checkout.Session): SessionOutcome {
  switch (type) {
    case 'checkout.session.completed':
    case 'reconcile':
      if (session.payment_status === 'paid') return 'paid';
      return type === 'reconcile' && session.status === 'expired' ? 'expired' : 'none';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return 'none';
  }
}

/** A payment outcome waiting to be applied: the session, what it means, and the event that told it. */
export interface OutcomeJob {
  session: Stripe.Checkout.Session;
  outcome: SessionOutcome;
  orderId: string | undefined;
  event?: { id: string; type: string };
}

export interface OutcomeResult {
  orderId?: string;
  paid: boolean;
  duplicate?: boolean;
}

/** Where outcomes wait for a fulfilment transaction (`app.fulfilments`, fulfilment-limit.ts). */
export type FulfilmentQueue = Pick<BatchingLimit<OutcomeJob, OutcomeResult>, 'submit'>;

/**
 * Applies a session outcome to its order, once. With an event, the event id is recorded in the same
 * transaction (a redelivery finds it and does nothing). The order row is locked, and a paid order is never
 * changed again, so events arriving late or out of order cannot un-pay it. At most `app.fulfilments.limit`
 * transactions run at once per instance (`fulfilment-limit.ts`); outcomes arriving meanwhile wait, and are
 * then applied together in one (`applySessionOutcomes`). The caller is answered once its outcome is committed.
 */
export function applySessionOutcome(
  deps: { fulfilments: FulfilmentQueue },
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  event?: { id: string; type: string },
): Promise<OutcomeResult> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? undefined;
  return deps.fulfilments.submit({ session, outcome, orderId, event });
}

/** What applying payment outcomes touches: the database, the order lifecycle and the log. */
export interface OutcomeDeps {
  db: Database;
  lifecycle: OrderLifecycle;
  log: FastifyBaseLogger;
  /** Told the card payments applied, after their commit (affiliates' own-card rule, docs/rules/affiliates.md). */
  paidCards(paid: readonly PaidCard[]): Promise<void>;
}

/** The card payments among applied outcomes: each paid, first-time job with its payment intent. */
const paidCardsOf = (jobs: readonly OutcomeJob[], results: readonly (OutcomeResult | undefined)[]) =>
  jobs.flatMap((job, index): PaidCard[] => {
    const result = results[index];
    const intent = job.session.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    return result?.paid && !result.duplicate && result.orderId && paymentIntent
      ? [{ orderId: result.orderId, paymentIntent }]
      : [];
  });

/**
 * Applies a batch of outcomes in one transaction, so a burst of payments shares its round trips, its turn on
 * the invoice counter and its commit. Should that transaction fail (one order that cannot be invoiced, a
 * deadlock with another instance), each outcome is then applied alone, so one bad outcome fails only itself.
 */
export async function applySessionOutcomes(
  deps: OutcomeDeps,
  jobs: readonly OutcomeJob[],
): Promise<PromiseSettledResult<OutcomeResult>[]> {
  if (jobs.length > 1) {
    try {
      const { results, giveBack } = await deps.db.transaction((tx) => applyInTransaction(deps, tx, jobs));
      await deps.lifecycle.givePaymentsBack(giveBack);
      await deps.paidCards(paidCardsOf(jobs, results));
      return results.map((value) => ({ status: 'fulfilled', value }));
    } catch (error) {
      deps.log.warn(
        { err: error, outcomes: jobs.length },
        'a batch of payment outcomes failed; applying them one by one',
      );
    }
  }
  const settled: PromiseSettledResult<OutcomeResult>[] = [];
  for (const job of jobs) {
    try {
      const { results, giveBack } = await deps.db.transaction((tx) => applyInTransaction(deps, tx, [job]));
      await deps.lifecycle.givePaymentsBack(giveBack);
      await deps.paidCards(paidCardsOf([job], results));
      settled.push({ status: 'fulfilled', value: results[0]! });
    } catch (reason) {
      settled.push({ status: 'rejected', reason });
    }
  }
  return settled;
}

/**
 * Records the events of `jobs` and returns the jobs to apply: those without an event, and the first job of
 * each event not seen before. The others are duplicates (a redelivery, or the same event twice in a batch).
 */
async function recordEvents(tx: Transaction, jobs: readonly OutcomeJob[]): Promise<Set<OutcomeJob>> {
  const firstOfEach = new Map<string, OutcomeJob>();
  for (const job of jobs) if (job.event && !firstOfEach.has(job.event.id)) firstOfEach.set(job.event.id, job);
  if (firstOfEach.size === 0) return new Set(jobs);
  const fresh = await recordProviderEvents(
    tx,
    [...firstOfEach.values()].map((job) => job.event!),
  );
  return new Set(
    jobs.filter((job) => !job.event || (fresh.has(job.event.id) && firstOfEach.get(job.event.id) === job)),
  );
}

/**
 * The outcomes of `jobs`, in order, in the caller's transaction, reported to the order lifecycle: it alone
 * decides what a payment means for the order (a repeat, a late event, an order an admin unmarked or a closed
 * account's order change nothing, or give the payment back). Returns the payments to give back after commit.
 */
async function applyInTransaction(
  deps: OutcomeDeps,
  tx: Transaction,
  jobs: readonly OutcomeJob[],
): Promise<{ results: OutcomeResult[]; giveBack: ProviderRefund[] }> {
  const applicable = await recordEvents(tx, jobs);
  const locked = await lockOrders(tx, [
    ...new Set(
      jobs
        .filter((job) => applicable.has(job) && job.orderId && isUuid(job.orderId))
        .map((job) => job.orderId!),
    ),
  ]);
  const payments = new Map<string, ProviderPayment>();
  const ended = new Map<string, { order: OrderRow; outcome: 'failed' | 'expired' }>();
  const orderOf = new Map<OutcomeJob, OrderRow>();
  for (const job of jobs) {
    if (!applicable.has(job) || !job.orderId || !isUuid(job.orderId)) continue;
    const order = locked.get(job.orderId);
    if (!matches(deps.log, job, order)) continue;
    orderOf.set(job, order);
    if (job.outcome === 'paid' && !payments.has(order.id)) {
      const intent = job.session.payment_intent;
      payments.set(order.id, {
        order,
        paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      });
    } else if ((job.outcome === 'failed' || job.outcome === 'expired') && !payments.has(order.id)) {
      ended.set(order.id, { order, outcome: job.outcome });
    }
  }
  // A payment wins over a failure or an expiry reported in the same batch, as it would after its commit.
  for (const id of payments.keys()) ended.delete(id);
  const { lifecycle } = deps;
  const failed = [...ended.values()].filter((end) => end.outcome === 'failed').map((end) => end.order);
  const expired = [...ended.values()].filter((end) => end.outcome === 'expired').map((end) => end.order);
  await lifecycle.fail(tx, failed, null);
  await lifecycle.expire(tx, expired, null);
  const paid = await lifecycle.pay(tx, [...payments.values()], null);
  const grants = new Map(paid.results.map((result) => [result.orderId, result.grants]));
  const results = jobs.map((job): OutcomeResult => {
    if (!applicable.has(job)) return { orderId: job.orderId, paid: false, duplicate: true };
    if (!job.orderId || !isUuid(job.orderId)) return { paid: false };
    const order = orderOf.get(job);
    if (!order) return { orderId: job.orderId, paid: false };
    return { orderId: job.orderId, paid: grants.get(order.id) ?? order.isPaid };
  });
  return { results, giveBack: paid.giveBack };
}

/** Whether the session is the (known) order's own; a mismatch is logged once per job. */
function matches(log: FastifyBaseLogger, job: OutcomeJob, order: OrderRow | undefined): order is OrderRow {
  if (order?.stripeSessionId === job.session.id) return true;
  log.warn(
    { orderId: job.orderId, sessionId: job.session.id, eventId: job.event?.id },
    'checkout session does not match an order',
  );
  return false;
}
