import type { Language } from '@shop/i18n';
import type { InvoiceDocument } from '../../lib/db/schema';

/** The revision whose rules a document follows: 1 for a snapshot from before `termsRevision` was kept. */
const revisionOf = (invoice: Pick<InvoiceDocument, 'termsRevision'>) => invoice.termsRevision ?? 1;

/**
 * The labels of the amounts that include VAT, under `documents:invoice`. Under reverse charge the buyer pays
 * no VAT (docs/rules/vat.md): nothing is "TTC", so the unit price column says "due", the line totals "HT" and
 * the total "Total dû".
 */
export function totalLabels(invoice: Pick<InvoiceDocument, 'reverseCharge'>) {
  return invoice.reverseCharge
    ? { unitPrice: 'unitPriceDue', lineTotal: 'lineTotalDue', gross: 'grossDue' }
    : { unitPrice: 'unitPrice', lineTotal: 'lineTotal', gross: 'gross' };
}

/**
 * The sentences of the terms paragraph, under `documents:invoice`: the prices' statement follows the
 * document's currency and whether VAT is charged, and the withdrawal waiver is a consumer's (a buyer who gave a
 * VAT number buys as a business and has no withdrawal right to waive, docs/rules/invoices.md). A document from
 * before `termsRevision` 2 prints its terms as it did: euros, and the waiver for every buyer.
 */
export function termsSentences(
  invoice: Pick<InvoiceDocument, 'reverseCharge' | 'currency' | 'buyer' | 'termsRevision'>,
) {
  const revised = revisionOf(invoice) >= 2;
  const dollars = revised && invoice.currency === 'usd';
  const net = invoice.reverseCharge ? 'Net' : '';
  const prices = `prices${dollars ? 'Dollars' : 'Euros'}${net}` as const;
  return consumerTerms(invoice)
    ? ([prices, 'waiver', 'noEarlyPaymentDiscount'] as const)
    : ([prices, 'noEarlyPaymentDiscount'] as const);
}

/**
 * Whether the document carries a consumer's terms: the withdrawal waiver and the consent to it. From revision 3 a
 * reverse-charge sale is a business's even if the buyer's profile lost its VAT number before the invoice was
 * issued (an invoice waiting for the seller's identity reads the profile when it is issued).
 */
export function consumerTerms(
  invoice: Pick<InvoiceDocument, 'buyer' | 'termsRevision' | 'reverseCharge'>,
): boolean {
  const revision = revisionOf(invoice);
  if (revision < 2) return true;
  return !invoice.buyer.vat && !(revision >= 3 && invoice.reverseCharge);
}

/**
 * A line's name as printed: in each of the document's languages from revision 3 (a lease's states its period, a
 * bundle's indicator the bundle it came in), the repeat of the first left out; before, its `name` alone.
 */
export function lineTexts(line: InvoiceDocument['lines'][number], printed: readonly Language[]): string[] {
  const names = line.names;
  if (!names) return [line.name];
  const texts = printed.map((language) => names[language] || line.name);
  return texts.filter((text, index) => index === 0 || text !== texts[0]);
}

/**
 * The mention of VIES's say on the buyer's VAT number: its confirmation, with its consultation number when VIES
 * gave one; or, on an invoice charged VAT only because VIES did not answer (`VIES_UNCONFIRMED=charge`,
 * docs/rules/vat.md), that the number was not confirmed on the invoice's date, so VAT is charged until it is and
 * then refunded by a credit note (a credit note, the correction itself, does not repeat it). None when VIES was
 * not asked, or when an unconfirmed number got reverse charge (`reverse`).
 */
export function viesMention(invoice: Pick<InvoiceDocument, 'vies' | 'reverseCharge' | 'kind'>) {
  const vies = invoice.vies;
  if (vies?.status === 'unreachable') {
    const invoiced = invoice.kind === undefined || invoice.kind === 'invoice';
    return invoiced && !invoice.reverseCharge
      ? { key: 'viesPending', params: {}, checkedAt: vies.checkedAt }
      : null;
  }
  if (vies?.status !== 'valid') return null;
  return vies.reference
    ? { key: 'viesReference', params: { reference: vies.reference }, checkedAt: vies.checkedAt }
    : { key: 'viesChecked', params: {}, checkedAt: vies.checkedAt };
}
