import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Transaction } from '../../lib/db/client';
import { orders, processedWebhookEvents } from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';
import type { OrderRow } from '../orders';
import { markOrdersPaid, type PaidOrder } from './fulfilment';
import { moveOrder } from './order-state';

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

/**
 * Applies a session outcome to its order, once. With an event, the event id is recorded in the same
 * transaction (a redelivery finds it and does nothing). The order row is locked, and a paid order is never
 * changed again, so events arriving late or out of order cannot un-pay it. At most `app.fulfilments.limit`
 * transactions run at once per instance (`fulfilment-limit.ts`); outcomes arriving meanwhile wait, and are
 * then applied together in one (`applySessionOutcomes`). The caller is answered once its outcome is committed.
 */
export function applySessionOutcome(
  app: FastifyInstance,
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  event?: { id: string; type: string },
): Promise<OutcomeResult> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? undefined;
  return app.fulfilments.submit({ session, outcome, orderId, event });
}

/**
 * Applies a batch of outcomes in one transaction, so a burst of payments shares its round trips, its turn on
 * the invoice counter and its commit. Should that transaction fail (one order that cannot be invoiced, a
 * deadlock with another instance), each outcome is then applied alone, so one bad outcome fails only itself.
 */
export async function applySessionOutcomes(
  app: FastifyInstance,
  jobs: readonly OutcomeJob[],
): Promise<PromiseSettledResult<OutcomeResult>[]> {
  if (jobs.length > 1) {
    try {
      const results = await app.db.transaction((tx) => applyInTransaction(app, tx, jobs));
      return results.map((value) => ({ status: 'fulfilled', value }));
    } catch (error) {
      app.log.warn(
        { err: error, outcomes: jobs.length },
        'a batch of payment outcomes failed; applying them one by one',
      );
    }
  }
  const settled: PromiseSettledResult<OutcomeResult>[] = [];
  for (const job of jobs) {
    try {
      const [value] = await app.db.transaction((tx) => applyInTransaction(app, tx, [job]));
      settled.push({ status: 'fulfilled', value: value! });
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
  // In a stable order, so two transactions inserting the same events wait for each other, never in a cycle.
  const events = [...firstOfEach.values()]
    .map((job) => ({ eventId: job.event!.id, type: job.event!.type }))
    .sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
  const recorded = await tx
    .insert(processedWebhookEvents)
    .values(events)
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.eventId });
  const fresh = new Set(recorded.map((row) => row.id));
  return new Set(
    jobs.filter((job) => !job.event || (fresh.has(job.event.id) && firstOfEach.get(job.event.id) === job)),
  );
}

/** The outcomes of `jobs`, in order, in the caller's transaction. */
async function applyInTransaction(
  app: FastifyInstance,
  tx: Transaction,
  jobs: readonly OutcomeJob[],
): Promise<OutcomeResult[]> {
  const applicable = await recordEvents(tx, jobs);
  const ids = [
    ...new Set(
      jobs
        .filter((job) => applicable.has(job) && job.orderId && isUuid(job.orderId))
        .map((job) => job.orderId!),
    ),
  ];
  // Locked in id order, so batches sharing orders wait for each other, never in a cycle.
  const locked = new Map(
    (ids.length === 0
      ? []
      : await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id).for('update')
    ).map((order) => [order.id, order]),
  );
  const toPay: PaidOrder[] = [];
  const toEnd: { order: OrderRow; status: 'failed' | 'expired' }[] = [];
  const results = jobs.map((job): OutcomeResult => {
    const { session, outcome, orderId, event } = job;
    if (!applicable.has(job)) return { orderId, paid: false, duplicate: true };
    if (!orderId || !isUuid(orderId)) return { paid: false };
    const order = locked.get(orderId);
    if (!order || order.stripeSessionId !== session.id) {
      app.log.warn(
        { orderId, sessionId: session.id, eventId: event?.id },
        'checkout session does not match an order',
      );
      return { orderId, paid: false };
    }
    if (order.status === 'paid') return { orderId, paid: true };
    if (outcome === 'paid') {
      const paymentIntentId =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
      toPay.push({ order, paymentIntentId });
      // Later outcomes of the same order in this batch see it paid, as they would after this one's commit.
      locked.set(orderId, { ...order, status: 'paid' });
      return { orderId, paid: true };
    }
    if ((outcome === 'failed' || outcome === 'expired') && order.status === 'pending') {
      toEnd.push({ order, status: outcome });
      locked.set(orderId, { ...order, status: outcome });
    }
    return { orderId, paid: false };
  });
  for (const { order, status } of toEnd) await moveOrder(tx, order, status);
  await markOrdersPaid(app, tx, toPay);
  return results;
}
