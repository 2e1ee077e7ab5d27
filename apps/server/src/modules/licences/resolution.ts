import type { LicencePayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orders, products, subscriptions, trials, users } from '../../lib/db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { leaseEntitles, trialEntitles } from '../entitlements';
import type { ResolutionDeps } from './deps';
import { resolveSeat } from './device/seat-file';
import { licensedProductColumns } from './file-entitlements';
import { currentLicenceFile, licenceFileName, lockLicence } from './issuance';
import { signLeaseFile } from './lease-file';
import { isLive } from './status';
import { signTrialFile, trialFileName } from './trial-file';

/** A licence's file as a still-entitled holder gets it again. */
export interface ResolvedFile {
  token: string;
  fileName: string;
  expiresAt: Date;
}

type Resolver = (deps: ResolutionDeps, tx: Transaction, claims: LicencePayload) => Promise<ResolvedFile>;

/** A licence that may no longer run: each status has its own answer, so the indicator can say why. */
const endedStatuses = {
  revoked: 'license.refresh.revoked',
  replaced: 'license.refresh.replaced',
  rejected: 'license.refresh.rejected',
} as const;

const unknown = () => notFound('license.refresh.unknown');
const sameMachine = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A lifetime licence: live (approved, exported, installed) and its order still paid. */
const resolveLifetime: Resolver = async (deps, tx, claims) => {
  const row = await lockLicence(tx, claims.licenceId);
  if (!row || row.product.slug !== claims.product || !sameMachine(row.request.machineId, claims.machineId)) {
    throw unknown();
  }
  const { status } = row.request;
  if (status in endedStatuses) throw forbidden(endedStatuses[status as keyof typeof endedStatuses]);
  if (!isLive(status) || !row.request.licenceFileKey) throw conflict('license.refresh.notActive');
  const [order] = await tx
    .select({ isPaid: orders.isPaid })
    .from(orders)
    .where(eq(orders.id, row.request.orderId));
  if (!order?.isPaid) throw forbidden('license.refresh.orderNotPaid');
  const file = await currentLicenceFile(deps, tx, row);
  return { token: file.token, fileName: licenceFileName(row), expiresAt: file.expiresAt };
};

/** A trial: while it grants (`liveTrial`), its file signed again (it still ends with the trial). */
const resolveTrial: Resolver = async (deps, tx, claims) => {
  const [row] = await tx
    .select({ trial: trials, product: licensedProductColumns, email: users.email })
    .from(trials)
    .innerJoin(products, eq(products.id, trials.productId))
    .innerJoin(users, eq(users.id, trials.userId))
    .where(eq(trials.id, claims.licenceId))
    .for('update', { of: trials });
  if (!row || row.product.slug !== claims.product || !sameMachine(row.trial.machineId, claims.machineId)) {
    throw unknown();
  }
  const { trial } = row;
  if (!trialEntitles(trial, deps.trialClock())) throw forbidden('license.refresh.expired');
  const facts = { id: trial.id, product: row.product, machineId: trial.machineId, email: row.email };
  const token = await signTrialFile(deps.signer, { ...facts, endsAt: trial.endsAt });
  return { token, fileName: trialFileName(row.product.slug, trial.machineId), expiresAt: trial.endsAt };
};

/** A lease: while it entitles its holder (docs/rules/leases.md), a file signed afresh. */
const resolveLease: Resolver = async (deps, tx, claims) => {
  const [row] = await tx
    .select({ lease: subscriptions, product: licensedProductColumns, email: users.email })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, claims.licenceId))
    .for('update', { of: subscriptions });
  const machineId = row?.lease.machineId;
  if (!row || !machineId || row.product.slug !== claims.product) throw unknown();
  // A genuine file of this lease for another machine was signed before the licence moved.
  if (!sameMachine(machineId, claims.machineId)) throw forbidden('license.refresh.replaced');
  if (row.lease.licenceRevokedAt) throw forbidden('license.refresh.revoked');
  const now = await deps.leaseClock.now(tx);
  if (!leaseEntitles(row.lease, deps.config.leaseGraceDays, now)) throw forbidden('license.refresh.expired');
  return signLeaseFile(
    deps,
    tx,
    { lease: { ...row.lease, machineId }, product: row.product, email: row.email },
    now,
  );
};

const resolvers: Record<LicencePayload['kind'], Resolver> = {
  lifetime: resolveLifetime,
  trial: resolveTrial,
  lease: resolveLease,
  seat: resolveSeat,
};

/**
 * The one place that says whether a genuine licence file's licence still stands, whatever its kind, and
 * answers its current file; otherwise throws the reason (`license.refresh.*`: unknown, expired, revoked…).
 * Call in a transaction: the licence's row is locked, so a revocation committing meanwhile is seen.
 */
export function resolveLicenceFile(
  deps: ResolutionDeps,
  tx: Transaction,
  claims: LicencePayload,
): Promise<ResolvedFile> {
  return resolvers[claims.kind](deps, tx, claims);
}
