import { type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translator } from '../../i18n';
import { formatEuros } from '../../money';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface AutomaticRefundInput {
  /** The support mailbox: the shop's staff are the ones told. */
  to: string;
  language: Language;
  orderId: string;
  amountCents: number;
  seller: SellerIdentity;
}

/** Tells the shop that a payment for a closed account's order was given back (docs/rules/orders.md). */
export function automaticRefundMail(input: AutomaticRefundInput): OutgoingMail {
  const t = translator(input.language, 'emails:automaticRefund.');
  const params = { id: shortOrderId(input.orderId), amount: formatEuros(input.amountCents, input.language) };
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [t('body', params)],
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', params),
    text,
    html,
    template: 'automatic-refund',
    language: input.language,
  };
}
