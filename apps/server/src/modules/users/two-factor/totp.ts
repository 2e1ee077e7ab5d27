import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30-second steps). A code of the step before
 * or after the server's clock is accepted, for clock drift and typing time.
 */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const totpUrl = (secret: string, issuer: string, account: string): string =>
  generateURI({ issuer, label: account, secret });

const TOTP_FORMAT = /^\d{6}$/;
export const looksLikeTotp = (code: string): boolean => TOTP_FORMAT.test(code.replace(/\s/g, ''));

/**
 * The time step a right code belongs to, or undefined. Codes of `afterStep` or earlier are refused, so a
 * code seen once (over a shoulder, in a proxy log) cannot be replayed.
 */
export async function matchTotp(
  secret: string,
  code: string,
  afterStep?: number,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!TOTP_FORMAT.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API types HOTP and TOTP results together; only TOTP results carry the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** No 0/O, 1/I/L: codes are read off paper. 31 symbols × 10 characters ≈ 49 bits each. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

/** `count` fresh recovery codes, shown as `ABCDE-FGHJK`. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** The canonical form of a typed recovery code (case, spaces and dashes ignored), or undefined. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== RECOVERY_LENGTH) return undefined;
  return [...code].every((char) => RECOVERY_ALPHABET.includes(char)) ? code : undefined;
}
