import {
  checkMachineIdName,
  type Lease,
  type LeaseMachineBody,
  type LicenceFileResponse,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { products, subscriptions, users } from '../../lib/db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { leaseEntitles } from '../entitlements';
import type { LeaseDeps } from './deps';
import { toLease } from './service';

const LEASE_LINK_TTL_SECONDS = 5 * 60;

/** Where a lease's latest licence file is stored: one key per lease, overwritten by each download. */
const leaseFileKey = (leaseId: string) => `leases/${leaseId}.lic`;

/**
 * The buyer's own lease, locked, with its product and e-mail; 404 for another buyer's or a checkout never
 * paid, 409 `lease.notEntitled` when it no longer entitles its holder.
 */
async function lockEntitledLease(
  deps: Pick<LeaseDeps, 'config' | 'clock'>,
  tx: Transaction,
  userId: string,
  leaseId: string,
) {
  const [row] = await tx
    .select({ lease: subscriptions, product: products, email: users.email })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.id, leaseId),
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, 'incomplete'),
      ),
    )
    .for('update', { of: subscriptions });
  if (!row) throw notFound('lease.notFound');
  const now = await deps.clock.now(tx);
  if (!leaseEntitles(row.lease, deps.config.leaseGraceDays, now)) throw conflict('lease.notEntitled');
  return { ...row, now };
}

/**
 * POST /api/leases/:id/machine: binds the lease's licence to a NinjaTrader MachineId (validated as a licence
 * request's); the same machine again (any letter case) changes nothing. Another machine moves the licence there
 * under the lifetime licences' move limit (`refuseMoveInCooldown`, docs/rules/licences.md), timed on the lease
 * clock; the file signed for the old machine is refused from then on (`license.refresh.replaced`).
 */
export async function bindLeaseMachine(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'clock' | 'licences'>,
  userId: string,
  leaseId: string,
  body: LeaseMachineBody,
  language: Language,
): Promise<Lease> {
  const check = checkMachineIdName(body.machineIdName);
  if (!check.valid) throw badRequest(`license.validation.${check.issue}`);
  return deps.db.transaction(async (tx) => {
    const { lease, product, now } = await lockEntitledLease(deps, tx, userId, leaseId);
    if (lease.machineId?.toLowerCase() === check.machineId.toLowerCase()) {
      return toLease({ ...lease, product }, language, deps.config.leaseGraceDays);
    }
    if (lease.machineId) deps.licences.refuseMoveInCooldown(lease.machineMovedAt, language, now);
    const [bound] = await tx
      .update(subscriptions)
      .set({
        machineId: check.machineId,
        machineName: check.name,
        machineMovedAt: lease.machineId ? now : lease.machineMovedAt,
      })
      .where(eq(subscriptions.id, leaseId))
      .returning();
    return toLease({ ...bound!, product }, language, deps.config.leaseGraceDays);
  });
}

/**
 * GET /api/leases/:id/file: signs the lease's licence file afresh (kind `lease`, docs/licence-verification.md),
 * stores it and answers a 5-minute link to it, while the lease entitles its holder and has a machine.
 */
export async function leaseFileLink(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'clock' | 'licences' | 'storage' | 'signedUrls'>,
  userId: string,
  leaseId: string,
): Promise<LicenceFileResponse> {
  return deps.db.transaction(async (tx) => {
    const { lease, product, email, now } = await lockEntitledLease(deps, tx, userId, leaseId);
    const { machineId } = lease;
    if (!machineId) throw conflict('lease.machineRequired');
    const file = await deps.licences.signLeaseFile(
      tx,
      { lease: { ...lease, machineId }, product, email },
      now,
    );
    await deps.storage.put(leaseFileKey(leaseId), Buffer.from(file.token), { overwrite: true });
    return {
      licenseUrl: deps.signedUrls.createSignedUrl(
        leaseFileKey(leaseId),
        LEASE_LINK_TTL_SECONDS,
        file.fileName,
        // Bound to the holder (as zip links are): the file carries their e-mail and obtains fresh files.
        userId,
      ),
      fileName: file.fileName,
    };
  });
}
