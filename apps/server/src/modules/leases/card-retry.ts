import { and, eq, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { subscriptions } from '../../lib/db/schema';
import type { LeaseDeps } from './deps';

/**
 * A customer updated the card (`customer.updated`, as the Customer Portal's card change tells): each of their
 * past-due leases has its open invoice charged again at once (`invoices.pay`), rather than at the provider's
 * next retry. The payment's own events (`invoice.paid`, or `invoice.payment_failed` for a card declined
 * again) then move the lease as any; a declined or already paid invoice is only logged.
 */
export async function retryOpenInvoices(
  deps: Pick<LeaseDeps, 'db' | 'payments' | 'log'>,
  event: Stripe.Event,
): Promise<void> {
  const customer = event.data.object as Stripe.Customer;
  const pastDue = await deps.db
    .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerCustomerId, customer.id),
        eq(subscriptions.status, 'past_due'),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const lease of pastDue) {
    try {
      const subscription = await deps.payments.retrieveSubscription(lease.providerId!);
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === 'string' ? invoice : invoice?.id;
      if (invoiceId) await deps.payments.payInvoice(invoiceId);
    } catch (error) {
      deps.log.info({ err: error, leaseId: lease.id }, 'open invoice not paid after a card update');
    }
  }
}
