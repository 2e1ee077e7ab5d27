import type { LicencePayload, LicenceRefreshResponse } from '@shop/contracts';
import { AppError, badRequest } from '../../lib/errors';
import type { LicenceDeps, ResolutionDeps } from './deps';
import { type CheckInReport, standingSeatFile } from './device/seat-check-in';
import { resolveLicenceFile } from './resolution';
import { isCanonicalBase64Url, LICENCE_TYPE, verifyLicenceSignature } from './signing';

/** Checks a presented file and answers its current one. */
export type RefreshDeps = ResolutionDeps & Pick<LicenceDeps, 'db'>;

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
async function presentedClaims(
  signer: LicenceDeps['signer'],
  text: string,
  verified?: LicencePayload,
): Promise<LicencePayload> {
  const token = text.trim();
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64Url)) throw malformed();
  const header = headerOf(parts[0]!);
  if (header.typ !== LICENCE_TYPE || header.alg !== 'EdDSA') throw malformed();
  if (header.kid !== signer.keyId) throw new AppError(401, 'license.refresh.badSignature');
  if (verified) return verified;
  try {
    return await verifyLicenceSignature(token, signer.publicKey);
  } catch {
    // Our key id but a signature that fails: some byte of the header, payload or signature was changed.
    throw new AppError(401, 'license.refresh.tampered');
  }
}

/**
 * POST /api/license/refresh: the presented file is the credential. While its licence stands (each kind's
 * rule, `resolveLicenceFile`), answers its current file; otherwise the reason, and a file that is not a
 * genuine one gets its own 4xx. `verified`: the claims `verifyLicenceSignature` already answered for this very
 * text (a check-in verifies its file first), so its signature is not checked twice.
 */
export async function refreshLicence(
  deps: RefreshDeps,
  text: string,
  verified?: LicencePayload,
): Promise<LicenceRefreshResponse> {
  return (await presentedFile(deps, text, verified)).file;
}

/**
 * `refreshLicence`, and whether the check-in `report` was recorded with it: a seat that stands is answered,
 * and its check-in recorded, by one statement (the market open's check-ins, issue 46); any other answer comes
 * from the locked resolution, and its check-in is the caller's to record.
 */
export async function presentedFile(
  deps: RefreshDeps,
  text: string,
  verified?: LicencePayload,
  report?: CheckInReport,
): Promise<{ file: LicenceRefreshResponse; recorded: boolean }> {
  const claims = await presentedClaims(deps.signer, text, verified);
  const standing = claims.kind === 'seat' ? await standingSeatFile(deps, deps.db, claims, report) : undefined;
  const file = standing ?? (await deps.db.transaction((tx) => resolveLicenceFile(deps, tx, claims)));
  return {
    file: { licence: file.token, fileName: file.fileName, expiresAt: file.expiresAt.toISOString() },
    recorded: standing !== undefined && report !== undefined,
  };
}
