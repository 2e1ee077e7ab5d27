import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { subscriptions } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';

/**
 * Ends at the provider, at once, every running lease of an account about to be closed (docs/rules/leases.md):
 * a closed account is never charged again, neither a renewal nor a retry of a past-due invoice. It runs
 * before the closing transaction, so a provider out of reach leaves the account open (503, nothing changed)
 * and the buyer may try again; the provider's `customer.subscription.deleted` then ends the lease here too.
 */
export async function endLeasesOfClosingAccount(app: FastifyInstance, userId: string): Promise<void> {
  const running = await app.db
    .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'past_due']),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const lease of running) {
    try {
      await app.payments.cancelSubscription(lease.providerId!);
    } catch (error) {
      // Already ended at the provider (its event may still be on its way): nothing left to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) continue;
      app.log.error(
        { err: error, leaseId: lease.id },
        'ending a closing account’s lease failed at the provider',
      );
      throw new AppError(503, 'checkout.paymentUnavailable');
    }
  }
}
