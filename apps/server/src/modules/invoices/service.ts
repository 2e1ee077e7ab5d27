import { type Currency, type SellerIdentity, sellerForDisplay, type ViesStatus } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppConfig } from '../../config';
import type { Executor } from '../../lib/db/client';
import { type InvoiceDocument, invoices, type users } from '../../lib/db/schema';
import { translate } from '../../lib/i18n';
import { usdCentsToEuroCents } from '../../lib/money';
import type { FileStorage } from '../../lib/storage/storage';
import { percentToBps, splitVat, type VatDecision } from '../vat';
import { documentLanguages } from './languages';
import { insertNumberedInvoices, type NumberedInvoice } from './numbering';
import type { PdfRenderPool } from './pdf-pool';

export type InvoiceRow = typeof invoices.$inferSelect;

export const receiptFileKey = (orderId: string) => `receipts/${orderId}.pdf`;

export interface InvoiceOrder {
  id: string;
  language: Language;
  totalCents: number;
  /** When it was paid (an invoice issued later, once the seller's identity is complete, still says so). */
  paidAt: Date;
  /**
   * `names`: the line in each language, as the order keeps it (a lease period's states its dates); `included`: an
   * indicator granted by the bundle line before it (docs/rules/bundles.md).
   */
  lines: {
    name: string;
    quantity: number;
    unitPriceCents: number;
    names?: Record<Language, string>;
    included?: boolean;
  }[];
  /** The coupon's discount taken off the lines (`totalCents` is after it); null without a coupon. */
  discount: { code: string; amountCents: number } | null;
  /** The VAT decided at checkout; null on orders from before it was recorded (the configured rate, France). */
  vat: VatDecision | null;
  currency: Currency;
  /** The rate a dollar order recorded when paid (docs/rules/currencies.md); null for euros. */
  exchangeRate: { eurPerUsdMicros: number; date: string } | null;
  withdrawalConsent: { at: Date; version: string } | null;
  /** The VIES check of the buyer's VAT number at checkout; null without one (docs/rules/vat.md). */
  vies: { status: ViesStatus; checkedAt: Date; reference: string | null } | null;
}

/**
 * What a document in dollars adds (docs/rules/currencies.md): its currency, and its VAT in euros at the rate the
 * order recorded. A euro document carries neither, so its snapshot is as it was before dollars.
 */
export function currencyOfDocument(
  currency: Currency,
  vatCents: number,
  rate: { eurPerUsdMicros: number; date: string } | null,
): Pick<InvoiceDocument, 'currency' | 'euroVat'> {
  if (currency === 'eur') return {};
  return {
    currency,
    ...(rate
      ? {
          euroVat: {
            vatCents: usdCentsToEuroCents(vatCents, rate.eurPerUsdMicros),
            eurPerUsdMicros: rate.eurPerUsdMicros,
            rateDate: rate.date,
          },
        }
      : {}),
  };
}

/**
 * What an order's documents are built from besides the order: the configured French VAT rate (orders from
 * before their VAT was recorded). Named as the app's parts, so its registration may hand the app itself.
 */
export interface DocumentDeps {
  config: Pick<AppConfig, 'vatRatePercent'>;
}

/** What a receipt reaches besides: the PDF renderer and the storage it is written to. */
export interface ReceiptDeps extends DocumentDeps {
  pdfRenderer: Pick<PdfRenderPool, 'render'>;
  storage: Pick<FileStorage, 'put'>;
}

/** The order's VAT, or for an order from before it was recorded, the configured French rate. */
function vatOf(config: DocumentDeps['config'], order: InvoiceOrder): VatDecision {
  return (
    order.vat ?? {
      mode: 'fr',
      rateBps: percentToBps(config.vatRatePercent),
      country: 'FR',
      reverseCharge: false,
    }
  );
}

/** An order being invoiced and the user row it is billed to (loaded by the caller). */
export interface InvoiceTarget {
  order: InvoiceOrder;
  buyer: typeof users.$inferSelect | undefined;
}

/**
 * Issues the invoices of orders being marked paid together (or waiting for the seller's identity), inside the
 * caller's transaction: numbers them in the order given and inserts each row with its document snapshot,
 * `seller` being the stored identity as the caller's transaction reads it, in one statement. Nothing slow happens
 * here, because the number's counter row stays locked until the caller commits: the PDFs are rendered from
 * the snapshots after the commit (`ensureInvoicePdf`), by the mail worker attaching them, the invoice link or
 * the repair sweep, whichever comes first.
 */
