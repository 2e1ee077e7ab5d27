import { hmacSign, hmacVerify } from './hmac';

/**
 * A self-contained signed link token: `base64url(JSON payload).base64url(HMAC-SHA256)`. Used where the
 * link itself carries what it is for (newsletter confirmations, e-mail verification) and needs no row.
 */
export function signToken(secret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmacSign(secret, body)}`;
}

/** The payload when the signature matches; undefined for a malformed or tampered token. */
export function readSignedToken(secret: string, token: string): Record<string, unknown> | undefined {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  if (!hmacVerify(secret, body, signature)) return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
