import { formatMoney, type Money, type SellerIdentity, shortOrderId } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { formatMoment, translate, translator } from '../../i18n';
import { renderEmailLayout } from '../layout';
import type { OutgoingMail } from '../types';

/** A refund request as its e-mails tell it: the order, the lines asked back (in the mail's language), the sum. */
export interface RefundRequestMailFacts {
  orderId: string;
  lines: { name: string; quantity: number }[];
  /** In the order's currency (docs/rules/currencies.md). */
  amount: Money;
  seller: SellerIdentity;
}

const linesText = (lines: RefundRequestMailFacts['lines']) =>
  lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');

export interface RefundRequestStaffInput extends RefundRequestMailFacts {
  /** The support mailbox and the language its team reads. */
  to: string;
  language: Language;
  buyer: { name: string; email: string; language: Language };
  paidAt: Date;
  reason: string;
}

/** Tells the support team a buyer asked for a refund (docs/rules/refunds.md); Reply-To is the buyer. */
export function refundRequestStaffMail(input: RefundRequestStaffInput): OutgoingMail {
  const t = translator(input.language, 'emails:refundRequest.staff.');
  const id = shortOrderId(input.orderId);
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      t('from', { name: input.buyer.name, email: input.buyer.email, language: input.buyer.language }),
      t('order', { id, paidAt: formatMoment(input.paidAt, input.language) }),
      t('lines', { lines: linesText(input.lines), amount: formatMoney(input.amount, input.language) }),
      input.reason ? t('reason', { reason: input.reason }) : t('noReason'),
    ],
    footer: [t('footer')],
    seller: input.seller,
  });
  return {
    to: input.to,
    replyTo: input.buyer.email,
    subject: t('subject', { id }),
    text,
    html,
    template: 'refund-request-staff',
    language: input.language,
  };
}

export interface RefundRequestBuyerInput extends RefundRequestMailFacts {
  to: string;
  name: string;
  /** The order's language, as its confirmation and credit notes. */
  language: Language;
  /** What the buyer is told: the request is received, approved (refund made) or declined (with `declineReason`). */
  kind: 'received' | 'approved' | 'declined';
  declineReason?: string;
}

/** Tells the buyer where their refund request stands (docs/rules/refunds.md). */
export function refundRequestBuyerMail(input: RefundRequestBuyerInput): OutgoingMail {
  const t = translator(input.language, `emails:refundRequest.${input.kind}.`);
  const params = {
    id: shortOrderId(input.orderId),
    lines: linesText(input.lines),
    amount: formatMoney(input.amount, input.language),
    reason: input.declineReason ?? '',
  };
  const { html, text } = renderEmailLayout({
    language: input.language,
    title: t('title'),
    paragraphs: [
      translate(input.language, 'emails:account.greeting', { name: input.name }),
      t('body', params),
      t('next'),
    ],
    seller: input.seller,
  });
  return {
    to: input.to,
    subject: t('subject', params),
    text,
    html,
    template: `refund-request-${input.kind}`,
    language: input.language,
  };
}
