import { type LicencePayload, licencePayloadSchema } from '@shop/contracts';
import { defaultLanguage, localized } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { licenceRequests, orderItems, orders, users } from '../../lib/db/schema';
import { conflict, notFound } from '../../lib/errors';
import { updatesUntil } from '../entitlements';
import type { ActivationDeps, IssuanceDeps } from './deps';
import type { SignedLicence } from './exporter';
import { buildOf, fileEntitlements } from './file-entitlements';
import { recordLicenceEvents } from './licence-events';
import { findLicence, type LicenceJoinedRow } from './queries';
import { ACTIVE_LICENCE_STATUSES, isLive } from './status';
import { fileExpiry, needsFreshFile } from './terms';

export const licenceFileName = (row: LicenceJoinedRow) =>
  `${buildOf(row.product)}-${row.request.machineId}.lic`;

const payloadOf = (token: string): LicencePayload =>
  licencePayloadSchema.parse(
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')),
  );

/** What the order line granted: when it was paid and the updates period it kept (null: every update). */
async function lineTerms(tx: Executor, request: LicenceJoinedRow['request']) {
  const [line] = await tx
    .select({ paidAt: orders.paidAt, createdAt: orders.createdAt, updatesMonths: orderItems.updatesMonths })
    .from(orders)
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.productId, request.productId)))
    .where(eq(orders.id, request.orderId));
  return {
    paidAt: line?.paidAt ?? line?.createdAt ?? new Date(),
    updatesMonths: line?.updatesMonths ?? null,
  };
}

/**
 * Signs the licence's file for one validity period from `now` (licence id, product slug, machine id, buyer
 * e-mail, order id, updates end, entitlements), stores it under the licence's one key and records when it was signed
 * and expires.
 */
async function signFile(deps: IssuanceDeps, tx: Transaction, row: LicenceJoinedRow, now: Date) {
  const { request } = row;
  const terms = await lineTerms(tx, request);
  const expiresAt = fileExpiry(now, deps.config.licences.fileValidityDays);
  const token = await deps.signer.sign({
    kind: 'lifetime',
    licenceId: request.id,
    product: row.product.slug,
    machineId: request.machineId,
    email: row.user?.email ?? '',
    orderId: request.orderId,
    issuedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    updatesUntil: updatesUntil(terms.paidAt, terms.updatesMonths)?.toISOString() ?? null,
    ...fileEntitlements(row.product),
  });
  const fileKey = request.licenceFileKey ?? `licences/${request.id}.lic`;
  await deps.storage.put(fileKey, Buffer.from(token), { overwrite: true });
  await tx
    .update(licenceRequests)
    .set({ licenceFileKey: fileKey, signedAt: now, expiresAt })
    .where(eq(licenceRequests.id, request.id));
  return { token, fileKey, expiresAt };
}

/**
 * The licence's file as it should be handed out, in the caller's transaction (the caller checked that the
 * licence is live): the stored one while it has more than a third of its validity left, else (none yet,
 * expired, about to, or without expiry) a freshly signed one that replaces it.
 */
export async function currentLicenceFile(
  deps: IssuanceDeps,
  tx: Transaction,
  row: LicenceJoinedRow,
  now: Date = new Date(),
): Promise<{ token: string; fileKey: string; expiresAt: Date }> {
  const { request } = row;
  const { licenceFileKey: fileKey, expiresAt } = request;
  if (fileKey && expiresAt && !needsFreshFile(expiresAt, deps.config.licences.fileValidityDays, now)) {
    // A stored file gone from storage is signed anew rather than leaving a live licence without one.
    const stored = await deps.storage.get(fileKey);
    if (stored) return { token: stored.toString('utf8'), fileKey, expiresAt };
  }
  return signFile(deps, tx, row, now);
}

/** The licence with its product and buyer, its row locked until the transaction ends (a re-sign, a refresh). */
export async function lockLicence(tx: Transaction, id: string): Promise<LicenceJoinedRow | undefined> {
  const [locked] = await tx
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(eq(licenceRequests.id, id))
    .for('update');
  return locked ? findLicence(tx, id) : undefined;
}

/**
 * Makes a request a live licence, in the caller's transaction: gives it a current signed file (signed on
 * the first approval, signed again when the stored one is near its end) and, when it is a move, marks the
 * licence it replaces `replaced`. Its first signed file issues it: `licence.issued` (docs/rules/webhooks.md).
 */
export async function activateLicence(
  deps: ActivationDeps,
  tx: Transaction,
  requestId: string,
): Promise<SignedLicence> {
  const row = await findLicence(tx, requestId);
  if (!row) throw notFound('license.notFound');
  const { request } = row;
  if (request.replacesId) await refuseMoveOfEnded(tx, request.replacesId);
  const { token, fileKey } = await currentLicenceFile(deps, tx, row);
  if (!request.signedAt) await recordLicenceEvents(deps, tx, 'licence.issued', [request.id], new Date());
  if (request.replacesId) {
    await tx
      .update(licenceRequests)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(licenceRequests.id, request.replacesId),
          inArray(licenceRequests.status, [...ACTIVE_LICENCE_STATUSES]),
        ),
      );
  }
  const [buyer] = await tx
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, request.userId));
  return {
    requestId: request.id,
    fileKey,
    fileName: licenceFileName(row),
    payload: payloadOf(token),
    productName: localized(row.product, 'name', buyer?.language ?? defaultLanguage),
    buyer: buyer
      ? {
          name: buyer.name,
          email: buyer.email,
          language: buyer.language,
          verified: buyer.verifiedAt !== null,
        }
      : { name: '', email: '', language: defaultLanguage, verified: false },
  };
}

/**
 * A move asked while its licence ran, approved after that licence was revoked or rejected (a refund, an admin),
 * would bring the ended licence back on another machine: refused (`409 license.moveOfEnded`). The licence the
 * move replaced already (`replaced`) is no refusal: approving the move again re-signs it.
 */
async function refuseMoveOfEnded(tx: Transaction, replacesId: string): Promise<void> {
  const [replaced] = await tx
    .select({ status: licenceRequests.status })
    .from(licenceRequests)
    .where(eq(licenceRequests.id, replacesId))
    .for('update');
  if (replaced && !isLive(replaced.status) && replaced.status !== 'replaced') {
    throw conflict('license.moveOfEnded');
  }
}
