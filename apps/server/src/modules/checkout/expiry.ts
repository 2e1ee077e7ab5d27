import { and, asc, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';
import { scheduleTask } from '../../lib/schedule';
import { moveOrders } from './order-state';
import { applySessionOutcome, outcomeOf } from './session-outcomes';

/** Stripe expires an unpaid Checkout Session after 24 h; its order goes with it. */
export const PENDING_ORDER_LIFETIME_HOURS = 24;
/** A card order still without a session this long after creation had its session creation cut off. */
export const SESSIONLESS_GRACE_MINUTES = 15;
const BATCH = 100;
const EVERY_MS = 10 * 60_000;

export interface ExpiryReport {
  /** Pending orders whose session had expired (or was expired now): status `expired`. */
  expired: number;
  /** Orders whose payment went through but whose webhook was lost: fulfilled now. */
  paid: number;
  /** Card orders that never got a session (creation cut off): status `failed`. */
  failed: number;
  /** Orders whose session could not be read from the payment provider this time (retried next run). */
  skipped: number;
}

/** Card orders still without a Checkout Session after the grace period. */
const sessionlessOrders = () =>
  and(
    eq(orders.status, 'pending'),
    eq(orders.isFree, false),
    isNull(orders.stripeSessionId),
    lt(orders.createdAt, sql`now() - make_interval(mins => ${SESSIONLESS_GRACE_MINUTES})`),
  );

/** Pending orders whose Checkout Session has outlived Stripe's 24 h. */
const stalePendingOrders = () =>
  and(
    eq(orders.status, 'pending'),
    isNotNull(orders.stripeSessionId),
    lt(orders.createdAt, sql`now() - make_interval(hours => ${PENDING_ORDER_LIFETIME_HOURS})`),
  );

/**
 * What the next `expireAbandonedOrders` run would look at, without changing anything (the maintenance dry
 * run): card orders it would mark failed, and pending orders whose session it would read and settle.
 */
export async function countAbandonedOrders(
  db: Executor,
): Promise<{ sessionless: number; stalePending: number }> {
  const [[sessionless], [stale]] = await Promise.all([
    db.select({ value: count() }).from(orders).where(sessionlessOrders()),
    db.select({ value: count() }).from(orders).where(stalePendingOrders()),
  ]);
  return { sessionless: sessionless?.value ?? 0, stalePending: stale?.value ?? 0 };
}

/**
 * The scheduled clean-up of checkouts never completed, safe to run on every instance at once and from
 * the admin maintenance pane (`expireAbandonedOrders(app)`):
 * - a card order still without a Checkout Session after 15 minutes lost it to a crash or a timeout
 *   between the order's commit and the session's creation: it becomes `failed`, so the buyer never
 *   sees it pending forever;
 * - a pending order older than 24 h: its session is read from the payment provider, expired if still
 *   open, and the outcome applied with the webhook's own fulfilment (so a payment whose webhook was lost
 *   is fulfilled, not expired).
 */
export async function expireAbandonedOrders(app: FastifyInstance): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: 0, paid: 0, failed: 0, skipped: 0 };
  const cutOff = await moveOrders(app.db, { from: 'pending', to: 'failed', where: sessionlessOrders() });
  report.failed = cutOff.length;

  const stale = await app.db
    .select({ id: orders.id, sessionId: orders.stripeSessionId })
    .from(orders)
    .where(stalePendingOrders())
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  for (const order of stale) {
    try {
      let session = await app.payments.retrieveCheckoutSession(order.sessionId!);
      if (session.status === 'open') session = await app.payments.expireCheckoutSession(session.id);
      const result = await applySessionOutcome(app, session, outcomeOf('reconcile', session));
      if (result.paid) report.paid += 1;
      else if (session.status === 'expired') report.expired += 1;
    } catch (error) {
      report.skipped += 1;
      app.log.warn({ err: error, orderId: order.id }, 'pending order not expired this time');
    }
  }
  if (report.expired + report.paid + report.failed + report.skipped > 0) {
    app.log.info(report, 'abandoned checkouts cleaned up');
  }
  return report;
}

/** Runs `expireAbandonedOrders` once the server listens, then every 10 minutes, until it closes. */
export const abandonedOrdersSchedule = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    if (options.enabled) {
      scheduleTask(app, 'abandoned checkout clean-up', EVERY_MS, () => expireAbandonedOrders(app));
    }
  },
  { name: 'abandoned-orders-schedule', dependencies: ['payments', 'mail'] },
);
