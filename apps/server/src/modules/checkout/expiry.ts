import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';
import { registerScheduledTask, registerStartUpTask } from '../../lib/schedule';
import { awaitingPayment, lockOrders } from '../order-lifecycle';
import type { CheckoutDeps, SettlingDeps } from './deps';
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
    awaitingPayment(),
    eq(orders.isFree, false),
    isNull(orders.stripeSessionId),
    lt(orders.createdAt, sql`now() - make_interval(mins => ${SESSIONLESS_GRACE_MINUTES})`),
  );

/** Pending orders whose Checkout Session has outlived Stripe's 24 h. */
const stalePendingOrders = () =>
  and(
    awaitingPayment(),
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
 * the admin maintenance pane:
 * - a card order still without a Checkout Session after 15 minutes lost it to a crash or a timeout
 *   between the order's commit and the session's creation: it becomes `failed`, so the buyer never
 *   sees it pending forever;
 * - a pending order older than 24 h: its session is read from the payment provider, expired if still
 *   open, and the outcome applied with the webhook's own fulfilment (so a payment whose webhook was lost
 *   is fulfilled, not expired).
 */
export async function expireAbandonedOrders(
  deps: SettlingDeps & Pick<CheckoutDeps, 'orderLifecycle'>,
): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: 0, paid: 0, failed: 0, skipped: 0 };
  report.failed = await deps.db.transaction(async (tx) => {
    const ids = await tx.select({ id: orders.id }).from(orders).where(sessionlessOrders()).limit(BATCH);
    const locked = await lockOrders(
      tx,
      ids.map((row) => row.id),
    );
    // Read again under the lock: a session created meanwhile keeps its order.
    const still = [...locked.values()].filter((order) => order.stripeSessionId === null);
    const results = await deps.orderLifecycle.fail(tx, still, null);
    return results.filter((result) => result.moved).length;
  });

  const stale = await deps.db
    .select({ id: orders.id, sessionId: orders.stripeSessionId })
    .from(orders)
    .where(stalePendingOrders())
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  await settleSessions(deps, stale, report);
  if (report.expired + report.paid + report.failed + report.skipped > 0) {
    deps.log.info(report, 'abandoned checkouts cleaned up');
  }
  return report;
}

/**
 * Reads each order's session from the payment provider, expires it when still open and `expireOpen`, and
 * reports the outcome to the lifecycle with the webhook's own fulfilment.
 */
async function settleSessions(
  deps: SettlingDeps,
  pending: readonly { id: string; sessionId: string | null }[],
  report: ExpiryReport,
  expireOpen = true,
): Promise<void> {
  for (const order of pending) {
    try {
      let session = await deps.payments.retrieveCheckoutSession(order.sessionId!);
      if (session.status === 'open') {
        if (!expireOpen) continue;
        session = await deps.payments.expireCheckoutSession(session.id);
      }
      const result = await applySessionOutcome(deps, session, outcomeOf('reconcile', session));
      if (result.paid) report.paid += 1;
      else if (session.status === 'expired') report.expired += 1;
    } catch (error) {
      report.skipped += 1;
      deps.log.warn({ err: error, orderId: order.id }, 'pending order not settled this time');
    }
  }
}

/**
 * After a start (a crash may have lost the webhooks of payments made meanwhile): every order still awaiting
 * the payment of a session opened in the last 24 h is settled from the provider's word, its open sessions left
 * open. Safe on several instances at once: an outcome is applied under the order's lock, once.
 */
export async function reconcileRecentCheckouts(deps: SettlingDeps): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: 0, paid: 0, failed: 0, skipped: 0 };
  let after = new Date(Date.now() - PENDING_ORDER_LIFETIME_HOURS * 3_600_000);
  for (;;) {
    const recent = await deps.db
      .select({ id: orders.id, sessionId: orders.stripeSessionId, createdAt: orders.createdAt })
      .from(orders)
      .where(and(awaitingPayment(), isNotNull(orders.stripeSessionId), gte(orders.createdAt, after)))
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
    await settleSessions(deps, recent, report, false);
    if (recent.length < BATCH) break;
    after = new Date(recent.at(-1)!.createdAt.getTime() + 1);
  }
  if (report.paid + report.expired + report.skipped > 0) deps.log.info(report, 'recent checkouts reconciled');
  return report;
}

/** Runs `expireAbandonedOrders` once the server listens, then every 10 minutes, until it closes. */
export const abandonedOrdersSchedule = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    if (options.enabled) {
      registerScheduledTask(app, 'abandoned checkout clean-up', EVERY_MS, () =>
        expireAbandonedOrders(app.checkout),
      );
      registerStartUpTask(app, 'recent checkout reconciliation', () =>
        reconcileRecentCheckouts(app.checkout),
      );
    }
  },
  { name: 'abandoned-orders-schedule', dependencies: ['checkout'] },
);
