import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../lib/db/client';
import { subscriptions } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/payments/gateway';
import { decideLease, leaseStateOf } from './transitions';

/**
 * Ends at the provider, at once, every running lease of an account about to be closed (docs/rules/leases.md):
 * a closed account is never charged again, neither a renewal nor a retry of a past-due invoice. It runs
 * before the closing transaction, so a provider out of reach leaves the account open (503, nothing changed)
 * and the buyer may try again; the provider's `customer.subscription.deleted` then ends the lease here too.
 */
export async function endLeasesOfClosingAccount(
  deps: { db: Database; payments: Pick<PaymentGateway, 'cancelSubscription'>; log: FastifyBaseLogger },
  userId: string,
): Promise<void> {
  const leases = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerSubscriptionId)));
  // The table's `closeAccount`: only a lease the provider still bills is ended there.
  const running = leases.filter((lease) => {
    const decision = decideLease(leaseStateOf(lease), { type: 'closeAccount' });
    return decision.kind === 'unchanged' && decision.effects.includes('endAtProvider');
  });
  for (const lease of running) {
    try {
      await deps.payments.cancelSubscription(lease.providerSubscriptionId!);
    } catch (error) {
      // Already ended at the provider (its event may still be on its way): nothing left to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) continue;
      deps.log.error(
        { err: error, leaseId: lease.id },
        'ending a closing account’s lease failed at the provider',
      );
      throw new AppError(503, 'checkout.paymentUnavailable');
    }
  }
}
