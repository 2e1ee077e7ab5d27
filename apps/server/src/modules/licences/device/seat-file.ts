import type { LicencePayload } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../lib/db/client';
import { products, seatActivations, users } from '../../../lib/db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { liveLines, notABundleLine, updatesUntil } from '../../entitlements';
import type { IssuanceDeps } from '../deps';
import { fileEntitlements, type LicensedProduct, licensedProductColumns } from '../file-entitlements';
import { machinesPerSeatOf } from './seat-pool';

const DAY = 86_400_000;

type Activation = typeof seatActivations.$inferSelect;

export const seatFileName = (slug: string, machineId: string) => `${slug}-seat-${machineId}.lic`;

/** A live line of the seat's product as its file reads it: from when, and for how many months, it updates. */
export interface SeatLine {
  from: Date;
  updatesMonths: number | null;
}

/** The buyer's live lines of the activation's product: whether the seat still stands, and how far its updates go. */
async function seatLines(db: Executor, activation: Activation): Promise<SeatLine[]> {
  const lines = await liveLines(db, {
    userId: activation.userId,
    productIds: [activation.productId],
    where: notABundleLine,
  });
  return lines.map(({ line, order }) => ({
    from: order.paidAt ?? order.createdAt,
    updatesMonths: line.updatesMonths,
  }));
}

/**
 * The latest updates end among the buyer's live lines of the product: null (every update) when any line
 * keeps every update. A seat is the product's, not one line's, so it reaches as far as the best line.
 */
function seatUpdatesUntil(lines: SeatLine[]): Date | null {
  let latest: Date | null = new Date(0);
  for (const line of lines) {
    const end = updatesUntil(line.from, line.updatesMonths);
    if (end === null) return null;
    if (latest && end > latest) latest = end;
  }
  return latest;
}

/** The product's columns a seat's file reads: its slug, its entitlements, its machines per seat. */
export const seatProductColumns = { ...licensedProductColumns, machinesPerSeat: products.machinesPerSeat };

/** What a seat's file names besides the activation: its product, its buyer's e-mail and live lines. */
export interface SeatFacts {
  product: LicensedProduct & { machinesPerSeat: number | null };
  email: string;
  lines: SeatLine[];
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
    .select({ product: seatProductColumns, email: users.email })
    .from(products)
    .innerJoin(users, eq(users.id, activation.userId))
    .where(eq(products.id, activation.productId));
  if (!facts) throw notFound('license.refresh.unknown');
  const file = await signWithFacts(
    deps,
    activation,
    { ...facts, lines: await seatLines(tx, activation) },
    now,
  );
  await tx.update(seatActivations).set({ lastSeenAt: now }).where(eq(seatActivations.id, activation.id));
  return file;
}

/** The seat's signed file, as of `now`, from its activation and facts. */
export async function signWithFacts(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  activation: Pick<Activation, 'id' | 'machineId'>,
  facts: SeatFacts,
  now: Date,
) {
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
    updatesUntil: seatUpdatesUntil(facts.lines)?.toISOString() ?? null,
    offlineGraceUntil: new Date(expiresAt.getTime() + seatOfflineGraceDays * DAY).toISOString(),
    ...fileEntitlements(facts.product, machinesPerSeatOf(deps, facts.product)),
  };
  const token = await deps.signer.sign(payload);
  return { token, fileName: seatFileName(facts.product.slug, activation.machineId), expiresAt };
}

/**
 * A seat's check-in or refresh (`resolveLicenceFile`): a fresh file while the activation is live and the
 * buyer still holds a seat of the product; a freed machine or a product no longer held is revoked. The hottest
 * path when the market opens (issue 46): one statement marks the machine seen and locks its row, answering it
 * with its product and buyer (a refusal below throws, and the caller's transaction takes the mark back), and the
 * live lines read once both decide and date the file.
 */
export async function resolveSeat(
  deps: Pick<IssuanceDeps, 'config' | 'signer'>,
  tx: Transaction,
  claims: LicencePayload,
) {
  const now = new Date();
  const [row] = await tx
    .update(seatActivations)
    .set({ lastSeenAt: now })
    .from(products)
    // An UPDATE's FROM cannot name the updated table in a join's ON clause: the join's conditions are in WHERE.
    .innerJoin(users, sql`true`)
    .where(
      and(
        eq(seatActivations.id, claims.licenceId),
        eq(products.id, seatActivations.productId),
        eq(users.id, seatActivations.userId),
      ),
    )
    .returning({ activation: seatActivations, product: seatProductColumns, email: users.email });
  const sameMachine = row?.activation.machineId.toLowerCase() === claims.machineId.toLowerCase();
  if (!row || row.product.slug !== claims.product || !sameMachine) throw notFound('license.refresh.unknown');
  if (row.activation.releasedAt) throw forbidden('license.refresh.revoked');
  const { activation, product, email } = row;
  const lines = await seatLines(tx, activation);
  if (lines.length === 0) throw forbidden('license.refresh.revoked');
  return signWithFacts(deps, activation, { product, email, lines }, now);
}
