import { checkVat, normalizeVat, type ViesStatus } from '@shop/contracts';

/** Where VIES is asked (`null`: the check is off, `VIES_URL=off`) and how long an answer may take. */
export interface ViesSettings {
  url: string | null;
  timeoutMs: number;
}

/** What VIES said of a VAT number, as an order keeps it (docs/rules/vat.md). */
export interface ViesAnswer {
  status: ViesStatus;
  checkedAt: Date;
  /** VIES's consultation number (`requestIdentifier`), given when the request names the seller's number. */
  reference: string | null;
  /** The trader's name as registered, when the member state discloses it. */
  name: string | null;
}

/** The seller's own French VAT number, which VIES wants to hand back a consultation number; null when unset. */
export function viesRequester(sellerVat: string): string | null {
  const vat = normalizeVat(sellerVat);
  return checkVat('FR', vat) === 'ok' ? vat : null;
}

/** VIES's "the member state's service is down" and similar answers: no verdict on the number. */
const VERDICTS = new Set(['VALID', 'INVALID']);

interface ViesReply {
  valid?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  requestIdentifier?: unknown;
  name?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null;

/**
 * Asks the VIES REST service (`POST check-vat-number`) about a normalised VAT number with its prefix, naming
 * the seller's own number as requester when given (VIES then returns a consultation number). Never throws:
 * a check that is off, a timeout, a network error, an HTTP error or an answer without a verdict is
 * `unreachable`.
 */
export async function askVies(
  settings: ViesSettings,
  vatNumber: string,
  requester: string | null,
  now = new Date(),
): Promise<ViesAnswer> {
  const unreachable: ViesAnswer = { status: 'unreachable', checkedAt: now, reference: null, name: null };
  if (!settings.url) return unreachable;
  const body = {
    countryCode: vatNumber.slice(0, 2),
    vatNumber: vatNumber.slice(2),
    ...(requester
      ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
      : {}),
  };
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return unreachable;
    const reply = (await response.json()) as ViesReply;
    const userError = typeof reply.userError === 'string' ? reply.userError : null;
    if (reply.actionSucceed === false || typeof reply.valid !== 'boolean') return unreachable;
    if (userError && !VERDICTS.has(userError)) return unreachable;
    return {
      status: reply.valid ? 'valid' : 'invalid',
      checkedAt: now,
      reference: text(reply.requestIdentifier),
      name: text(reply.name),
    };
  } catch {
    return unreachable;
  }
}
