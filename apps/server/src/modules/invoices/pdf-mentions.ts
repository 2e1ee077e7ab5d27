import type { InvoiceDocument } from '../../lib/db/schema';
import { formatMoment } from '../../lib/i18n';
import { RATE_SCALE } from '../../lib/money';
import { exchangeRateFormat, type InEach, pdfAmount, pdfDate } from './pdf-format';
import { consumerTerms, termsSentences, viesMention } from './pdf-labels';

/** What the mentions are written with: the document, its texts in each printed language and where they start. */
export interface MentionsContext {
  doc: PDFKit.PDFDocument;
  invoice: InvoiceDocument;
  t: InEach;
  credit: InEach;
  /** The height the table's totals end at; the first mention starts 30 points under it. */
  y: number;
  /** The document's regular font (built-in Helvetica, or the embedded font of a Factur-X PDF/A). */
  font: string;
}

/**
 * The legal mentions under the totals (docs/rules/invoices.md, vat.md, currencies.md), each in French then in
 * English under it on a bilingual document: the terms (or a receipt's or credit note's note), the VAT in euros of
 * a dollar document, the business terms, reverse charge, VIES's confirmation, and a consumer's withdrawal consent.
 */
export function writeMentions({ doc, invoice, t, credit, y, font }: MentionsContext): void {
  const paragraph = { width: 495 };
  doc.font(font).fontSize(8);
  // Each mention in French, then in English under it: a whole sentence is not shrunk further.
  const mention = (texts: string[], first = false) => {
    texts.forEach((text, index) => {
      if (first && index === 0) doc.text(text, 50, y + 30, paragraph);
      else doc.moveDown(index === 0 ? 0.5 : 0.2).text(text, paragraph);
    });
  };
  // The terms are one paragraph per language, built from the sentences that apply to this document.
  const sentences = termsSentences(invoice).map((key) => t(key));
  const terms = sentences[0]!.map((_, index) => sentences.map((texts) => texts[index] ?? texts[0]).join(' '));
  const kind = invoice.kind;
  mention(kind === 'receipt' ? t('receiptNote') : kind === 'creditNote' ? credit('note') : terms, true);
  // A document in dollars states its VAT in euros and the rate used (docs/rules/currencies.md).
  const euroVat = invoice.euroVat;
  if (euroVat) {
    mention(
      t('euroVat', (language) => ({
        amount: pdfAmount(euroVat.vatCents, 'eur', language),
        rate: exchangeRateFormat(language).format(euroVat.eurPerUsdMicros / RATE_SCALE),
        date: pdfDate(euroVat.rateDate, language),
      })),
    );
  }
  // Late-payment terms are mandatory between businesses (C. com. L441-9, L441-10): a VAT number given.
  if (invoice.buyer.vat) mention(t('legalBusiness'));
  if (invoice.reverseCharge) mention(t('reverseCharge'));
  const vies = viesMention(invoice);
  if (vies) mention(t(vies.key, (language) => ({ ...vies.params, date: pdfDate(vies.checkedAt, language) })));
  // Only a consumer has a withdrawal right to give up: a business buyer's ticked box is not printed.
  const consent = consumerTerms(invoice) ? invoice.withdrawalConsent : null;
  if (consent) {
    mention(
      t('withdrawalConsent', (language) => ({
        date: formatMoment(new Date(consent.at), language).replace(/[\u202f\u00a0]/g, ' '),
        version: consent.version,
      })),
    );
  }
}
