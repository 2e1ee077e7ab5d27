import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A bearer token as the shop signs it with its JWT_SECRET (HS256, subject and token version 0), for buyers a
 * bench inserts straight into the database.
 */
export function bearer(secret: string, userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256' }))}.${base64url(
    JSON.stringify({ tv: 0, sub: userId, iat: now, exp: now + 3600 }),
  )}`;
  return `Bearer ${head}.${base64url(createHmac('sha256', secret).update(head).digest())}`;
}