export async function issueInvoices(
  deps: DocumentDeps,
  tx: Executor,
  targets: readonly InvoiceTarget[],
  seller: SellerIdentity,
  issuedAt: Date,
): Promise<NumberedInvoice[]> {
  return insertNumberedInvoices(
    tx,
    issuedAt,
    targets.map(({ order, buyer }) => {
      const document = orderDocument(deps.config, { order, buyer, seller }, issuedAt, 'invoice');
      return {
        id: uuidv7(),
        orderId: order.id,
        language: order.language,
        netCents: document.netCents,
        vatCents: document.vatCents,
        grossCents: order.totalCents,
        vatRateBps: vatOf(deps.config, order).rateBps,
        document,
      };
    }),
  );
}

/**
 * The document of a free order: a receipt, stored under `receipts/<order id>.pdf`. It consumes no invoice
 * number (a sale without payment is not invoiced) and says so. It has no row to keep a snapshot in, so it is
 * written before the commit; that holds no shared lock (only the order's own row).
 */
export async function issueReceipt(
  deps: ReceiptDeps,
  order: InvoiceOrder,
  buyer: typeof users.$inferSelect | undefined,
  seller: SellerIdentity,
): Promise<{ fileKey: string }> {
  const pdf = await deps.pdfRenderer.render(
    orderDocument(deps.config, { order, buyer, seller }, order.paidAt, 'receipt'),
  );
  const fileKey = receiptFileKey(order.id);
  await deps.storage.put(fileKey, pdf, { overwrite: true });
  return { fileKey };
}

/**
 * The seller as a document prints it: a field not set yet (outside production) reads "(non renseigné)", in
 * French like every document (docs/rules/invoices.md).
 */
export const documentSeller = (seller: SellerIdentity): SellerIdentity =>
  sellerForDisplay(seller, translate('fr', 'documents:invoice.sellerNotSet'));

/** The snapshot of an order's invoice or receipt: what its PDF and its Factur-X XML are both made from. */
export function orderDocument(
  config: DocumentDeps['config'],
  { order, buyer, seller }: InvoiceTarget & { seller: SellerIdentity },
  issuedAt: Date,
  kind: 'invoice' | 'receipt',
): InvoiceDocument {
  const vat = vatOf(config, order);
  const { netCents, vatCents } = splitVat(order.totalCents, vat.rateBps);
  const address = [
    buyer?.billingAddress,
    [buyer?.billingZip, buyer?.billingCity].filter(Boolean).join(' '),
  ].filter((line): line is string => !!line);
  return {
    kind,
    number: '',
    language: order.language,
    printedIn: documentLanguages(order.language),
    termsRevision: 3,
    issuedAt: issuedAt.toISOString(),
    paidAt: order.paidAt.toISOString(),
    orderId: order.id,
    seller: documentSeller(seller),
    buyer: {
      name: buyer?.billingName || buyer?.name || '',
      email: buyer?.email ?? '',
      lines: address,
      country: buyer?.billingCountry,
      vat: buyer?.billingVat,
      company: buyer?.billingCompany,
      postal: {
        street: buyer?.billingAddress || null,
        postcode: buyer?.billingZip || null,
        city: buyer?.billingCity || null,
      },
    },
    lines: order.lines.map((line) => ({
      ...line,
      unitNetCents: splitVat(line.unitPriceCents, vat.rateBps).netCents,
    })),
    // The VAT above is worked out on the total after the discount (docs/rules/coupons.md).
    ...(order.discount && order.discount.amountCents > 0
      ? {
          discount: {
            ...order.discount,
            netCents: splitVat(order.discount.amountCents, vat.rateBps).netCents,
          },
        }
      : {}),
    netCents,
    vatCents,
    grossCents: order.totalCents,
    vatRatePercent: vat.rateBps / 100,
    vatCountry: vat.country,
    vatMode: vat.mode,
    reverseCharge: vat.reverseCharge,
    ...currencyOfDocument(order.currency, vatCents, order.exchangeRate),
    withdrawalConsent: order.withdrawalConsent
      ? { at: order.withdrawalConsent.at.toISOString(), version: order.withdrawalConsent.version }
      : null,
    vies: order.vies ? { ...order.vies, checkedAt: order.vies.checkedAt.toISOString() } : null,
    facturX: true,
  };
}

/** Which of these orders already have their invoice. */
export async function invoicedOrders(db: Executor, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  return new Set(rows.map((row) => row.orderId));
}

export async function findInvoiceOfOrder(db: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
