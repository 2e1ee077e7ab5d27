import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface ContactMessageInput {
  /** The support mailbox. */
  to: string;
  /** Language of the support team (the recipient). */
  language: Language;
  /** Language the sender wrote from. */
  senderLanguage: Language;
  name: string;
  email: string;
  subject: string;
  message: string;
  seller: SellerIdentity;
}

/** A visitor's contact-form message, forwarded to support with Reply-To set to the visitor. */
export function contactMessageMail(input: ContactMessageInput): OutgoingMail {
  const t = translator(input.language, 'emails:contactMessage.');
  // Header values never carry line breaks (no header injection), and stay a reasonable length.
  const subjectLine = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      t('from', { name: input.name, email: input.email }),
      t('subjectLine', { subject: subjectLine }),
      t('language', { language: input.senderLanguage }),
      input.message,
    ],
    footer: [t('replyHint')],
    seller: input.seller,
  });
  return {
    to: input.to,
    replyTo: input.email,
    subject: t('subject', { subject: subjectLine }),
    text,
    html,
    template: 'contact-message',
    language: input.language,
  };
}
