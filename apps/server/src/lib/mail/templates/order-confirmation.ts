import { type Currency, formatMoney, money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { formatMoment, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';
import { documentMail } from './document-mail';

export interface OrderConfirmationInput {
  to: string;
  name: string;
  language: Language;
  orderId: string;
  lines: { name: string; quantity: number; unitPriceCents: number; included?: boolean }[];
  totalCents: number;
  /** The currency of every amount above (docs/rules/currencies.md). */
  currency: Currency;
  /** Under reverse charge the total is due without VAT, and says so instead of "incl. VAT" (docs/rules/vat.md). */
  reverseCharge: boolean;
  /**
   * VAT charged only because VIES did not confirm the buyer's VAT number (`VIES_UNCONFIRMED=charge`): the
   * e-mail says reverse charge applies once it is confirmed, and the VAT is then refunded (docs/rules/vat.md).
   */
  reverseChargePending: boolean;
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

/** The invoice issued late, once the seller's identity was complete, for an order confirmed when it was paid. */
export interface LateInvoiceInput extends Omit<OrderConfirmationInput, 'document' | 'withdrawalConsent'> {
  document: { number: string; fileKey: string };
  paidAt: Date;
}

type Prefix = 'emails:orderConfirmation.' | 'emails:lateInvoice.';

/** The order's lines and total, each amount in the order's currency, under `prefix`'s texts. */
function summary(input: OrderConfirmationInput | LateInvoiceInput, prefix: Prefix): string[] {
  const t = translator(input.language, prefix);
  const order = translator(input.language, 'emails:orderConfirmation.');
  const amount = (cents: number) => formatMoney(money(cents, input.currency), input.language);
  // A bundle's indicator names the bundle it is included in, whose line carries the price.
  const priced = (line: OrderConfirmationInput['lines'][number]) =>
    line.included
      ? ''
      : ` — ${line.unitPriceCents === 0 ? order('free') : amount(line.unitPriceCents * line.quantity)}`;
  const lines = input.lines
    .map((line) => `• ${line.name} × ${line.quantity}${priced(line)}`)
    .concat(
      input.discount
        ? [`• ${order('discount', { code: input.discount.code })} — ${amount(-input.discount.amountCents)}`]
        : [],
    )
    .join('\n');
  const total = amount(input.totalCents);
  return [
    `${t('lines')}\n${lines}`,
    input.reverseCharge ? t('totalDue', { total }) : t('total', { total }),
    ...(input.reverseChargePending ? [order('reverseChargePending')] : []),
  ];
}

const attachment = (document: { number: string | null; fileKey: string }, shortId: string) => ({
  storageKey: document.fileKey,
  filename: `${document.number ?? `receipt-${shortId}`}.pdf`,
  contentType: 'application/pdf',
});

/** The order confirmation, FR or EN (text and HTML), with the invoice PDF attached once issued. */
export function orderConfirmationMail(input: OrderConfirmationInput): OutgoingMail {
  const t = translator(input.language, 'emails:orderConfirmation.');
  const shortId = shortOrderId(input.orderId);
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('subject', { id: shortId }),
    paragraphs: [
      t('greeting', { name: input.name }),
      t('intro'),
      ...summary(input, 'emails:orderConfirmation.'),
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
    attachments: input.document ? [attachment(input.document, shortId)] : [],
  };
}

/**
 * The invoice that waited for the seller's identity (docs/rules/invoices.md): "your invoice", not a second
 * confirmation of an order the buyer was told about when they paid.
 */
export function lateInvoiceMail(input: LateInvoiceInput): OutgoingMail {
  const t = translator(input.language, 'emails:lateInvoice.');
  const id = shortOrderId(input.orderId);
  const { number } = input.document;
  return documentMail({
    ...input,
    prefix: 'emails:lateInvoice.',
    subject: t('subject', { number, id }),
    body: [
      t('intro', { number, id, paidAt: formatMoment(input.paidAt, input.language) }),
      ...summary(input, 'emails:lateInvoice.'),
    ],
    template: 'late-invoice',
  });
}
