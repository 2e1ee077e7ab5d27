import type { Language } from '@shop/i18n';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { invoices, orderItems, orders, users } from '../../lib/db/schema';
import { productNameOrUnknown } from '../../lib/i18n';
import { lateInvoiceMail, orderConfirmationMail } from '../../lib/mail/templates/index';
import type { OutgoingMail } from '../../lib/mail/types';
import type { InvoiceOrder, InvoiceTarget } from '../invoices';
import type { OrderRow } from '../orders';
import type { VatDecision } from '../vat';
import type { LifecycleDeps } from './deps';
import { lockOrders } from './store';

type InvoicingDeps = Pick<LifecycleDeps, 'documents' | 'mail' | 'links' | 'seller'>;

/** Orders waiting for their invoice taken per transaction, so the invoice counter is never held long. */
const PENDING_BATCH = 100;

/**
 * The `issueInvoice` effect for orders becoming paid together, in their transaction: each order's invoice
 * (number and document snapshot, with the stored seller identity as this transaction reads it; a receipt for a
 * free order) and its confirmation e-mail, queued in the same transaction so it goes out only after the
 * commit. A batch costs the same few statements as one order. The invoice PDFs are not rendered here, since
 * the invoice counter stays locked until the commit: the e-mails refer to them by storage key and the mail
 * worker renders each from its snapshot. An order that already has its invoice (an admin unmarked it and marks
 * it paid again) keeps it and gets no second e-mail. In production, while the seller's identity is
 * incomplete, a paid order's invoice waits (`invoicePendingSince`): its confirmation says the invoice will
 * follow, and `issuePendingInvoices` issues it once the identity is complete.
 */
export async function invoiceAndConfirm(
  deps: InvoicingDeps,
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
  const targets = await invoiceTargets(tx, fresh, paidAt);
  const seller = await deps.seller.forInvoices(tx);
  // A free order is a receipt, not an invoice: it consumes no invoice number.
  const payable = targets.filter(({ order }) => order.totalCents > 0);
  const invoicedNow = new Map(
    (seller.mayInvoice ? await deps.documents.issueInvoices(tx, payable, seller.identity, paidAt) : []).map(
      (invoice) => [invoice.orderId, invoice],
    ),
  );
  if (!seller.mayInvoice && payable.length > 0) {
    await tx
      .update(orders)
      .set({ invoicePendingSince: paidAt })
      .where(
        inArray(
          orders.id,
          payable.map(({ order }) => order.id),
        ),
      );
  }
  const mails: OutgoingMail[] = [];
  for (const { order, buyer } of targets) {
    const document =
      invoicedNow.get(order.id) ??
      (order.totalCents > 0
        ? null
        : { number: null, ...(await deps.documents.issueReceipt(order, buyer, seller.identity)) });
    if (buyer) mails.push(confirmation(deps, order, buyer, document, seller.identity));
  }
  await deps.mail.enqueueAll(mails, tx);
}

/**
 * Issues the invoices that waited for the seller's identity (paid orders only: an order refunded or unmarked
 * meanwhile keeps waiting, for an admin to see), a batch per transaction, each invoice dated today and saying
 * when the order was paid, and e-mails each buyer the confirmation with the invoice attached. Does nothing
 * while the identity may not be invoiced with. Returns how many were issued.
 */
export async function issuePendingInvoices(deps: InvoicingDeps & Pick<LifecycleDeps, 'db'>): Promise<number> {
  let issued = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const seller = await deps.seller.forInvoices(tx);
      if (!seller.mayInvoice) return 0;
      const waiting = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.invoicePendingSince), eq(orders.status, 'paid')))
        .orderBy(asc(orders.invoicePendingSince), asc(orders.id))
        .limit(PENDING_BATCH);
      // Locked and checked again: another instance may have issued them meanwhile.
      const locked = [
        ...(
          await lockOrders(
            tx,
            waiting.map((row) => row.id),
          )
        ).values(),
      ].filter((order) => order.invoicePendingSince && order.status === 'paid' && order.paidAt);
      if (locked.length === 0) return 0;
      const targets = await invoiceTargets(tx, locked, new Date());
      const numbered = await deps.documents.issueInvoices(tx, targets, seller.identity, new Date());
      const byOrder = new Map(numbered.map((invoice) => [invoice.orderId, invoice]));
      await tx
        .update(orders)
        .set({ invoicePendingSince: null })
        .where(
          inArray(
            orders.id,
            locked.map((order) => order.id),
          ),
        );
      // The order was confirmed when it was paid: this e-mail is its invoice, under its own subject.
      const mails = targets.flatMap(({ order, buyer }) => {
        const invoice = byOrder.get(order.id);
        return buyer && invoice ? [lateInvoice(deps, order, buyer, invoice, seller.identity)] : [];
      });
      await deps.mail.enqueueAll(mails, tx);
      return locked.length;
    });
    issued += count;
    if (count < PENDING_BATCH) return issued;
  }
}

/** How many paid orders wait for their invoice (the back-office's settings and dashboard say so). */
export async function pendingInvoiceCount(db: Executor): Promise<number> {
  return db.$count(orders, isNotNull(orders.invoicePendingSince));
}

