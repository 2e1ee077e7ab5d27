import { readSignedToken, signToken } from '../../lib/signed-token';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link lives 7 days; an unsubscribe link must keep working long after the mail was sent. */
export const TOKEN_TTL_DAYS: Record<NewsletterTokenPurpose, number> = { confirm: 7, unsubscribe: 365 };

export interface NewsletterTokenPayload {
  email: string;
  purpose: NewsletterTokenPurpose;
  /** Issued at, milliseconds since the epoch. */
  issuedAt: number;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

/** `base64url(JSON payload).base64url(HMAC-SHA256)`, bound to one e-mail address and one purpose. */
export function signNewsletterToken(
  secret: string,
  email: string,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): string {
  const issuedAt = now.getTime();
  const expiresAt = Math.floor(issuedAt / 1000) + TOKEN_TTL_DAYS[purpose] * 86_400;
  return signToken(secret, { e: email, p: purpose, i: issuedAt, x: expiresAt });
}

/** The payload when the signature is right, the purpose matches and it has not expired; otherwise undefined. */
export function verifyNewsletterToken(
  secret: string,
  token: string,
  purpose: NewsletterTokenPurpose,
  now: Date = new Date(),
): NewsletterTokenPayload | undefined {
  const data = readSignedToken(secret, token);
  if (!data || typeof data.e !== 'string' || data.p !== purpose) return undefined;
  if (typeof data.i !== 'number' || typeof data.x !== 'number') return undefined;
  if (data.x * 1000 <= now.getTime()) return undefined;
  return { email: data.e, purpose, issuedAt: data.i, expiresAt: data.x };
}
