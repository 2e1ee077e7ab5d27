import { type Currency, formatMoney, money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { translate, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

/** Why the shop gave a payment back by itself (docs/rules/orders.md, entitlements.md). */
export type AutomaticRefundReason = 'account_closed' | 'dependency_gone';

export interface AutomaticRefundInput {
  /** The support mailbox: the shop's staff are the ones told. */
  to: string;
  language: Language;
  orderId: string;
  amountCents: number;
  seller: SellerIdentity;
  reason: AutomaticRefundReason;
  currency: Currency;
}

const paramsOf = (input: {
  orderId: string;
  amountCents: number;
  language: Language;
  currency: Currency;
}) => ({
  id: shortOrderId(input.orderId),
  amount: formatMoney(money(input.amountCents, input.currency), input.language),
});

/** One of these notices in the shared layout: its title, paragraph, optional link and footer. */
function notice(
  input: { to: string; language: Language; seller: SellerIdentity },
  texts: {
    subject: string;
    title: string;
    body: string;
    footer: string;
    action?: { label: string; url: string };
  },
  template: string,
): OutgoingMail {
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: texts.title,
    paragraphs: [texts.body],
    ...(texts.action ? { action: texts.action } : {}),
    footer: [texts.footer],
    seller: input.seller,
  });
  return { to: input.to, subject: texts.subject, text, html, template, language: input.language };
}

/**
 * Tells the shop that a payment was given back by itself: for a closed account's order, or for an upgrade or
 * a credited bundle whose earlier order was refunded before the payment came (docs/rules/entitlements.md).
 */
export function automaticRefundMail(input: AutomaticRefundInput): OutgoingMail {
  const t = translator(input.language, 'emails:automaticRefund.');
  const params = paramsOf(input);
  const body =
    input.reason === 'dependency_gone'
      ? translate(input.language, 'emails:dependencyRefund.staffBody', params)
      : t('body', params);
  return notice(
    input,
    { subject: t('subject', params), title: t('title'), body, footer: t('footer') },
    'automatic-refund',
  );
}

export interface DependencyRefundBuyerInput {
  to: string;
  language: Language;
  orderId: string;
  amountCents: number;
  currency: Currency;
  ordersUrl: string;
  seller: SellerIdentity;
}

/** Tells the buyer their payment is given back because the order its price stood on was refunded meanwhile. */
export function dependencyRefundBuyerMail(input: DependencyRefundBuyerInput): OutgoingMail {
  const t = translator(input.language, 'emails:dependencyRefund.');
  const params = paramsOf(input);
  return notice(
    input,
    {
      subject: t('subject', params),
      title: t('title'),
      body: t('body', params),
      footer: t('footer'),
      action: { label: t('action'), url: input.ordersUrl },
    },
    'dependency-refund',
  );
}
