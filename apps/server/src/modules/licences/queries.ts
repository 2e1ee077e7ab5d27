import { activeLicenceStatuses, LICENCE_KEEP_WINDOW_DAYS, type LicenceRequest } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../lib/db/client';
import { licenceRequests, orderItems, products, refunds, users } from '../../lib/db/schema';
import { type LicensedProduct, licensedProductColumns } from './file-entitlements';
import { moveCooldownEnd } from './move-rule';
import { isLive } from './status';

export type LicenceRow = typeof licenceRequests.$inferSelect;

const successor = alias(licenceRequests, 'successor');
const successorLine = alias(orderItems, 'successor_line');
const upgradeTarget = alias(products, 'upgrade_target');

/**
 * The product an upgrade replaced the licence with (docs/rules/upgrades.md), in one language: its latest
 * successor's, when that successor belongs to an upgrade line (a move's successor answers null). No column
 * records it: the upgrade's licence points back at this one (`replaces_id`) and its line at the lower line.
 */
const upgradeTargetName = (column: PgColumn) => sql<string | null>`(
  select case when ${successorLine.upgradeFromItemId} is not null then ${column} end
  from ${licenceRequests} ${successor}
  left join ${orderItems} ${successorLine} on ${successorLine.id} = ${successor.orderItemId}
  join ${products} ${upgradeTarget} on ${upgradeTarget.id} = ${successor.productId}
  where ${successor.replacesId} = ${licenceRequests.id}
  order by ${successor.createdAt} desc
  limit 1)`;

const selection = {
  request: licenceRequests,
  product: { id: products.id, nameFr: products.nameFr, nameEn: products.nameEn, ...licensedProductColumns },
  user: { name: users.name, email: users.email },
  revokingRefund: { recordedAt: refunds.recordedAt },
  upgradedTo: {
    nameFr: upgradeTargetName(upgradeTarget.nameFr),
    nameEn: upgradeTargetName(upgradeTarget.nameEn),
  },
};

export type LicenceJoinedRow = {
  request: LicenceRow;
  product: { id: string; nameFr: string; nameEn: string } & LicensedProduct;
  user: { name: string; email: string } | null;
  /** The refund whose seat default revoked it, if any. */
  revokingRefund: { recordedAt: Date | null } | null;
  /** The upgrade's product names when an upgrade replaced the licence. */
  upgradedTo: { nameFr: string | null; nameEn: string | null };
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
    replacedByUpgradeTo: request.status === 'replaced' ? localized(row.upgradedTo, 'name', language) : null,
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

/** The buyer's active licence of a product on a machine (the machine id in any case), if there is one. */
export async function activeLicenceOnMachine(
  db: Executor,
  holder: { userId: string; productId: string; machineId: string },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.userId, holder.userId),
        eq(licenceRequests.productId, holder.productId),
        sql`lower(${licenceRequests.machineId}) = ${holder.machineId.toLowerCase()}`,
        inArray(licenceRequests.status, [...activeLicenceStatuses]),
      ),
    );
  return row;
}
