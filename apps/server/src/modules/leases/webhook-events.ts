import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import type { LeaseDeps } from './deps';
import type { LeaseRow } from './period-order';

type EventDeps = Pick<LeaseDeps, 'events'>;

/** The lease's buyer as the events name them. */
async function customerOf(tx: Transaction, lease: LeaseRow) {
  const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, lease.userId));
  return { userId: lease.userId, email: buyer?.email ?? '' };
}

/**
 * `lease.renewed` (docs/rules/webhooks.md), in the transaction that billed a period after the lease's first:
 * what the period cost in the lease's currency and when it ends.
 */
export async function recordLeaseRenewed(
  deps: EventDeps,
  tx: Transaction,
  lease: LeaseRow,
  period: { amountCents: number; periodEnd: Date },
): Promise<void> {
  await deps.events.record(tx, {
    type: 'lease.renewed',
    data: {
      leaseId: lease.id,
      productId: lease.productId,
      customer: await customerOf(tx, lease),
      amount: { amount: period.amountCents, currency: lease.currency },
      periodEnd: period.periodEnd.toISOString(),
    },
  });
}

/** `lease.ended`, in the transaction that moved the lease to ended (the provider ended its subscription). */
export async function recordLeaseEnded(
  deps: EventDeps,
  tx: Transaction,
  lease: LeaseRow,
  endedAt: Date,
): Promise<void> {
  await deps.events.record(tx, {
    type: 'lease.ended',
    data: {
      leaseId: lease.id,
      productId: lease.productId,
      customer: await customerOf(tx, lease),
      endedAt: endedAt.toISOString(),
    },
  });
}
