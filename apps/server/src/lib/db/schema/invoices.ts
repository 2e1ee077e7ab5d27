import type { Currency, SellerIdentity, ViesStatus } from '@shop/contracts';
import { type Language, languages } from '@shop/i18n/language';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';
import { orders } from './orders';

/**
 * Everything an invoice or receipt PDF prints, frozen when the order is paid (JSON, so dates are ISO strings):
 * the PDF can be rendered again, byte for byte, from this alone, whatever happens later to the buyer's
 * profile, the product names or the seller configuration.
 */
export interface InvoiceDocument {
  /**
   * A free order gets a receipt: no invoice number, and the document says it is not an invoice. A credit
   * note (docs/rules/refunds.md) prints the refunded lines and amounts and cites `invoiceNumber`.
   */
  kind?: 'invoice' | 'receipt' | 'creditNote';
  /** A credit note's invoice, and the reason given for the refund. */
  invoiceNumber?: string;
  reason?: string;
  number: string;
  /** The buyer's language at the time (the order's). */
  language: Language;
  /**
   * The languages the document is printed in, French first (docs/rules/invoices.md); absent on documents from
   * before, which print in `language` alone.
   */
  printedIn?: Language[];
  /**
   * 2: the terms state the document's currency and a business buyer gets no withdrawal waiver
   * (docs/rules/invoices.md); absent on documents from before, which print their terms as they were.
   * 3: besides, each line carries its name in both languages (a lease's states its period) and a bundle's
   * indicators are marked included (`names`, `included`); a document of revision 2 or before prints its lines
   * by `name` alone, as it did.
   */
  termsRevision?: 2 | 3;
  issuedAt: string;
  paidAt: string;
  orderId: string;
  seller: SellerIdentity;
  /** `country` is an ISO code; the document prints its name in the invoice language. */
  /** `company`: the company buying, printed with its VAT number (docs/rules/vat.md). */
  buyer: {
    name: string;
    email: string;
    lines: string[];
    country?: string | null;
    vat?: string | null;
    company?: string | null;
    /**
     * The billing address's parts, as `lines` prints them, for the Factur-X XML's structured address; absent on
     * documents from before, whose XML reads `lines` as address lines.
     */
    postal?: { street: string | null; postcode: string | null; city: string | null };
  };
  /** The VIES check of the buyer's VAT number at checkout, printed with its consultation reference. */
  vies?: { status: ViesStatus; checkedAt: string; reference: string | null } | null;
  /**
   * `unitNetCents`: the unit price excluding VAT, printed on each line (CGI ann. II art. 242 nonies A).
   * `names` (revision 3): the line in each language, printed in the document's languages; `included`: an
   * indicator a bundle line above grants, at no price of its own (docs/rules/bundles.md).
   */
  lines: {
    name: string;
    quantity: number;
    unitPriceCents: number;
    unitNetCents: number;
    names?: Record<Language, string>;
    included?: boolean;
  }[];
  /**
   * The coupon's discount (docs/rules/coupons.md), printed as a line below the others: `amountCents` incl. VAT,
   * `netCents` without; the totals are after it. A credit note holds the refunded lines' prorated share.
   */
  discount?: { code: string; amountCents: number; netCents: number };
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatRatePercent: number;
  /** The currency of every amount above; absent on documents from before dollars (euros). */
  currency?: Currency;
  /**
   * A dollar document's VAT in euros (French rule for invoices in another currency, docs/rules/currencies.md):
   * euro cents at the order's recorded rate (euros per dollar in millionths) and that rate's date.
   */
  euroVat?: { vatCents: number; eurPerUsdMicros: number; rateDate: string };
  /**
   * The country whose rate applies, the VAT mode and reverse charge (docs/rules/vat.md); absent on documents
   * from before they were recorded (French VAT).
   */
  vatCountry?: string;
  vatMode?: 'fr' | 'oss';
  reverseCharge?: boolean;
  /** The buyer's withdrawal consent at checkout (ISO time, text version); null or absent when none was given. */
  withdrawalConsent?: { at: string; version: string } | null;
  /**
   * Rendered as Factur-X (docs/rules/invoices.md): a PDF/A-3 with embedded fonts, an invoice or credit note
   * carrying its EN 16931 XML (`factur-x.xml`) built from this snapshot. Absent on documents from before, which
   * render as plain PDFs, byte for byte as they were.
   */
  facturX?: true;
}

export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** FA-YYYY-NNNNNN, gap-free per year. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    language: text('language', { enum: languages }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** VAT rate in basis points (2000 = 20 %). */
    vatRateBps: integer('vat_rate_bps').notNull(),
    /** Key of the rendered PDF in file storage (written after the commit, from `document`). */
    fileKey: text('file_key').notNull(),
    /** The snapshot the PDF is rendered from; null on invoices issued before snapshots (their PDF was written in the transaction). */
    document: jsonb('document').$type<InvoiceDocument>(),
    /**
     * SHA-256 (hex) of the stored PDF, set when the file is first written (docs/rules/invoices.md, "Archive"):
     * the file is checked against it whenever it is served and by the archive check. Null until then.
     */
    sha256: text('sha256'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The signed download route and the mail worker find a document by its file (docs/rules/invoices.md, "Archive").
  (t) => [index('invoices_file_key_idx').on(t.fileKey)],
);

/** One row per year holding the last number handed out; incremented under a row lock. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
