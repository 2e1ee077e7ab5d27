import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns';
import { subscriptions } from './leases';

/**
 * A lease's failed-payment episode (docs/rules/leases.md, docs/rules/figures.md): one row per provider invoice
 * whose payment failed, from its first failure (`failedAt`, the provider's event time, so the sandbox's test
 * clock) to the payment of that invoice (`recoveredAt`); an episode never recovered is lost when its lease ends.
 * Retries of the same invoice stay one episode.
 */
export const leasePaymentFailures = pgTable(
  'lease_payment_failures',
  {
    id: primaryId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [index('lease_payment_failures_failed_idx').on(t.failedAt)],
);
