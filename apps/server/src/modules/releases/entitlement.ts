import type { Executor } from '../../lib/db/client';
import { type LeaseTerms, latestPaidPeriod, liveLeases, liveLines, updatesUntil } from '../entitlements';

export type { LeaseTerms } from '../entitlements';

/**
 * Which releases of a product a buyer may download (docs/rules/releases.md): those published up to `until`,
 * every one when `until` is null. `orderId` is the order that grants it (the download log names it).
 */
export interface ReleaseEntitlement {
  until: Date | null;
  orderId: string | null;
}

export const entitles = (entitlement: ReleaseEntitlement, publishedAt: Date) =>
  entitlement.until === null || publishedAt.getTime() <= entitlement.until.getTime();

/**
 * Per product of `productIds` the buyer holds: a lifetime line (every release), lifetime lines with updates
 * (releases up to the latest `updatesUntil` among them), or a lease entitling them now (every release). A
 * refunded line or an ended lease grants none.
 */
export async function releaseEntitlements(
  db: Executor,
  userId: string,
  productIds: string[],
  terms: LeaseTerms,
): Promise<Map<string, ReleaseEntitlement>> {
  const result = new Map<string, ReleaseEntitlement>();
  if (productIds.length === 0) return result;
  const lines = (await liveLines(db, { userId, productIds })).map(({ line, order }) => ({
    productId: line.productId,
    orderId: order.id,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    updatesMonths: line.updatesMonths,
  }));
  for (const line of lines) {
    const until = updatesUntil(line.paidAt ?? line.createdAt, line.updatesMonths);
    const known = result.get(line.productId);
    if (!known) result.set(line.productId, { until, orderId: line.orderId });
    else if (known.until !== null && (until === null || until > known.until)) {
      result.set(line.productId, { until, orderId: line.orderId });
    }
  }
  for (const lease of await liveLeases(db, { userId, productIds }, terms)) {
    if (result.get(lease.productId)?.until === null) continue;
    result.set(lease.productId, { until: null, orderId: await latestPaidPeriod(db, lease.id) });
  }
  return result;
}
