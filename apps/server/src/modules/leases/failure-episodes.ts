import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { leasePaymentFailures } from '../../lib/db/schema';

/**
 * Records a failed renewal's episode (docs/rules/leases.md): the first failure of a provider invoice opens it,
 * a retry's failure or the same event told twice changes nothing.
 */
export async function recordPaymentFailure(
  tx: Executor,
  failure: { leaseId: string; invoiceId: string; failedAt: Date },
): Promise<void> {
  await tx
    .insert(leasePaymentFailures)
    .values({
      subscriptionId: failure.leaseId,
      providerInvoiceId: failure.invoiceId,
      failedAt: failure.failedAt,
    })
    .onConflictDoNothing({ target: leasePaymentFailures.providerInvoiceId });
}

/** The failed invoice paid at last: its episode recovered, at the payment's time (the test clock's with the sandbox). */
export async function recordPaymentRecovered(
  tx: Executor,
  recovery: { invoiceId: string; paidAt: Date },
): Promise<void> {
  await tx
    .update(leasePaymentFailures)
    .set({ recoveredAt: recovery.paidAt })
    .where(
      and(
        eq(leasePaymentFailures.providerInvoiceId, recovery.invoiceId),
        isNull(leasePaymentFailures.recoveredAt),
      ),
    );
}
