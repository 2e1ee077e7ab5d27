import type { InvoiceDocument } from '../../../lib/db/schema';

/** The VAT categories (UNTDID 5305) our documents use: standard rate, or reverse charge (docs/rules/invoices.md). */
export type VatCategory = 'S' | 'AE';

/** A document-level allowance or charge (BG-20 / BG-21), net, in the document's VAT category. */
export interface AllowanceOrCharge {
  cents: number;
  /** What it is, for BT-97 / BT-104: the texts are the `documents:facturX` keys. */
  reason: { key: 'coupon' | 'rounding' | 'refundAdjustment'; code?: string };
}

/** The amounts of the EN 16931 XML, in cents of the document's currency. */
export interface CiiAmounts {
  category: VatCategory;
  ratePercent: number;
  /** Per line: the net unit price printed on the PDF (BT-146) and the line's net amount (BT-131). */
  lines: { netPriceCents: number; netCents: number }[];
  allowances: AllowanceOrCharge[];
  charges: AllowanceOrCharge[];
  lineTotalCents: number;
  allowanceTotalCents: number;
  chargeTotalCents: number;
  /** BT-109, BT-110, BT-112: the snapshot's net, VAT and gross, as the PDF prints them. */
  taxBasisCents: number;
  taxCents: number;
  grandTotalCents: number;
}

/**
 * The XML's amounts from the snapshot, so they are the PDF's: the totals are the snapshot's (the VAT worked out on
 * the total, docs/rules/vat.md), each line is its printed net unit price times its quantity, and the coupon is
 * an allowance of its printed net amount. Net unit prices rounded line by line need not add up to the net of the
 * total; EN 16931 wants the lines, allowances and charges to add up to it exactly (BR-CO-10, BR-CO-13, BR-S-08),
 * so the difference is stated as an allowance or charge of its own: a rounding of a cent or so, or on a credit
 * note whose refunded lines cost more than the amount given back (an amount refunded before), that adjustment.
 */
export function ciiAmounts(invoice: InvoiceDocument): CiiAmounts {
  const category: VatCategory = invoice.reverseCharge ? 'AE' : 'S';
  const lines = invoice.lines.map((line) => ({
    netPriceCents: line.included ? 0 : line.unitNetCents,
    netCents: line.included ? 0 : line.unitNetCents * line.quantity,
  }));
  const lineTotalCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const allowances: AllowanceOrCharge[] = [];
  const charges: AllowanceOrCharge[] = [];
  const discount = invoice.discount;
  if (discount && discount.netCents > 0)
    allowances.push({ cents: discount.netCents, reason: { key: 'coupon', code: discount.code } });
  const gap = invoice.netCents - (lineTotalCents - (discount?.netCents ?? 0));
  if (gap !== 0) {
    // Each line's unit price is rounded to half a cent at most, so its quantity bounds a rounding.
    const units = invoice.lines.reduce((sum, line) => sum + line.quantity, 0);
    const key = Math.abs(gap) <= units + 1 ? 'rounding' : 'refundAdjustment';
    (gap > 0 ? charges : allowances).push({ cents: Math.abs(gap), reason: { key } });
  }
  const total = (parts: AllowanceOrCharge[]) => parts.reduce((sum, part) => sum + part.cents, 0);
  return {
    category,
    ratePercent: category === 'AE' ? 0 : invoice.vatRatePercent,
    lines,
    allowances,
    charges,
    lineTotalCents,
    allowanceTotalCents: total(allowances),
    chargeTotalCents: total(charges),
    taxBasisCents: invoice.netCents,
    taxCents: invoice.vatCents,
    grandTotalCents: invoice.grossCents,
  };
}

/** Cents as the XML's decimal amount: `12345` → `123.45`. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
