import type { InvoiceDocument } from '../../lib/db/schema';

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
  const revised = invoice.termsRevision === 2;
  const dollars = revised && invoice.currency === 'usd';
  const net = invoice.reverseCharge ? 'Net' : '';
  const prices = `prices${dollars ? 'Dollars' : 'Euros'}${net}` as const;
  return consumerTerms(invoice)
    ? ([prices, 'waiver', 'noEarlyPaymentDiscount'] as const)
    : ([prices, 'noEarlyPaymentDiscount'] as const);
}

/** Whether the document carries a consumer's terms: the withdrawal waiver and the consent to it. */
export function consumerTerms(invoice: Pick<InvoiceDocument, 'buyer' | 'termsRevision'>): boolean {
  return invoice.termsRevision !== 2 || !invoice.buyer.vat;
}

/**
 * The mention of VIES's confirmation of the buyer's VAT number, with its consultation number when VIES gave
 * one; none when VIES was not asked or did not answer (the number was taken unconfirmed).
 */
export function viesMention(invoice: Pick<InvoiceDocument, 'vies'>) {
  const vies = invoice.vies;
  if (vies?.status !== 'valid') return null;
  return vies.reference
    ? { key: 'viesReference', params: { reference: vies.reference }, checkedAt: vies.checkedAt }
    : { key: 'viesChecked', params: {}, checkedAt: vies.checkedAt };
}
