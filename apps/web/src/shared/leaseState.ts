import type { Lease } from '@shop/contracts';

/** What a lease's status line says (docs/rules/leases.md), as a text key and the date it names. */
export type LeaseState =
  | { key: 'active'; date: null }
  | { key: 'canceling'; date: string | null }
  | { key: 'pastDue'; date: string | null }
  | { key: 'ended'; date: string | null };

/**
 * Active (it renews), cancelled at period end (runs until its period ends), past due (runs until its grace
 * period ends, unless a payment comes), ended: for the buyer's profile and the back-office alike.
 */
export function leaseState(
  lease: Pick<Lease, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'graceUntil' | 'endedAt'>,
): LeaseState {
  if (lease.status === 'canceled') return { key: 'ended', date: lease.endedAt };
  if (lease.status === 'past_due') return { key: 'pastDue', date: lease.graceUntil };
  if (lease.cancelAtPeriodEnd) return { key: 'canceling', date: lease.currentPeriodEnd };
  return { key: 'active', date: null };
}
