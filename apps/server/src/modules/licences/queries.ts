import { LICENCE_KEEP_WINDOW_DAYS, type LicenceRequest } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { licenceRequests, products, refunds, users } from '../../lib/db/schema';
import { moveCooldownEnd } from './move-rule';
import { isLive } from './status';

export type LicenceRow = typeof licenceRequests.$inferSelect;

const selection = {
  request: licenceRequests,
  product: { id: products.id, slug: products.slug, nameFr: products.nameFr, nameEn: products.nameEn },
  user: { name: users.name, email: users.email },
  revokingRefund: { recordedAt: refunds.recordedAt },
};

export type LicenceJoinedRow = {
  request: LicenceRow;
  product: { id: string; slug: string; nameFr: string; nameEn: string };
  user: { name: string; email: string } | null;
  /** The refund whose seat default revoked it, if any. */
  revokingRefund: { recordedAt: Date | null } | null;
};

/** Licence requests with their product and buyer, newest first: one query whatever the page holds. */
export function selectLicences(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number; reversed?: boolean },
) {
  const order = page?.reversed
    ? [asc(licenceRequests.createdAt), asc(licenceRequests.id)]
    : [desc(licenceRequests.createdAt), desc(licenceRequests.id)];
  const query = db
    .select(selection)
    .from(licenceRequests)
    .innerJoin(products, eq(products.id, licenceRequests.productId))
    .leftJoin(users, eq(users.id, licenceRequests.userId))
    .leftJoin(refunds, eq(refunds.id, licenceRequests.revokedByRefundId))
    .where(where)
    .orderBy(...order);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function findLicence(db: Executor, id: string, userId?: string) {
  const [row] = await selectLicences(
    db,
    userId ? and(eq(licenceRequests.id, id), eq(licenceRequests.userId, userId)) : eq(licenceRequests.id, id),
  );
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** When a licence last moved: a licence born from a move, at its request; never for the others. */
export const movedAtOf = (request: LicenceRow): Date | null =>
  request.replacesId ? request.createdAt : null;

/** When a licence may next move (move-rule.ts), null when it may move now. */
export const nextMoveAt = (request: LicenceRow, cooldownHours: number, now = new Date()): Date | null =>
  moveCooldownEnd(movedAtOf(request), cooldownHours, now);

/** The end of the buyer's window to keep a licence the partial-refund default revoked, while it is open. */
export function keepUntil(row: LicenceJoinedRow, now = new Date()): Date | null {
  const recordedAt = row.revokingRefund?.recordedAt;
  if (row.request.status !== 'revoked' || !row.request.revokedFromStatus || !recordedAt) return null;
  const until = new Date(recordedAt.getTime() + LICENCE_KEEP_WINDOW_DAYS * 86_400_000);
  return until > now ? until : null;
}

export function toLicenceDto(
  row: LicenceJoinedRow,
  language: Language,
  cooldownHours: number,
): LicenceRequest {
  const { request, product, user } = row;
  return {
    _id: request.id,
    user,
    product: {
      _id: product.id,
      name: localized(product, 'name', language),
      slug: product.slug,
    },
    orderId: request.orderId,
    machineId: request.machineId || null,
    machineName: request.machineName || null,
    machineIdName: request.machineIdName,
    status: request.status,
    adminNotes: request.adminNotes,
    replacesId: request.replacesId,
    licenseAvailable: request.licenceFileKey !== null,
    signedAt: iso(request.signedAt),
    expiresAt: iso(request.expiresAt),
    exportedAt: iso(request.exportedAt),
    delivery: {
      status: request.deliveryStatus,
      attempts: request.deliveryAttempts,
      lastError: request.deliveryLastError,
      deliveredAt: iso(request.deliveredAt),
    },
    nextMoveAt: isLive(request.status) ? iso(nextMoveAt(request, cooldownHours)) : null,
    keepUntil: iso(keepUntil(row)),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/**
 * What the buyer sees of a request: the admin's note only as the reason of a rejection; with any other status it
 * stays the back-office's own.
 */
export const buyerView = (dto: LicenceRequest): LicenceRequest =>
  dto.status === 'rejected' ? dto : { ...dto, adminNotes: null };
