import type { InvoiceDocument } from '../../lib/db/schema';

/**
 * The labels of the amounts that include VAT, under `documents:invoice`. Under reverse charge the buyer pays
 * no VAT (docs/rules/vat.md): nothing is "TTC", so the unit price column says "due", the line totals "HT" and
 * the total "Total dû", and the prices mention says they exclude VAT.
 */
export function totalLabels(invoice: Pick<InvoiceDocument, 'reverseCharge'>) {
  return invoice.reverseCharge
    ? {
        unitPrice: 'unitPriceDue',
        lineTotal: 'lineTotalDue',
        gross: 'grossDue',
        legal: 'legalReverseCharge',
      }
    : { unitPrice: 'unitPrice', lineTotal: 'lineTotal', gross: 'gross', legal: 'legal' };
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
