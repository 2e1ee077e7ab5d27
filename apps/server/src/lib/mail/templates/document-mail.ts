import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

/**
 * An e-mail that hands the buyer one of their order's documents (an invoice sent late, a credit note): greeting,
 * what the document is, the button to their orders, the signature, and the PDF attached by its storage key. The
 * greeting, button and signature are the `prefix` namespace's `greeting`, `action` and `signature`.
 */
export function documentMail(input: {
  to: string;
  name: string;
  language: Language;
  prefix: 'emails:lateInvoice.' | 'emails:creditNote.';
  subject: string;
  body: string[];
  template: string;
  document: { number: string; fileKey: string };
  accountUrl: string;
  seller: SellerIdentity;
}): OutgoingMail {
  const t = translator(input.language, input.prefix);
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: input.subject,
    paragraphs: [t('greeting', { name: input.name }), ...input.body],
    action: { label: t('action'), url: input.accountUrl },
    footer: [t('signature')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    template: input.template,
    language: input.language,
    attachments: [
      {
        storageKey: input.document.fileKey,
        filename: `${input.document.number}.pdf`,
        contentType: 'application/pdf',
      },
    ],
  };
}
