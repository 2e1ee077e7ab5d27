import { pageLinks } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../lib/db/client';
import { orderItems, orders, users } from '../../lib/db/schema';
import { orderConfirmationMail } from '../../lib/mail/templates/index';
import type { OutgoingMail } from '../../lib/mail/types';
import { type InvoiceOrder, invoicedOrders, issueInvoices, issueReceipt } from '../invoices';
import { revokeOrderLicences } from '../licences';
import type { OrderRow } from '../orders';
import type { VatDecision } from '../vat';
import { moveOrder, moveOrders } from './order-state';

/** An order to mark paid, locked by the caller, and the Stripe payment that paid it (none when free or by hand). */
export interface PaidOrder {
  order: OrderRow;
  paymentIntentId?: string | null;
}

/**
 * Marks locked orders paid, in the caller's transaction: status and paid date, each order's invoice (number
 * and document snapshot) and its confirmation e-mail, queued in the same transaction so it goes out only
 * after the commit. A batch costs the same few statements as one order: one update per status left, one
 * read of the lines, one of the buyers, one numbering of the invoices, one insert of the e-mails. The invoice
 * PDFs are not rendered here, since the invoice counter stays locked until the commit: the e-mails refer to
 * them by storage key and the mail worker renders each from its snapshot when it is not there yet. An order
 * that already has its invoice (paid, unmarked by an admin, paid again) keeps it, and gets no second e-mail.
 */
export async function markOrdersPaid(
  app: FastifyInstance,
  tx: Transaction,
  batch: readonly PaidOrder[],
): Promise<void> {
  if (batch.length === 0) return;
  const paidAt = new Date();
  const paymentIntents = new Map(
    batch.map(({ order, paymentIntentId }) => [order.id, paymentIntentId ?? null]),
  );
  for (const from of new Set(batch.map(({ order }) => order.status))) {
    const ids = batch.filter(({ order }) => order.status === from).map(({ order }) => order.id);
    await moveOrders(tx, {
      from,
      to: 'paid',
      where: inArray(orders.id, ids),
      details: { paidAt, paymentIntents },
    });
  }
  // Paid again after an admin unmarked it: the invoice (and e-mail) issued the first time stand.
  const invoiced = await invoicedOrders(
    tx,
    batch.map(({ order }) => order.id),
  );
  const fresh = batch.map(({ order }) => order).filter((order) => !invoiced.has(order.id));
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
      await issueInvoices(
        app,
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
      ...(await issueReceipt(app, order, buyer, paidAt)),
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
        accountUrl: `${app.config.publicUrl}${pageLinks.profileTab('orders')}`,
        seller: app.config.seller,
      }),
    );
  }
  await app.mail.enqueueAll(mails, tx);
}

/** Marks one locked order paid (`markOrdersPaid`): a free checkout, an admin marking it by hand. */
export function markOrderPaid(app: FastifyInstance, tx: Transaction, order: OrderRow): Promise<void> {
  return markOrdersPaid(app, tx, [{ order }]);
}

/** What the invoice of an order is made of: its lines, VAT and withdrawal consent as recorded. */
function invoiceOrder(order: OrderRow, items: (typeof orderItems.$inferSelect)[]): InvoiceOrder {
  return {
    id: order.id,
    language: order.language,
    totalCents: order.totalCents,
    lines: items.map((item) => ({
      name: item.name,
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

/**
 * The reverse of `markOrderPaid`, in the caller's transaction (an admin unmarking an order, a refund): the
 * order goes back to pending, so its downloads are refused, and its licences are revoked. The invoice stays:
 * issued invoices are immutable (a credit note is the accounting answer, not a deletion).
 */
export async function markOrderUnpaid(
  tx: Transaction,
  orderId: string,
): Promise<{ wasPaid: boolean; revokedLicences: number }> {
  const [before] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (before?.status !== 'paid') return { wasPaid: false, revokedLicences: 0 };
  await moveOrder(tx, before, 'pending');
  return { wasPaid: true, revokedLicences: await revokeOrderLicences(tx, orderId) };
}
