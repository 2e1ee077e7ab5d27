import { formatMoney, type Money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import type { OutgoingMail } from '../types';
import { documentMail } from './document-mail';

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
  return documentMail({
    ...input,
    prefix: 'emails:creditNote.',
    subject: t('subject', { id, number }),
    body: [
      t('intro', {
        amount: formatMoney(input.creditNote.gross, input.language, { plainSpaces: true }),
        id,
        invoice: input.invoiceNumber,
      }),
      t('attached', { number }),
      t('revoked'),
    ],
    template: 'credit-note',
    document: input.creditNote,
  });
}
