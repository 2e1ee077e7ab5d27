import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data`, base64url: the signature of newsletter links and signed download links. */
export function hmacSign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** Whether `signature` is `hmacSign(secret, data)`, compared in constant time. */
export function hmacVerify(secret: string, data: string, signature: string): boolean {
  const expected = Buffer.from(hmacSign(secret, data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header is `Bearer <token>`, compared in constant time (whatever the lengths). */
export function carriesBearerToken(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(given), digest(token));
}
