import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor, Transaction } from '../../lib/db/client';
import { creditNotes, orderItems, orders, type RefundLine, refunds } from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit';
import type { CreditNoteRow } from '../credit-notes';
import { automaticRefundReason, lockOrder } from '../order-lifecycle';
import type { OrderRow } from '../orders';
import { dependentOfRefundedLines } from './depended';
import type { RefundDeps } from './deps';

export type RefundRow = typeof refunds.$inferSelect;

export interface RecordedRefund {
  refund: RefundRow;
  order: OrderRow;
  creditNote: CreditNoteRow | null;
}

const paymentIntentOf = (refund: Stripe.Refund) =>
  typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);

/**
 * Records a Stripe refund once, whichever way it arrives (docs/rules/refunds.md): the admin's call answering,
 * `charge.refunded` or `refund.updated`. The order row is locked first, then the refund: a refund we started
 * (`metadata.refundId`) moves from `requested` to `succeeded` in one conditional update; one we did not start
 * (made in the Stripe dashboard) is inserted, unique by its Stripe id. The path that loses finds it recorded
 * and does nothing, so a refund never issues two credit notes. Undefined when it is not a succeeded refund
 * of one of our orders.
 */
export async function recordStripeRefund(
  deps: RefundDeps,
  stripeRefund: Stripe.Refund,
): Promise<RecordedRefund | undefined> {
  const ourId = stripeRefund.metadata?.refundId;
  if (stripeRefund.status === 'failed' || stripeRefund.status === 'canceled') {
    if (ourId && isUuid(ourId)) await markRefundFailed(deps.db, ourId);
    return undefined;
  }
  if (stripeRefund.status !== 'succeeded') return undefined;
  const order = await orderOfRefund(deps.db, stripeRefund, ourId);
  if (!order) {
    deps.log.warn({ refund: stripeRefund.id }, 'Stripe refund of no known order');
    return undefined;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const [known] = await tx.select().from(refunds).where(eq(refunds.stripeRefundId, stripeRefund.id));
    if (known)
      return { refund: known, order: locked!, creditNote: (await creditNoteOf(tx, known.id)) ?? null };
    const claimed = ourId && isUuid(ourId) ? await claimRequested(tx, ourId, stripeRefund.id) : undefined;
    const refund = claimed ?? (await insertUnrequested(tx, locked!, stripeRefund));
    await deps.lifecycle.refund(
      tx,
      locked!,
      { ...refund, automatic: automaticRefundReason(stripeRefund.metadata?.automatic) },
      null,
    );
    if (!claimed) await flagDependedLower(deps, tx, refund);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { refund, order: after!, creditNote: (await creditNoteOf(tx, refund.id)) ?? null };
  });
}

async function orderOfRefund(
  db: Executor,
  stripeRefund: Stripe.Refund,
  ourId: string | undefined,
): Promise<OrderRow | undefined> {
  const orderId = stripeRefund.metadata?.orderId;
  if (ourId && orderId && isUuid(orderId)) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (order) return order;
  }
  const paymentIntent = paymentIntentOf(stripeRefund);
  if (!paymentIntent) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.stripePaymentIntentId, paymentIntent));
  return order;
}

async function creditNoteOf(tx: Transaction, refundId: string) {
  const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return note;
}

/**
 * Ours, not recorded yet. A `failed` one is claimed too: the admin's call may have timed out while Stripe
 * went through with it, and Stripe's word (this succeeded refund) is the one that counts.
 */
async function claimRequested(tx: Transaction, id: string, stripeRefundId: string) {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'succeeded', stripeRefundId, recordedAt: new Date() })
    .where(and(eq(refunds.id, id), inArray(refunds.status, ['requested', 'failed'])))
    .returning();
  return row;
}

/**
 * A refund made outside the shop: all that is left when it covers it (a full refund), otherwise an amount
 * with no line (no seat is given back: the Stripe dashboard does not say which).
 */
async function insertUnrequested(tx: Transaction, order: OrderRow, stripeRefund: Stripe.Refund) {
  const full = order.refundedCents + stripeRefund.amount >= order.totalCents;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const lines: RefundLine[] = full
    ? items
        .filter((item) => item.quantity > item.refundedQuantity)
        .map((item) => ({ orderItemId: item.id, quantity: item.quantity - item.refundedQuantity }))
    : [];
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      stripeRefundId: stripeRefund.id,
      status: 'succeeded',
      amountCents: Math.min(stripeRefund.amount, order.totalCents - order.refundedCents),
      reason: stripeRefund.metadata?.automatic ?? stripeRefund.reason ?? 'stripe',
      lines,
      licenceIds: [],
      recordedAt: new Date(),
    })
    .returning();
  return row!;
}

/**
 * A refund from the Stripe dashboard cannot be refused: when it gives back a line a later order depends on
 * while that order stands (an upgrade that ended it, a bundle that took credit for it), it is recorded all the
 * same, the later order's licences stay (it is paid and stands until an admin refunds it), and the admin is
 * told through the log and an audit entry on that order (docs/rules/upgrades.md, bundles.md).
 */
async function flagDependedLower(deps: RefundDeps, tx: Transaction, refund: RefundRow) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, refund.orderId));
  // An amount-only refund names no line: it takes money from every line, the depended one included.
  const touched =
    refund.lines.length > 0 ? refund.lines : items.map((item) => ({ orderItemId: item.id, quantity: 0 }));
  const dependent = await dependentOfRefundedLines(tx, items, touched);
  if (!dependent) return;
  deps.log.warn(
    { refundId: refund.id, dependentOrderId: dependent.orderId, kind: dependent.kind },
    'Stripe refunded an order a later order depends on',
  );
  await recordAudit(tx, [
    {
      actor: null,
      action: dependent.kind === 'upgrade' ? 'refund.upgradedLower' : 'refund.creditedLower',
      target: `order:${dependent.orderId}`,
      before: null,
      after: { lowerOrderId: refund.orderId, refundId: refund.id, amountCents: refund.amountCents },
    },
  ]);
}

export async function markRefundFailed(db: Executor, id: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed' })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
}
