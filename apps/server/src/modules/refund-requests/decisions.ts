import { money, type RefundRequest } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orders, refundRequests, users } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import { refundRequestBuyerMail } from '../../lib/mail/templates';
import { type AuditActor, recordAudit } from '../audit';
import { refundOrder } from '../refunds';
import type { RefundRequestDeps } from './deps';
import { itemsOf, lineName, toRefundRequest } from './queries';

type RequestRow = typeof refundRequests.$inferSelect;

/** Locks an open request for its decision: 404 when unknown, 409 when decided already. */
async function claimOpen(tx: Transaction, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
  if (!row) throw notFound('refundRequest.requestNotFound');
  if (row.status !== 'open') throw conflict('refundRequest.notOpen');
  return row;
}

/**
 * An admin approves a request (docs/rules/refunds.md): it is claimed first (a second admin's approval finds
 * it decided), then refunded through the refund path (Stripe, credit note, licences, its own mails), in time
 * whatever the day of the approval since the buyer asked within the policy. A refused refund reopens the
 * request; a made one is linked to it and the buyer told, with an audit entry, in one transaction.
 */
export async function approveRefundRequest(
  deps: RefundRequestDeps,
  actor: AuditActor,
  id: string,
  language: Language,
): Promise<RefundRequest> {
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await claimOpen(tx, id);
    await tx
      .update(refundRequests)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: actor.id })
      .where(eq(refundRequests.id, id));
    return row;
  });
  // A free order is cancelled, not refunded: there is no refund row to link.
  let refundId: string | null;
  try {
    const result = await refundOrder(deps.refunds, actor, claimed.orderId, {
      reason: claimed.reason,
      lines: claimed.lines.map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
      confirmLate: true,
    });
    refundId = result.refundId || null;
  } catch (error) {
    await deps.db
      .update(refundRequests)
      .set({ status: 'open', decidedAt: null, decidedBy: null })
      .where(and(eq(refundRequests.id, id), isNull(refundRequests.refundId)));
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refundRequests)
      .set({ refundId })
      .where(eq(refundRequests.id, id))
      .returning();
    await recordAudit(tx, [
      {
        actor,
        action: 'refundRequest.approve',
        target: `order:${row!.orderId}`,
        before: null,
        after: { id, refundId },
      },
    ]);
    await tellBuyer(deps, tx, row!, 'approved');
    return toRefundRequest(row!, await itemsOf(tx, [row!.orderId]), language);
  });
}

/** An admin declines a request with a reason the buyer is sent, in one transaction with its audit entry. */
export async function declineRefundRequest(
  deps: RefundRequestDeps,
  actor: AuditActor,
  id: string,
  reason: string,
  language: Language,
): Promise<RefundRequest> {
  return deps.db.transaction(async (tx) => {
    await claimOpen(tx, id);
    const [row] = await tx
      .update(refundRequests)
      .set({ status: 'declined', decidedAt: new Date(), decidedBy: actor.id, declineReason: reason })
      .where(eq(refundRequests.id, id))
      .returning();
    await recordAudit(tx, [
      {
        actor,
        action: 'refundRequest.decline',
        target: `order:${row!.orderId}`,
        before: null,
        after: { id, reason },
      },
    ]);
    await tellBuyer(deps, tx, row!, 'declined');
    return toRefundRequest(row!, await itemsOf(tx, [row!.orderId]), language);
  });
}

/** The buyer's e-mail about the decision, in the order's language. */
async function tellBuyer(
  deps: RefundRequestDeps,
  tx: Transaction,
  row: RequestRow,
  kind: 'approved' | 'declined',
): Promise<void> {
  const [party] = await tx
    .select({ language: orders.language, currency: orders.currency, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, row.orderId));
  const { items } = await itemsOf(tx, [row.orderId]);
  await deps.mail.enqueue(
    refundRequestBuyerMail({
      to: party!.email,
      name: party!.name,
      language: party!.language,
      kind,
      orderId: row.orderId,
      lines: row.lines.map((line) => ({
        name: lineName(items.get(line.orderItemId)!, party!.language),
        quantity: line.quantity,
      })),
      amount: money(row.amountCents, party!.currency),
      declineReason: row.declineReason ?? undefined,
      seller: await deps.seller.current(),
    }),
    tx,
  );
}
