import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import {
  type AutomaticRefundReason,
  automaticRefundMail,
  dependencyRefundBuyerMail,
} from '../../lib/mail/templates/index';
import type { OrderRow } from '../orders';
import type { LifecycleDeps } from './deps';

/** A payment to give back whole at the provider, once the transaction that decided it has committed. */
export interface ProviderRefund {
  orderId: string;
  paymentIntent: string;
  amountCents: number;
  reason: AutomaticRefundReason;
}

export type { AutomaticRefundReason };

const AUTOMATIC_REFUND_REASONS: readonly AutomaticRefundReason[] = ['account_closed', 'dependency_gone'];

/**
 * The reason a refund the shop gave back by itself carries (`metadata.automatic`), so its recording knows it
 * is automatic and why: a closed account's order, or an upgrade or credited bundle whose earlier order was
 * refunded before its payment came (docs/rules/entitlements.md). Null for any other refund.
 */
export function automaticRefundReason(metadata: string | undefined): AutomaticRefundReason | null {
  return AUTOMATIC_REFUND_REASONS.find((reason) => reason === metadata) ?? null;
}

/**
 * Asks the provider to give the payments back. The idempotency key is the order's, so a reconciliation that
 * decides it again refunds once; the refund is then recorded like any other, from the provider's answer and
 * events (`order.autoRefund`). A failure is logged: the next reconciliation of the order asks again.
 */
export async function sendProviderRefunds(
  deps: Pick<LifecycleDeps, 'payments' | 'log'>,
  refunds: readonly ProviderRefund[],
): Promise<void> {
  for (const refund of refunds) {
    try {
      await deps.payments.createRefund(
        {
          payment_intent: refund.paymentIntent,
          amount: refund.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderId: refund.orderId, automatic: refund.reason },
        },
        `order-${refund.orderId}-automatic-refund`,
      );
    } catch (error) {
      deps.log.error({ err: error, orderId: refund.orderId }, 'automatic refund refused by the provider');
    }
  }
}

/**
 * The shop's staff told, in the refund's transaction, that a payment was given back by itself; for an order
 * whose earlier order was refunded meanwhile, its buyer too (their account is open: they paid for nothing).
 */
export async function notifyAutomaticRefund(
  deps: Pick<LifecycleDeps, 'mail' | 'links' | 'seller' | 'supportAddress'>,
  tx: Transaction,
  order: OrderRow,
  amountCents: number,
  reason: AutomaticRefundReason,
): Promise<void> {
  const seller = await deps.seller.current();
  const staff = automaticRefundMail({
    to: await deps.supportAddress(),
    language: deps.links.staffLanguage,
    orderId: order.id,
    amountCents,
    currency: order.currency,
    seller,
    reason,
  });
  const [buyer] =
    reason === 'dependency_gone' ? await tx.select().from(users).where(eq(users.id, order.userId)) : [];
  const buyerMail = buyer
    ? [
        dependencyRefundBuyerMail({
          to: buyer.email,
          language: order.language,
          orderId: order.id,
          amountCents,
          currency: order.currency,
          ordersUrl: deps.links.accountOrdersUrl,
          seller,
        }),
      ]
    : [];
  await deps.mail.enqueueAll([staff, ...buyerMail], tx);
}
