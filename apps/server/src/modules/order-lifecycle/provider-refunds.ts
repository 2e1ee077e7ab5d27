import type { Transaction } from '../../lib/db/client';
import { automaticRefundMail } from '../../lib/mail/templates/index';
import type { OrderRow } from '../orders';
import type { LifecycleDeps } from './deps';

/** A payment to give back whole at the provider, once the transaction that decided it has committed. */
export interface ProviderRefund {
  orderId: string;
  paymentIntent: string;
  amountCents: number;
}

/** The reason a refund the shop gives back by itself carries, so its recording knows it is automatic. */
export const AUTOMATIC_REFUND_REASON = 'account_closed';

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
          metadata: { orderId: refund.orderId, automatic: AUTOMATIC_REFUND_REASON },
        },
        `order-${refund.orderId}-automatic-refund`,
      );
    } catch (error) {
      deps.log.error({ err: error, orderId: refund.orderId }, 'automatic refund refused by the provider');
    }
  }
}

/** The shop's staff told, in the refund's transaction, that a payment was given back by itself. */
export async function notifyAutomaticRefund(
  deps: Pick<LifecycleDeps, 'mail' | 'links' | 'seller'>,
  tx: Transaction,
  order: OrderRow,
  amountCents: number,
): Promise<void> {
  const seller = await deps.seller.current();
  await deps.mail.enqueueAll(
    [
      automaticRefundMail({
        to: deps.links.supportEmail,
        language: deps.links.staffLanguage,
        orderId: order.id,
        amountCents,
        seller,
      }),
    ],
    tx,
  );
}
