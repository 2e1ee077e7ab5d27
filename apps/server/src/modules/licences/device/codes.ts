import { createHash, randomBytes, randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@shop/contracts';

/** How the codes are kept: SHA-256, so a read of the table gives no usable code (both are high-entropy). */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** The device's secret: 256 random bits, never shown to the buyer. */
export const newDeviceCode = () => randomBytes(32).toString('base64url');

/**
 * The code the buyer types, XXXX-XXXX from `USER_CODE_ALPHABET` (20⁸ ≈ 2.6·10¹⁰ codes): guessing a live one
 * is hopeless within the per-account and per-address limits on the approval routes (RFC 8628 §5.1).
 */
export function newUserCode(): string {
  let code = '';
  for (let index = 0; index < USER_CODE_LENGTH; index += 1) {
    code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
