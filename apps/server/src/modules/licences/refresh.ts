import type { LicencePayload, LicenceRefreshResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../lib/db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { currentLicenceFile, licenceFileName, lockLicence } from './issuance';
import { isCanonicalBase64Url, LICENCE_TYPE, verifyLicenceSignature } from './signing';
import { isLive } from './status';

/** A licence that may no longer run: each status has its own answer, so the indicator can say why. */
const endedStatuses = {
  revoked: 'license.refresh.revoked',
  replaced: 'license.refresh.replaced',
  rejected: 'license.refresh.rejected',
} as const;

const malformed = () => badRequest('license.refresh.malformed');

function headerOf(part: string): { alg?: unknown; typ?: unknown; kid?: unknown } {
  try {
    const header: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (header && typeof header === 'object') return header;
  } catch {
    // Not JSON: answered as malformed below.
  }
  throw malformed();
}

/**
 * The claims of a presented licence file, once it is one (three base64url parts, a licence header), was
 * signed with this shop's key (`kid`) and its signature holds over every byte. Its expiry is not checked:
 * an expired file of a licence still entitled is exactly what a refresh is for.
 */
async function presentedClaims(app: FastifyInstance, text: string): Promise<LicencePayload> {
  const token = text.trim();
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64Url)) throw malformed();
  const header = headerOf(parts[0]!);
  if (header.typ !== LICENCE_TYPE || header.alg !== 'EdDSA') throw malformed();
  const { signer } = app.licences;
  if (header.kid !== signer.keyId) throw new AppError(401, 'license.refresh.badSignature');
  try {
    return await verifyLicenceSignature(token, signer.publicKey);
  } catch {
    // Our key id but a signature that fails: some byte of the header, payload or signature was changed.
    throw new AppError(401, 'license.refresh.tampered');
  }
}

/**
 * POST /api/license/refresh: the presented file is the credential. While its licence is live and its order
 * paid, answers the licence's current file (signed again when the stored one nears its end, so it lasts a
 * validity period); a revoked, replaced or rejected licence, an order no longer paid, an unknown licence
 * or a file that is not a genuine one each get their own 4xx. The row is locked, so a revocation committing
 * meanwhile is seen.
 */
export async function refreshLicence(app: FastifyInstance, text: string): Promise<LicenceRefreshResponse> {
  const claims = await presentedClaims(app, text);
  return app.db.transaction(async (tx) => {
    // A trial's or lease's id names no licence request: unknown here, like a licence since deleted.
    const row = claims.kind === 'lifetime' ? await lockLicence(tx, claims.licenceId) : undefined;
    if (
      !row ||
      row.product.slug !== claims.product ||
      row.request.machineId.toLowerCase() !== claims.machineId.toLowerCase()
    ) {
      throw notFound('license.refresh.unknown');
    }
    const { status } = row.request;
    if (status in endedStatuses) throw forbidden(endedStatuses[status as keyof typeof endedStatuses]);
    if (!isLive(status) || !row.request.licenseFileKey) throw conflict('license.refresh.notActive');
    const [order] = await tx
      .select({ isPaid: orders.isPaid })
      .from(orders)
      .where(eq(orders.id, row.request.orderId));
    if (!order?.isPaid) throw forbidden('license.refresh.orderNotPaid');
    const file = await currentLicenceFile(app, tx, row);
    return { licence: file.token, fileName: licenceFileName(row), expiresAt: file.expiresAt.toISOString() };
  });
}
