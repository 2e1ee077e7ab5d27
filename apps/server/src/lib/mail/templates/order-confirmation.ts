import { type Currency, formatMoney, money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { formatMoment, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

export interface OrderConfirmationInput {
  to: string;
  name: string;
  language: Language;
  orderId: string;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  /** The currency of every amount above: the order's (docs/rules/currencies.md). */
  currency: Currency;
  /** The coupon's discount taken off the lines (docs/rules/coupons.md); the total is after it. */
  discount?: { code: string; amountCents: number } | null;
  /**
   * The invoice, or for a free order the receipt (no number); null while the invoice waits for the seller's
   * identity (production): the e-mail then says it will follow, and attaches nothing.
   */
  document: { number: string | null; fileKey: string } | null;
  /** The buyer's withdrawal consent at checkout, repeated in the e-mail (durable medium, C. consom. L221-13). */
  withdrawalConsent: { at: Date; version: string } | null;
  accountUrl: string;
  seller: SellerIdentity;
}

/** The order confirmation, FR or EN (text and HTML), with the invoice PDF attached once issued. */
export function orderConfirmationMail(input: OrderConfirmationInput): OutgoingMail {
  const t = translator(input.language, 'emails:orderConfirmation.');
  const shortId = shortOrderId(input.orderId);
  const amount = (cents: number) =>
    formatMoney(money(cents, input.currency), input.language, { plainSpaces: true });
  const lines = input.lines
    .map(
      (line) =>
        `• ${line.name} × ${line.quantity} — ${
          line.unitPriceCents === 0 ? t('free') : amount(line.unitPriceCents * line.quantity)
        }`,
    )
    .concat(
      input.discount
        ? [`• ${t('discount', { code: input.discount.code })} — ${amount(-input.discount.amountCents)}`]
        : [],
    )
    .join('\n');
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('subject', { id: shortId }),
    paragraphs: [
      t('greeting', { name: input.name }),
      t('intro'),
      `${t('lines')}\n${lines}`,
      t('total', { total: amount(input.totalCents) }),
      !input.document
        ? t('invoicePending')
        : input.document.number
          ? t('invoice', { number: input.document.number })
          : t('receipt'),
      ...(input.withdrawalConsent
        ? [
            t('withdrawalConsent', {
              date: formatMoment(input.withdrawalConsent.at, input.language),
              version: input.withdrawalConsent.version,
            }),
          ]
        : []),
    ],
    action: { label: t('action'), url: input.accountUrl },
    footer: [t('signature')],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', { id: shortId }),
    text,
    html,
    template: 'order-confirmation',
    language: input.language,
    attachments: input.document
      ? [
          {
            storageKey: input.document.fileKey,
            filename: `${input.document.number ?? `receipt-${shortId}`}.pdf`,
            contentType: 'application/pdf',
          },
        ]
      : [],
  };
}
