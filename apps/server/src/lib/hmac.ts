import { createHmac, timingSafeEqual } from 'node:crypto';

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
