import { formatMoney, type Money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface CreditNoteMailInput {
  to: string;
  name: string;
  language: Language;
  orderId: string;
  invoiceNumber: string;
  /** `gross`: what was refunded, in the order's currency (docs/rules/currencies.md). */
  creditNote: { number: string; fileKey: string; gross: Money };
  accountUrl: string;
  seller: SellerIdentity;
}

/** The refund notice, FR or EN, with the credit note PDF attached (docs/rules/refunds.md). */
export function creditNoteMail(input: CreditNoteMailInput): OutgoingMail {
  const t = translator(input.language, 'emails:creditNote.');
  const id = shortOrderId(input.orderId);
  const { number } = input.creditNote;
  const subject = t('subject', { id, number });
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: subject,
    paragraphs: [
      t('greeting', { name: input.name }),
      t('intro', {
        amount: formatMoney(input.creditNote.gross, input.language),
        id,
        invoice: input.invoiceNumber,
      }),
      t('attached', { number }),
      t('revoked'),
    ],
    action: { label: t('action'), url: input.accountUrl },
    footer: [t('signature')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject,
    text,
    html,
    template: 'credit-note',
    language: input.language,
    attachments: [
      { storageKey: input.creditNote.fileKey, filename: `${number}.pdf`, contentType: 'application/pdf' },
    ],
  };
}
