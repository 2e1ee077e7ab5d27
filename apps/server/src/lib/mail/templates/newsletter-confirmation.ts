import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface NewsletterConfirmationInput {
  to: string;
  language: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
  seller: SellerIdentity;
}

/** Double opt-in: the link that activates a newsletter subscription, with the one-click unsubscribe headers. */
export function newsletterConfirmationMail(input: NewsletterConfirmationInput): OutgoingMail {
  const t = translator(input.language, 'emails:newsletterConfirmation.');
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [t('intro'), t('body', { email: input.to, days: input.validDays })],
    action: { label: t('action'), url: input.confirmUrl },
    footer: [t('ignore')],
    unsubscribeUrl: input.unsubscribeUrl,
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject'),
    text,
    html,
    template: 'newsletter-confirmation',
    language: input.language,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
