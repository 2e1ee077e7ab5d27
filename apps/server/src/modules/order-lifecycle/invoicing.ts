import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { invoices, orderItems, users } from '../../lib/db/schema';
import { productNameOrUnknown } from '../../lib/i18n';
import { orderConfirmationMail } from '../../lib/mail/templates/index';
import type { OutgoingMail } from '../../lib/mail/types';
import type { InvoiceOrder } from '../invoices';
import type { OrderRow } from '../orders';
import type { VatDecision } from '../vat';
import type { LifecycleDeps } from './deps';

/**
 * The `issueInvoice` effect for orders becoming paid together, in their transaction: each order's invoice
 * (number and document snapshot; a receipt for a free order) and its confirmation e-mail, queued in the same
 * transaction so it goes out only after the commit. A batch costs the same few statements as one order. The
 * invoice PDFs are not rendered here, since the invoice counter stays locked until the commit: the e-mails
 * refer to them by storage key and the mail worker renders each from its snapshot. An order that already has
 * its invoice (an admin unmarked it and marks it paid again) keeps it and gets no second e-mail.
 */
export async function invoiceAndConfirm(
  deps: Pick<LifecycleDeps, 'documents' | 'mail' | 'links'>,
  tx: Transaction,
  batch: readonly OrderRow[],
  paidAt: Date,
): Promise<void> {
  if (batch.length === 0) return;
  const ids = batch.map((order) => order.id);
  const invoiced = new Set(
    (await tx.select({ orderId: invoices.orderId }).from(invoices).where(inArray(invoices.orderId, ids))).map(
      (row) => row.orderId,
    ),
  );
  // An order coming back from unmarked was confirmed when it was first paid; a free order's receipt leaves no
  // invoice row to show it, so its unmarking is the proof.
  const fresh = batch.filter((order) => !invoiced.has(order.id) && !order.unmarkedAt);
  if (fresh.length === 0) return;
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        fresh.map((order) => order.id),
      ),
    )
    .orderBy(orderItems.id);
  const linesOf = new Map<string, (typeof items)[number][]>();
  for (const item of items) {
    const lines = linesOf.get(item.orderId);
    if (lines) lines.push(item);
    else linesOf.set(item.orderId, [item]);
  }
  const buyers = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(fresh.map((order) => order.userId))]));
  const buyerOf = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const targets = fresh.map((order) => ({
    order: invoiceOrder(order, linesOf.get(order.id) ?? []),
    buyer: buyerOf.get(order.userId),
  }));

  // A free order is a receipt, not an invoice: it consumes no invoice number.
  const invoicedNow = new Map(
    (
      await deps.documents.issueInvoices(
        tx,
        targets.filter(({ order }) => order.totalCents > 0),
        paidAt,
      )
    ).map((invoice) => [invoice.orderId, invoice]),
  );
  const mails: OutgoingMail[] = [];
  for (const { order, buyer } of targets) {
    const document = invoicedNow.get(order.id) ?? {
      number: null,
      ...(await deps.documents.issueReceipt(order, buyer, paidAt)),
    };
    if (!buyer) continue;
    mails.push(
      orderConfirmationMail({
        to: buyer.email,
        name: buyer.name,
        language: order.language,
        orderId: order.id,
        lines: order.lines,
        totalCents: order.totalCents,
        document,
        withdrawalConsent: order.withdrawalConsent,
        accountUrl: deps.links.accountOrdersUrl,
        seller: deps.links.seller,
      }),
    );
  }
  await deps.mail.enqueueAll(mails, tx);
}

/** What the invoice of an order is made of: its lines, VAT and withdrawal consent as recorded. */
function invoiceOrder(order: OrderRow, items: (typeof orderItems.$inferSelect)[]): InvoiceOrder {
  return {
    id: order.id,
    language: order.language,
    totalCents: order.totalCents,
    lines: items.map((item) => ({
      name: productNameOrUnknown(item.name, order.language),
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
    })),
    vat: recordedVat(order),
    withdrawalConsent:
      order.withdrawalConsentAt && order.withdrawalConsentVersion
        ? { at: order.withdrawalConsentAt, version: order.withdrawalConsentVersion }
        : null,
  };
}

/** The VAT the order recorded at checkout; null on orders from before it did. */
function recordedVat(order: OrderRow): VatDecision | null {
  if (order.vatRateBps === null || !order.vatCountry || !order.vatMode) return null;
  return {
    mode: order.vatMode,
    rateBps: order.vatRateBps,
    country: order.vatCountry,
    reverseCharge: order.reverseCharge,
  };
}
