import type { Executor } from '../../lib/db/client';
import type { subscriptions } from '../../lib/db/schema';
import { latestPaidPeriod, leaseLicenceEnd } from '../entitlements';
import type { LicenceDeps } from './deps';
import { fileEntitlements, type LicensedProduct } from './file-entitlements';
import { fileExpiry } from './terms';

type LeaseRow = typeof subscriptions.$inferSelect;

export const leaseFileName = (slug: string, machineId: string) => `${slug}-lease-${machineId}.lic`;

/**
 * Signs a lease's licence file (kind `lease`) for an entitled lease bound to a machine: it expires at the
 * licence's end or after one file validity, whichever comes first, and names the latest paid period's order;
 * in a grace period it carries its end (`graceUntil`).
 */
export async function signLeaseFile(
  deps: Pick<LicenceDeps, 'config' | 'signer'>,
  db: Executor,
  facts: { lease: LeaseRow & { machineId: string }; product: LicensedProduct; email: string },
  now: Date,
): Promise<{ token: string; fileName: string; expiresAt: Date }> {
  const { lease } = facts;
  const end = leaseLicenceEnd(lease, deps.config.leaseGraceDays)!;
  const validity = fileExpiry(now, deps.config.licences.fileValidityDays);
  const expiresAt = end < validity ? end : validity;
  const orderId = await latestPaidPeriod(db, lease.id);
  const token = await deps.signer.sign({
    kind: 'lease',
    licenceId: lease.id,
    product: facts.product.slug,
    machineId: lease.machineId,
    email: facts.email,
    orderId,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    updatesUntil: null,
    ...fileEntitlements(facts.product),
    // A renewal unpaid: the indicator tells the buyer how long is left (docs/licence-verification.md).
    ...(lease.graceUntil ? { graceUntil: lease.graceUntil.toISOString() } : {}),
  });
  return { token, fileName: leaseFileName(facts.product.slug, lease.machineId), expiresAt };
}
