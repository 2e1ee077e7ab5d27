import type {
  LicencePayload,
  LicenceValidateBody,
  LicenceValidateResponse,
  LicenceValidationReason,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { licenceChecks } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import type { LicenceDeps } from './deps';
import { type RefreshDeps, refreshLicence } from './refresh';
import { verifyLicenceSignature } from './signing';

/** The refresh route's refusals that end a licence for good, as the validate route names them. */
const endedReasons: Record<string, LicenceValidationReason> = {
  'license.refresh.revoked': 'revoked',
  // A trial past its end, a lease no longer paid for (past its grace, or cancelled and past its period).
  'license.refresh.expired': 'expired',
  'license.refresh.rejected': 'revoked',
  'license.refresh.orderNotPaid': 'revoked',
  // Moved to another machine: this one is no longer the licence's.
  'license.refresh.replaced': 'wrongMachine',
};

/** A file of this shop whose signature holds, expired or not; undefined for anything else. */
async function genuineClaims(
  signer: LicenceDeps['signer'],
  licence: string,
): Promise<LicencePayload | undefined> {
  try {
    return await verifyLicenceSignature(licence, signer.publicKey);
  } catch {
    return undefined;
  }
}

/**
 * The licence id a check-in names, for the per-licence rate limit (before any verification, so a garbage
 * body is limited too: it falls back to the file's last characters, its signature's).
 */
export function presentedLicenceKey(body: unknown): string {
  const { licence } = (body ?? {}) as Partial<LicenceValidateBody>;
  const text = String(licence ?? '').trim();
  try {
    const payload = JSON.parse(Buffer.from(text.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload?.licenceId === 'string') return `licence-validate:${payload.licenceId}`;
  } catch {
    // Not a licence file: keyed by its tail below.
  }
  return `licence-validate:file:${text.slice(-32)}`;
}

/** Why the refresh gave no file, as a reason; a refusal that is not the licence's ending is rethrown. */
function reasonOf(error: unknown, claims: LicencePayload, now: Date): LicenceValidationReason {
  if (!(error instanceof AppError)) throw error;
  const ended = endedReasons[error.code];
  if (ended) return ended;
  // A lifetime licence this shop does not know (deleted with its account) is unknown. A licence set back to
  // pending, or a trial or lease the shop no longer holds, stands until its file expires.
  if (error.code === 'license.refresh.unknown' && claims.kind === 'lifetime') return 'unknown';
  if (error.code === 'license.refresh.unknown' || error.code === 'license.refresh.notActive') {
    return claims.expiresAt && new Date(claims.expiresAt) < now ? 'expired' : 'valid';
  }
  throw error;
}

/**
 * POST /api/license/validate: what the shop says of a licence file on a machine, with a fresh file while the
 * buyer is entitled (the refresh route's resolution), and the check-in recorded per licence.
 */
export async function validateLicence(
  deps: RefreshDeps,
  body: LicenceValidateBody,
  now: Date = new Date(),
): Promise<LicenceValidateResponse> {
  const noFile = { licence: null, fileName: null, expiresAt: null };
  const claims = await genuineClaims(deps.signer, body.licence);
  if (!claims) return { reason: 'unknown', code: null, ...noFile };
  let answer: LicenceValidateResponse;
  if (claims.machineId.toLowerCase() !== body.machineId.toLowerCase()) {
    answer = { reason: 'wrongMachine', code: null, ...noFile };
  } else {
    try {
      answer = { reason: 'valid', code: null, ...(await refreshLicence(deps, body.licence)) };
    } catch (error) {
      answer = { reason: reasonOf(error, claims, now), code: (error as AppError).code, ...noFile };
    }
  }
  if (answer.reason !== 'unknown') await recordCheck(deps.db, claims, body, answer.reason, now);
  return answer;
}

async function recordCheck(
  db: LicenceDeps['db'],
  claims: LicencePayload,
  body: LicenceValidateBody,
  reason: LicenceValidationReason,
  now: Date,
) {
  const seen = {
    kind: claims.kind,
    product: claims.product,
    machineId: body.machineId,
    clientVersion: body.clientVersion,
    platformVersion: body.platformVersion,
    lastReason: reason,
    lastCheckAt: now,
  };
  await db
    .insert(licenceChecks)
    .values({ licenceId: claims.licenceId, ...seen })
    .onConflictDoUpdate({
      target: licenceChecks.licenceId,
      set: { ...seen, checks: sql`${licenceChecks.checks} + 1` },
    });
}
