import { money, pageLinks, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppConfig } from '../../config';
import type { Executor, Transaction } from '../../lib/db/client';
import { creditNotes, type InvoiceDocument, type users } from '../../lib/db/schema';
import { translator } from '../../lib/i18n';
import type { MailService } from '../../lib/mail/plugin';
import { creditNoteMail } from '../../lib/mail/templates/index';
import { currencyOfDocument, documentLanguages, documentSeller, type InvoiceRow } from '../invoices';
import type { OrderRow } from '../orders';
import { readSellerIdentity } from '../seller-identity';
import { splitVat } from '../vat';
import { insertNumberedCreditNote } from './numbering';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** What a refund gives back: lines (name in the order's language, unit price incl. VAT) and the amount. */
export interface RefundedPart {
  refundId: string;
  reason: string;
  amountCents: number;
  /** Empty for an amount-only refund: the credit note then has one line for the amount. */
  lines: { name: string; quantity: number; unitPriceCents: number; names?: Record<Language, string> }[];
  /** The refunded lines' prorated share of the order's coupon discount (docs/rules/coupons.md). */
  discount?: { code: string; amountCents: number };
}

/**
 * The credit note's snapshot, built on the cited invoice's (buyer, language, VAT rate as the invoice holds
 * them): the lines, totals and printed languages are the refund's, and the seller is the stored identity at
 * issue time. `number` is filled in by the allocator.
 */
export function creditNoteDocument(
  invoice: InvoiceRow,
  base: InvoiceDocument,
  part: RefundedPart,
  issuedAt: Date,
  seller: SellerIdentity,
): InvoiceDocument {
  const rateBps = invoice.vatRateBps;
  // Issued now, so printed as documents are now (French, bilingual for another language), whatever the
  // cited invoice was printed in.
  const printedIn = documentLanguages(base.language);
  const refundLine = printedIn
    .map((language) =>
      translator(language, 'documents:creditNote.')('refundLine', { id: shortOrderId(invoice.orderId) }),
    )
    .join(' / ');
  const lines =
    part.lines.length > 0
      ? part.lines
      : [{ name: refundLine, quantity: 1, unitPriceCents: part.amountCents }];
  const { netCents, vatCents } = splitVat(part.amountCents, rateBps);
  return {
    ...base,
    kind: 'creditNote',
    printedIn,
    termsRevision: 3,
    // Issued now, so a Factur-X file whatever the cited invoice is.
    facturX: true,
    number: '',
    seller: documentSeller(seller),
    invoiceNumber: invoice.number,
    reason: part.reason,
    issuedAt: issuedAt.toISOString(),
    lines: lines.map((line) => ({ ...line, unitNetCents: splitVat(line.unitPriceCents, rateBps).netCents })),
    discount: part.discount && {
      ...part.discount,
      netCents: splitVat(part.discount.amountCents, rateBps).netCents,
    },
    netCents,
    vatCents,
    grossCents: part.amountCents,
    vatRatePercent: rateBps / 100,
    // In the invoice's currency, its VAT in euros at the invoice's own rate (docs/rules/currencies.md).
    ...currencyOfDocument(
      base.currency ?? 'eur',
      vatCents,
      base.euroVat ? { eurPerUsdMicros: base.euroVat.eurPerUsdMicros, date: base.euroVat.rateDate } : null,
    ),
  };
}

/** The cited invoice's snapshot; an invoice issued before snapshots gets one from today's seller and buyer. */
function invoiceBase(
  seller: SellerIdentity,
  invoice: InvoiceRow,
  order: OrderRow,
  buyer: typeof users.$inferSelect | undefined,
): InvoiceDocument {
  if (invoice.document) return invoice.document;
  return {
    number: invoice.number,
    language: invoice.language,
    issuedAt: invoice.issuedAt.toISOString(),
    paidAt: (order.paidAt ?? invoice.issuedAt).toISOString(),
    orderId: order.id,
    seller,
    buyer: { name: buyer?.billingName || buyer?.name || '', email: buyer?.email ?? '', lines: [] },
    lines: [],
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
    vatRatePercent: invoice.vatRateBps / 100,
  };
}

/**
 * What issuing a credit note reaches besides the caller's transaction: the mail queue and the shop's public
 * address (the buyer's link to their orders). Named as the app's parts, so its registration may hand the app.
 */
export interface CreditNoteDeps {
  mail: Pick<MailService, 'enqueue'>;
  config: Pick<AppConfig, 'publicUrl'>;
}

/**
 * Issues the credit note of a recorded refund in the caller's transaction: number and snapshot in one
 * statement (the counter row stays locked until the commit, so nothing slow happens here), and the e-mail
 * queued with the PDF attached by storage key; the mail worker, the link or the sweep renders it after the
 * commit. The invoice is never touched.
 */
export async function issueCreditNote(
  deps: CreditNoteDeps,
  tx: Transaction,
  input: {
    order: OrderRow;
    invoice: InvoiceRow;
    buyer: typeof users.$inferSelect | undefined;
    part: RefundedPart;
  },
): Promise<CreditNoteRow> {
  const { order, invoice, buyer, part } = input;
  const issuedAt = new Date();
  const { identity: seller } = await readSellerIdentity(tx);
  const base = invoiceBase(seller, invoice, order, buyer);
  const document = creditNoteDocument(invoice, base, part, issuedAt, seller);
  const id = uuidv7();
  await insertNumberedCreditNote(tx, {
    id,
    refundId: part.refundId,
    orderId: order.id,
    invoiceId: invoice.id,
    language: document.language,
    netCents: document.netCents,
    vatCents: document.vatCents,
    grossCents: document.grossCents,
    document,
    issuedAt,
  });
  const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.id, id));
  if (buyer) {
    await deps.mail.enqueue(
      creditNoteMail({
        to: buyer.email,
        name: buyer.name,
        language: document.language,
        orderId: order.id,
        invoiceNumber: invoice.number,
        creditNote: {
          number: note!.number,
          fileKey: note!.fileKey,
          gross: money(note!.grossCents, order.currency),
        },
        accountUrl: `${deps.config.publicUrl}${pageLinks.profileTab('orders')}`,
        seller,
      }),
      tx,
    );
  }
  return note!;
}

export async function findCreditNote(db: Executor, id: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row;
}
