import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests, users } from '../../lib/db/schema';
import type { LicenceDeps } from './deps';

/** What records a licence's events: the webhooks' outbox. */
export type LicenceEventDeps = Pick<LicenceDeps, 'events'>;

/**
 * `licence.issued` or `licence.revoked` for each of these licences (docs/rules/webhooks.md), in the caller's
 * transaction: the licence, its order (null for one without), product, machine and buyer.
 */
export async function recordLicenceEvents(
  deps: LicenceEventDeps,
  tx: Transaction,
  type: 'licence.issued' | 'licence.revoked',
  licenceIds: readonly string[],
  at: Date,
): Promise<void> {
  if (licenceIds.length === 0) return;
  const rows = await tx
    .select({ licence: licenceRequests, email: users.email })
    .from(licenceRequests)
    .leftJoin(users, eq(users.id, licenceRequests.userId))
    .where(inArray(licenceRequests.id, [...licenceIds]));
  for (const { licence, email } of rows) {
    await deps.events.record(tx, {
      type,
      data: {
        licenceId: licence.id,
        orderId: licence.orderId,
        productId: licence.productId,
        machineId: licence.machineId,
        customer: { userId: licence.userId, email: email ?? '' },
        at: at.toISOString(),
      },
    });
  }
}
