import type { Executor } from '../../lib/db/client';
import { holdsProduct, type LeaseTerms } from '../entitlements';

/**
 * A verified buyer (docs/rules/reviews.md) holds the product now (`holdsProduct`, docs/rules/entitlements.md):
 * a line not given back and not ended by an upgrade (bought, free, in a bundle, an upgrade), or a lease that
 * entitles them. An order unmarked, refunded or cancelled no longer qualifies.
 */
export function isVerifiedBuyer(
  db: Executor,
  userId: string,
  productId: string,
  leaseTerms: LeaseTerms,
): Promise<boolean> {
  return holdsProduct(db, { userId, productId }, leaseTerms);
}
