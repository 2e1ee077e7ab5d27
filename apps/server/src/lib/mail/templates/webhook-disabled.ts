import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { formatMoment, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface WebhookDisabledInput {
  to: string;
  language: Language;
  url: string;
  lastError: string;
  disabledAt: Date;
  /** The back-office's webhooks tab. */
  link: string;
  seller: SellerIdentity;
}

/** Tells the owner the shop turned a failing webhook endpoint off (docs/rules/webhooks.md). */
export function webhookDisabledMail(input: WebhookDisabledInput): OutgoingMail {
  const t = translator(input.language, 'webhookEmails:disabled.');
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      t('body', {
        url: input.url,
        error: input.lastError,
        date: formatMoment(input.disabledAt, input.language),
      }),
    ],
    action: { label: t('action'), url: input.link },
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', { url: input.url }),
    text,
    html,
    template: 'webhook-disabled',
    language: input.language,
  };
}
