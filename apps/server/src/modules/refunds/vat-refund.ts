import type { AdminViesCheckResult, SellerIdentity } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { invoices, orders } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type AuditActor, recordLaterVies, reopenLaterVies } from '../order-lifecycle';
import { splitVat, type ViesSettings, verifyVatNumber, viesRequester } from '../vat';
import type { RefundDeps } from './deps';
import { refundOrder } from './service';

/** What checking an order's VAT number again reaches beyond refunding: VIES and the seller's own number. */
export interface VatRecheckDeps extends RefundDeps {
  vies: ViesSettings;
  sellerIdentity: { current(): Promise<SellerIdentity> };
}

/**
 * VIES asked again about the buyer's VAT number of an order charged VAT only because VIES did not answer at
 * checkout (docs/rules/vat.md, "VIES does not answer"), by an admin or by the shop itself (`actor` null, the
 * periodic re-checks of vies-recheck.ts). A verdict is recorded on the order once (two at once: one records it);
 * `valid` then refunds the VAT still held as an amount (a credit note for the VAT part, no unit or licence given
 * back); a refused refund puts the order back to waiting, to be asked again.
 */
export async function recheckOrderVat(
  deps: VatRecheckDeps,
  actor: AuditActor | null,
  orderId: string,
): Promise<AdminViesCheckResult> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('refund.orderNotFound');
  const [invoice] = await deps.db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id)));
  const vatNumber = invoice?.document?.buyer.vat;
  const pending = order.viesStatus === 'unreachable' && !order.reverseCharge;
  if (!pending || !vatNumber) throw conflict('refund.viesNotPending');
  const seller = await deps.sellerIdentity.current();
  const answer = await verifyVatNumber(deps.db, deps.vies, vatNumber, viesRequester(seller.vat));
  if (answer.status === 'unreachable') return { status: 'unreachable', refund: null };
  const verdict = { ...answer, status: answer.status };
  const recorded = await deps.db.transaction(async (tx) => {
    if (!(await recordLaterVies(tx, order.id, verdict))) return false;
    await recordAudit(tx, [
      {
        actor,
        action: 'order.viesChecked',
        target: `order:${order.id}`,
        before: { viesStatus: 'unreachable' },
        after: { viesStatus: verdict.status, viesReference: verdict.reference },
      },
    ]);
    return true;
  });
  if (!recorded) throw conflict('refund.viesNotPending');
  if (verdict.status === 'invalid') return { status: 'invalid', refund: null };
  const { vatCents } = splitVat(order.totalCents - order.refundedCents, order.vatRateBps ?? 0);
  try {
    const refund = await refundOrder(deps, actor, order.id, {
      reason: vatRefundReason(vatNumber, verdict.reference),
      confirmLate: true,
      amountCents: vatCents,
    });
    return { status: 'valid', refund };
  } catch (error) {
    await reopenLaterVies(deps.db, order.id);
    throw error;
  }
}

/** Printed on the credit note (both languages: the reason is the admin's text, not the document's language). */
const vatRefundReason = (vat: string, reference: string | null) =>
  `Autoliquidation / Reverse charge — TVA remboursée, n° ${vat} confirmé par VIES / VAT refunded, ${vat} confirmed by VIES${reference ? ` (${reference})` : ''}`;
