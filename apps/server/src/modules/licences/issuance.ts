import { type LicencePayload, licencePayloadSchema } from '@shop/contracts';
import { defaultLanguage, localized } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../lib/db/client';
import { licenseRequests, users } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import type { SignedLicence } from './exporter';
import { findLicence, type LicenceJoinedRow } from './queries';
import { ACTIVE_LICENCE_STATUSES } from './status';

export const licenceFileName = (row: LicenceJoinedRow) => `${row.product.slug}-${row.request.machineId}.lic`;

const payloadOf = (token: string): LicencePayload =>
  licencePayloadSchema.parse(
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')),
  );

/**
 * Makes a request a live licence, in the caller's transaction: signs its file once (licence id, product
 * slug, machine id, buyer e-mail, order id, issue date, optional expiry) into storage, and when it is a
 * move, marks the licence it replaces `replaced`.
 */
export async function activateLicence(
  app: FastifyInstance,
  tx: Transaction,
  requestId: string,
): Promise<SignedLicence> {
  const row = await findLicence(tx, requestId);
  if (!row) throw notFound('license.notFound');
  const { request } = row;
  let fileKey = request.licenseFileKey;
  let token: string;
  if (fileKey) {
    const stored = await app.storage.get(fileKey);
    if (!stored) throw new Error(`licence file missing from storage: ${fileKey}`);
    token = stored.toString('utf8');
  } else {
    const issuedAt = new Date();
    const days = app.config.licences.validityDays;
    const expiresAt = days ? new Date(issuedAt.getTime() + days * 86_400_000) : null;
    token = await app.licences.signer.sign({
      kind: 'lifetime',
      licenceId: request.id,
      product: row.product.slug,
      machineId: request.machineId,
      email: row.user?.email ?? '',
      orderId: request.orderId,
      issuedAt: issuedAt.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
      updatesUntil: null,
    });
    fileKey = `licences/${request.id}.lic`;
    await app.storage.put(fileKey, Buffer.from(token), { overwrite: true });
    await tx
      .update(licenseRequests)
      .set({ licenseFileKey: fileKey, signedAt: issuedAt, expiresAt })
      .where(eq(licenseRequests.id, request.id));
  }
  if (request.replacesId) {
    await tx
      .update(licenseRequests)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(licenseRequests.id, request.replacesId),
          inArray(licenseRequests.status, [...ACTIVE_LICENCE_STATUSES]),
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
