import {
  type AdminRefundRequest,
  type AdminRefundResult,
  activeLicenceStatuses,
  money,
  REFUND_POLICY_DAYS,
} from '@shop/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { licenceRequests, orderItems, orders, refunds } from '../../lib/db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { refuseWhileDepended } from '../entitlements';
import { type AuditActor, lockOrder } from '../order-lifecycle';
import { type LifecycleState, stateOf, toCreditNoteSummary } from '../orders';
import { refuseDependedLines } from './depended';
import type { RefundDeps } from './deps';
import { isPastPolicy, planRefund, type RefundPlan } from './policy';
import { markRefundFailed, type RefundRow, recordStripeRefund } from './recording';

/** An admin refunds what the buyer paid for, granted or not (an order an admin unmarked was paid all the same). */
const refundableByAdmin: readonly LifecycleState[] = ['paid', 'partially_refunded', 'unmarked'];

/**
 * `amountCents` (never from a request body): an amount with no line, no unit and no licence given back, as the
 * VAT refunded when VIES confirms a buyer's number later (`vat-refund.ts`).
 */
type Body = Omit<AdminRefundRequest, 'confirmLate'> & { confirmLate: boolean; amountCents?: number };

/**
 * An admin refunds an order (docs/rules/refunds.md). A free order is cancelled (nothing to pay back). A paid
 * one: the refund is planned and reserved in a first transaction (the order row locked, so two admins cannot
 * refund the same units), Stripe is called outside any transaction (the sandbox delivers its webhooks during
 * that call), then the refund is recorded — by this answer or by the webhook, whichever comes first.
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: AuditActor | null,
  orderId: string,
  body: Body,
): Promise<AdminRefundResult> {
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('refund.orderNotFound');
    if (!refundableByAdmin.includes(stateOf(order))) throw conflict('refund.notRefundable');
    if (isPastPolicy(order.paidAt, new Date()) && !body.confirmLate) {
      throw new AppError(409, 'refund.lateConfirmationRequired', { days: REFUND_POLICY_DAYS });
    }
    // One after the other: a transaction is one connection, and node-postgres is dropping its queue of
    // concurrent queries on one client (deprecated, gone in pg 9).
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (order.totalCents === 0) {
      await refuseWhileDepended(tx, items, 'refund');
      const live = await tx
        .select({ total: count() })
        .from(licenceRequests)
        .where(
          and(
            eq(licenceRequests.orderId, order.id),
            inArray(licenceRequests.status, [...activeLicenceStatuses]),
          ),
        );
      await deps.lifecycle.cancel(tx, order, actor);
      const cancelled = {
        status: 'cancelled',
        amount: money(0, order.currency),
        creditNote: null,
        revokedLicences: live[0]?.total ?? 0,
      };
      return { cancelled: { refundId: '', ...cancelled } };
    }
    if (!order.stripePaymentIntentId) throw conflict('refund.noPayment');
    const underWay = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'requested')));
    const reserved = (itemId: string) =>
      underWay.flatMap((refund) => refund.lines).filter((line) => line.orderItemId === itemId);
    const leftCents =
      order.totalCents - order.refundedCents - underWay.reduce((sum, refund) => sum + refund.amountCents, 0);
    // A bundle's contained lines are refunded with its line, never on their own (docs/rules/bundles.md).
    const plan =
      body.amountCents !== undefined
        ? amountOnly(body.amountCents, leftCents)
        : planRefund(
            items
              .filter((item) => item.bundleItemId === null)
              .map((item) => ({
                id: item.id,
                unitPriceCents: item.unitPriceCents,
                quantity: item.quantity,
                discountCents: item.discountCents,
                taken:
                  item.refundedQuantity + reserved(item.id).reduce((sum, line) => sum + line.quantity, 0),
              })),
            body.lines,
            leftCents,
          );
    if (!plan.ok) throw badRequest(plan.code, plan.params);
    await refuseDependedLines(tx, items, plan.lines, 'refund');
    const licenceIds = [...new Set(body.licenceIds ?? [])];
    if (licenceIds.length > 0) {
      const owned = await tx
        .select({ id: licenceRequests.id })
        .from(licenceRequests)
        .where(and(eq(licenceRequests.orderId, order.id), inArray(licenceRequests.id, licenceIds)));
      if (owned.length !== licenceIds.length) throw badRequest('refund.unknownLicence');
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        status: 'requested',
        amountCents: plan.amountCents,
        reason: body.reason,
        lines: plan.lines,
        licenceIds,
        keepLeaseLicence: body.keepLeaseLicence ?? false,
        requestedBy: actor?.id ?? null,
      })
      .returning();
    // The request; the order's `order.refund` transition is recorded when the provider confirms it.
    await recordAudit(tx, [
      {
        actor,
        action: 'refund.request',
        target: `order:${order.id}`,
        before: null,
        after: { refundId: refund!.id, amountCents: plan.amountCents, reason: body.reason },
      },
    ]);
    return { cancelled: undefined, refund: refund!, paymentIntent: order.stripePaymentIntentId };
  });
  if (prepared.cancelled) return prepared.cancelled;
  return callStripe(deps, prepared.refund, prepared.paymentIntent, body.amountCents === undefined);
}

const amountOnly = (amountCents: number, leftCents: number): RefundPlan =>
  amountCents > 0 && amountCents <= leftCents
    ? { ok: true, lines: [], amountCents }
    : { ok: false, code: 'refund.nothingLeft' };

/** Stripe's answer when a refund asks for more than the payment still holds. */
const refusedForAmount = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === 'amount_too_large' || error.code === 'charge_already_refunded');

/** `givesBack`: the refund gives units back, so a lease's refunded period stops the lease; an amount does not. */
async function callStripe(
  deps: RefundDeps,
  refund: RefundRow,
  paymentIntent: string,
  givesBack: boolean,
): Promise<AdminRefundResult> {
  let stripeRefund: Awaited<ReturnType<RefundDeps['payments']['createRefund']>>;
  try {
    stripeRefund = await deps.payments.createRefund(
      {
        payment_intent: paymentIntent,
        amount: refund.amountCents,
        reason: 'requested_by_customer',
        metadata: { orderId: refund.orderId, refundId: refund.id },
      },
      `refund-${refund.id}`,
    );
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'Stripe refused the refund');
    await markRefundFailed(deps.db, refund.id);
    if (!refusedForAmount(error)) throw new AppError(502, 'refund.providerFailed');
    // The provider holds less than the shop thought: a refund made in its dashboard has not reached the shop
    // yet. The shop records it now (as its event would), and the admin sees the order as it really stands.
    for (const known of await deps.payments.listRefunds(paymentIntent)) await recordStripeRefund(deps, known);
    throw new AppError(409, 'refund.providerAhead');
  }
  const recorded = await recordStripeRefund(deps, stripeRefund);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (order?.subscriptionId && givesBack) {
    await deps.leases.stopForRefund(order.subscriptionId, { keepLicence: refund.keepLeaseLicence });
  }
  const [revoked] = await deps.db
    .select({ total: count() })
    .from(licenceRequests)
    .where(and(eq(licenceRequests.orderId, refund.orderId), eq(licenceRequests.status, 'revoked')));
  return {
    refundId: refund.id,
    status: order!.status,
    amount: money(refund.amountCents, order!.currency),
    creditNote: recorded?.creditNote ? toCreditNoteSummary(recorded.creditNote, order!.currency) : null,
    revokedLicences: revoked?.total ?? 0,
  };
}
