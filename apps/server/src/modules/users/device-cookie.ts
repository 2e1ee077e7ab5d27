import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { hmacSign, hmacVerify } from '../../lib/hmac';
import type { AccountDeps } from './deps';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that signed
 * in to an account gets a cookie naming that account and a random nonce, signed with a key derived from
 * JWT_SECRET. A sign-in that presents a valid one for the account it names is judged by that device's own
 * failures only, so strangers guessing the password never keep the owner out; everyone else is slowed per
 * account and per IP (sign-in-throttle.ts). The cookie proves nothing else and opens nothing else.
 */
export const DEVICE_COOKIE = 'shop_device';
/** Sent only to the sign-in routes (the password step and the code step under it). */
const COOKIE_PATH = '/api/users/signin';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

export interface DeviceCookie {
  userId: string;
  nonce: string;
}

const secretOf = (deps: Pick<AccountDeps, 'secrets'>) => hmacSign(deps.secrets.jwt, 'device-cookie');

function cookieValue(request: { headers: IncomingHttpHeaders }): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The request's device cookie when its signature holds; undefined for none, a forged or a malformed one. */
export function readDeviceCookie(
  deps: Pick<AccountDeps, 'secrets'>,
  request: { headers: IncomingHttpHeaders },
): DeviceCookie | undefined {
  const [userId, nonce, signature, ...rest] = (cookieValue(request) ?? '').split('.');
  if (!userId || !nonce || !signature || rest.length > 0) return undefined;
  if (!hmacVerify(secretOf(deps), `${userId}.${nonce}`, signature)) return undefined;
  return { userId, nonce };
}

/** The throttle key of one device of one account: its failures are its own. */
export const deviceThrottleKey = (device: DeviceCookie) => `device:${device.userId}:${device.nonce}`;

/**
 * After a completed sign-in of `userId`: the browser's cookie for that account is kept (its failure count
 * goes on) or a new one is set. HttpOnly, SameSite=Lax, Secure in production or behind an https PUBLIC_URL.
 */
export function issueDeviceCookie(
  deps: Pick<AccountDeps, 'secrets' | 'config'>,
  reply: FastifyReply,
  userId: string,
  current: DeviceCookie | undefined,
): void {
  const nonce = current?.userId === userId ? current.nonce : randomBytes(18).toString('base64url');
  const value = `${userId}.${nonce}.${hmacSign(secretOf(deps), `${userId}.${nonce}`)}`;
  const secure = deps.config.env === 'production' || deps.config.publicUrl.startsWith('https://');
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
