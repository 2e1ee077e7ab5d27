import type { IncomingHttpHeaders } from 'node:http';
import { hmacSign, hmacVerify } from '../../lib/hmac';

/**
 * The referral cookie (docs/rules/affiliates.md): the last partner code a visitor clicked and when, signed so a
 * visitor cannot forge another partner's click or an older date. Sent to `/api` only, HttpOnly. With the
 * visitor's consent to measurement cookies it lives for the attribution window; without it, for the visit
 * (a session cookie, no Max-Age).
 */
export const REFERRAL_COOKIE = 'shop_ref';
const COOKIE_PATH = '/api';

/** A verified click: the partner's code and when it was made. */
export interface Referral {
  code: string;
  clickedAt: Date;
}

/** The cookie's key, derived from the bearer-token secret so no new secret is needed. */
export const referralCookieSecret = (jwtSecret: string) => hmacSign(jwtSecret, 'referral-cookie');

function cookieValue(headers: IncomingHttpHeaders): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The request's referral when its signature holds; undefined for none, a forged or a malformed one. */
export function readReferralCookie(secret: string, headers: IncomingHttpHeaders): Referral | undefined {
  const [code, time, signature, ...rest] = (cookieValue(headers) ?? '').split('.');
  if (!code || !time || !signature || rest.length > 0) return undefined;
  if (!hmacVerify(secret, `${code}.${time}`, signature)) return undefined;
  const clickedAt = new Date(Number(time));
  return Number.isNaN(clickedAt.getTime()) ? undefined : { code, clickedAt };
}

/** The `set-cookie` header of a click: for `windowDays` with consent, for the visit without. */
export function referralCookieHeader(
  options: { secret: string; secure: boolean },
  referral: Referral,
  keep: { consent: boolean; windowDays: number },
): string {
  const data = `${referral.code}.${referral.clickedAt.getTime()}`;
  const value = `${data}.${hmacSign(options.secret, data)}`;
  const lifetime = keep.consent ? `; Max-Age=${keep.windowDays * 24 * 3600}` : '';
  return `${REFERRAL_COOKIE}=${value}; Path=${COOKIE_PATH}${lifetime}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
