import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translate, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface ReviewHiddenInput {
  to: string;
  /** The author's account language. */
  language: Language;
  name: string;
  product: string;
  reason: string;
  seller: SellerIdentity;
}

/** Tells a review's author that an admin hid it, and why (docs/rules/reviews.md). */
export function reviewHiddenMail(input: ReviewHiddenInput): OutgoingMail {
  const t = translator(input.language, 'emails:reviewHidden.');
  const params = { product: input.product, reason: input.reason };
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      translate(input.language, 'emails:account.greeting', { name: input.name }),
      t('body', params),
    ],
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', params),
    text,
    html,
    template: 'review-hidden',
    language: input.language,
  };
}
