import type {
  LicencePayload,
  LicenceValidateBody,
  LicenceValidateResponse,
  LicenceValidationReason,
} from '@shop/contracts';
import { AppError } from '../../lib/errors';
import { holdsLicence, recordCheckIn } from './check-in-statements';
import type { LicenceDeps } from './deps';
import { presentedFile, type RefreshDeps } from './refresh';
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

/**
 * A check-in's body, once validated, is one object from its rate limit (`countsAgainstLicence`) to its answer
 * (`validateLicence`): its file's signature is checked once for both, and once only, in the refresh too.
 */
const claimsOfBody = new WeakMap<object, Promise<LicencePayload | undefined>>();

/** A file of this shop whose signature holds, expired or not; undefined for anything else. */
function genuineClaims(signer: LicenceDeps['signer'], body: unknown): Promise<LicencePayload | undefined> {
  const licence = String((body as Partial<LicenceValidateBody>)?.licence ?? '');
  const known = body && typeof body === 'object' ? claimsOfBody.get(body) : undefined;
  if (known) return known;
  const claims = verifyLicenceSignature(licence, signer.publicKey).catch(() => undefined);
  if (body && typeof body === 'object') claimsOfBody.set(body, claims);
  return claims;
}

/**
 * Whether a check-in counts against its licence's own limit: only a genuine file of this shop (its signature
 * holds, expired or not) naming a licence the shop holds. Anything else (an unsigned body naming someone's
 * licence id, a file of another key, a licence deleted since) counts against the sender's address alone, so a
 * stranger who knows an id cannot spend its owner's check-ins (issue 44).
 */
export async function countsAgainstLicence(deps: Pick<RefreshDeps, 'db' | 'signer'>, body: unknown) {
  const claims = await genuineClaims(deps.signer, body);
  return claims !== undefined && holdsLicence(deps.db, claims);
}

/**
 * The per-licence rate-limit key of a check-in that `countsAgainstLicence`: its file's licence id (read
 * unverified here, but the signature over those very bytes was checked first).
 */
export function presentedLicenceKey(body: unknown): string {
  const { licence } = (body ?? {}) as Partial<LicenceValidateBody>;
  const payload =
    String(licence ?? '')
      .trim()
      .split('.')[1] ?? '';
  return `licence-validate:${JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).licenceId}`;
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
  const claims = await genuineClaims(deps.signer, body);
  if (!claims) return { reason: 'unknown', code: null, ...noFile };
  let answer: LicenceValidateResponse;
  let recorded = false;
  if (claims.machineId.toLowerCase() !== body.machineId.toLowerCase()) {
    answer = { reason: 'wrongMachine', code: null, ...noFile };
  } else {
    try {
      const fresh = await presentedFile(deps, body.licence, claims, body);
      answer = { reason: 'valid', code: null, ...fresh.file };
      recorded = fresh.recorded;
    } catch (error) {
      answer = { reason: reasonOf(error, claims, now), code: (error as AppError).code, ...noFile };
    }
  }
  if (answer.reason !== 'unknown' && !recorded)
    await recordCheckIn(deps.db, claims, body, answer.reason, now);
  return answer;
}