/** What the order's e-mails say of it: its lines and amounts in its currency, and to whom they go. */
function orderFacts(
  deps: Pick<LifecycleDeps, 'links'>,
  order: InvoiceOrder,
  buyer: NonNullable<InvoiceTarget['buyer']>,
  seller: Awaited<ReturnType<LifecycleDeps['seller']['current']>>,
) {
  return {
    to: buyer.email,
    name: buyer.name,
    language: order.language,
    orderId: order.id,
    lines: order.lines,
    discount: order.discount,
    totalCents: order.totalCents,
    currency: order.currency,
    reverseCharge: order.vat?.reverseCharge ?? false,
    reverseChargePending: order.vat?.reverseCharge !== true && order.vies?.status === 'unreachable',
    accountUrl: deps.links.accountOrdersUrl,
    seller,
  };
}

/** The invoice that waited for the seller's identity, sent as the buyer's invoice (docs/rules/invoices.md). */
function lateInvoice(
  deps: Pick<LifecycleDeps, 'links'>,
  order: InvoiceOrder,
  buyer: NonNullable<InvoiceTarget['buyer']>,
  document: { number: string; fileKey: string },
  seller: Awaited<ReturnType<LifecycleDeps['seller']['current']>>,
): OutgoingMail {
  return lateInvoiceMail({ ...orderFacts(deps, order, buyer, seller), document, paidAt: order.paidAt });
}

/** The order confirmation, with its invoice or receipt, or saying that the invoice will follow (`null`). */
function confirmation(
  deps: Pick<LifecycleDeps, 'links'>,
  order: InvoiceOrder,
  buyer: NonNullable<InvoiceTarget['buyer']>,
  document: { number: string | null; fileKey: string } | null,
  seller: Awaited<ReturnType<LifecycleDeps['seller']['current']>>,
): OutgoingMail {
  return orderConfirmationMail({
    ...orderFacts(deps, order, buyer, seller),
    document,
    // Only a consumer has a withdrawal right to give up, as on the invoice (docs/rules/invoices.md).
    withdrawalConsent: buyer.billingVat || order.vat?.reverseCharge ? null : order.withdrawalConsent,
  });
}

/** Each order's lines and buyer, as its invoice is made of them. */
async function invoiceTargets(
  tx: Transaction,
  batch: readonly OrderRow[],
  paidAt: Date,
): Promise<InvoiceTarget[]> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        batch.map((order) => order.id),
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
    .where(inArray(users.id, [...new Set(batch.map((order) => order.userId))]));
  const buyerOf = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const rates = await recordedRates(tx, batch);
  return batch.map((order) => ({
    order: invoiceOrder(
      { ...order, ...rates.get(order.id) },
      linesOf.get(order.id) ?? [],
      order.paidAt ?? paidAt,
    ),
    buyer: buyerOf.get(order.userId),
  }));
}

/**
 * The exchange rate each dollar order recorded when it was just marked paid (the batch's rows were read before
 * that): one read, and none for a batch of euro orders (docs/rules/currencies.md).
 */
async function recordedRates(tx: Transaction, batch: readonly OrderRow[]) {
  const dollars = batch.filter((order) => order.currency === 'usd').map((order) => order.id);
  if (dollars.length === 0) return new Map<string, Pick<OrderRow, 'eurPerUsdMicros' | 'exchangeRateDate'>>();
  const rows = await tx
    .select({
      id: orders.id,
      eurPerUsdMicros: orders.eurPerUsdMicros,
      exchangeRateDate: orders.exchangeRateDate,
    })
    .from(orders)
    .where(inArray(orders.id, dollars));
  return new Map(rows.map(({ id, ...rate }) => [id, rate]));
}

/** What the invoice of an order is made of: its lines, VAT and withdrawal consent as recorded. */
function invoiceOrder(
  order: OrderRow,
  items: (typeof orderItems.$inferSelect)[],
  paidAt: Date,
): InvoiceOrder {
  return {
    id: order.id,
    language: order.language,
    totalCents: order.totalCents,
    paidAt,
    lines: items.map((item) => ({
      name: productNameOrUnknown(item.name, order.language),
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      names: lineNames(item, order.language),
      ...(item.bundleItemId ? { included: true } : {}),
    })),
    discount: order.couponCode ? { code: order.couponCode, amountCents: order.discountCents } : null,
    vat: recordedVat(order),
    currency: order.currency,
    exchangeRate:
      order.eurPerUsdMicros !== null && order.exchangeRateDate !== null
        ? { eurPerUsdMicros: order.eurPerUsdMicros, date: order.exchangeRateDate }
        : null,
    withdrawalConsent:
      order.withdrawalConsentAt && order.withdrawalConsentVersion
        ? { at: order.withdrawalConsentAt, version: order.withdrawalConsentVersion }
        : null,
    vies:
      order.viesStatus && order.viesCheckedAt
        ? { status: order.viesStatus, checkedAt: order.viesCheckedAt, reference: order.viesReference }
        : null,
  };
}

/** A line's name in each language, as the order kept them (an older line without one repeats its `name`). */
export function lineNames(
  item: typeof orderItems.$inferSelect,
  language: Language,
): Record<Language, string> {
  const name = productNameOrUnknown(item.name, language);
  return { fr: item.nameFr || name, en: item.nameEn || name };
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
