import type { LicencePayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../lib/db/client';
import { products, seatActivations, users } from '../../../lib/db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { liveLines, notABundleLine, updatesUntil } from '../../entitlements';
import type { IssuanceDeps } from '../deps';
import { fileEntitlements, licensedProductColumns } from '../file-entitlements';
import { machinesPerSeatOf } from './seat-pool';

const DAY = 86_400_000;

type Activation = typeof seatActivations.$inferSelect;

export const seatFileName = (slug: string, machineId: string) => `${slug}-seat-${machineId}.lic`;

/**
 * The latest updates end among the buyer's live lines of the product: null (every update) when any line
 * keeps every update. A seat is the product's, not one line's, so it reaches as far as the best line.
 */
async function seatUpdatesUntil(db: Executor, activation: Activation): Promise<Date | null> {
  const lines = await liveLines(db, {
    userId: activation.userId,
    productIds: [activation.productId],
    where: notABundleLine,
  });
  let latest: Date | null = new Date(0);
  for (const { line, order } of lines) {
    const end = updatesUntil(order.paidAt ?? order.createdAt, line.updatesMonths);
    if (end === null) return null;
    if (latest && end > latest) latest = end;
  }
  return latest;
}

/**
 * Signs a seat's licence file (kind `seat`, docs/licence-verification.md): valid `SEAT_FILE_VALIDITY_DAYS`
 * from `now`, with an offline grace of `SEAT_OFFLINE_GRACE_DAYS` past it, and records the machine as seen.
 */
export async function signSeatFile(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  tx: Transaction,
  activation: Activation,
  now = new Date(),
): Promise<{ token: string; fileName: string; expiresAt: Date }> {
  const [facts] = await tx
    .select({
      product: { ...licensedProductColumns, machinesPerSeat: products.machinesPerSeat },
      email: users.email,
    })
    .from(products)
    .innerJoin(users, eq(users.id, activation.userId))
    .where(eq(products.id, activation.productId));
  if (!facts) throw notFound('license.refresh.unknown');
  const { seatFileValidityDays, seatOfflineGraceDays } = deps.config.licences;
  const expiresAt = new Date(now.getTime() + seatFileValidityDays * DAY);
  const payload: LicencePayload = {
    kind: 'seat',
    licenceId: activation.id,
    product: facts.product.slug,
    machineId: activation.machineId,
    email: facts.email,
    orderId: null,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    updatesUntil: (await seatUpdatesUntil(tx, activation))?.toISOString() ?? null,
    offlineGraceUntil: new Date(expiresAt.getTime() + seatOfflineGraceDays * DAY).toISOString(),
    ...fileEntitlements(facts.product, machinesPerSeatOf(deps, facts.product)),
  };
  const token = await deps.signer.sign(payload);
  await tx.update(seatActivations).set({ lastSeenAt: now }).where(eq(seatActivations.id, activation.id));
  return { token, fileName: seatFileName(facts.product.slug, activation.machineId), expiresAt };
}

/**
 * A seat's check-in or refresh (`resolveLicenceFile`): a fresh file while the activation is live and the
 * buyer still holds a seat of the product; a freed machine or a product no longer held is revoked.
 */
export async function resolveSeat(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  tx: Transaction,
  claims: LicencePayload,
) {
  const [row] = await tx
    .select({ activation: seatActivations, slug: products.slug })
    .from(seatActivations)
    .innerJoin(products, eq(products.id, seatActivations.productId))
    .where(eq(seatActivations.id, claims.licenceId))
    .for('update', { of: seatActivations });
  const sameMachine = row?.activation.machineId.toLowerCase() === claims.machineId.toLowerCase();
  if (!row || row.slug !== claims.product || !sameMachine) throw notFound('license.refresh.unknown');
  if (row.activation.releasedAt) throw forbidden('license.refresh.revoked');
  const { activation } = row;
  const held = await liveLines(tx, {
    userId: activation.userId,
    productIds: [activation.productId],
    where: notABundleLine,
  });
  if (held.length === 0) throw forbidden('license.refresh.revoked');
  return signSeatFile(deps, tx, activation);
}
