import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hmacSign, hmacVerify } from '../hmac';

/** What a download link's signature covers; a link bound to a user covers its id too, so it cannot be unbound. */
const signedPart = (key: string, exp: number, name: string, uid?: string) =>
  uid === undefined ? `${key}\n${exp}\n${name}` : `${key}\n${exp}\n${name}\n${uid}`;

/**
 * Short-lived download links for files in storage: `/api/files/download?key&exp&name[&uid]&sig`, where `sig`
 * is an HMAC-SHA256 of key, expiry, file name and (for links bound to a user) the user id. A tampered or
 * expired link is refused; the files route also refuses a bound link to anyone but its user.
 */
export class SignedUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A relative URL (same origin as the API) valid for `ttlSeconds`, bound to `userId` when given. */
  createSignedUrl(key: string, ttlSeconds: number, filename: string, userId?: string): string {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ key, exp: String(exp), name: filename });
    if (userId !== undefined) query.set('uid', userId);
    query.set('sig', hmacSign(this.secret, signedPart(key, exp, filename, userId)));
    return `/api/files/download?${query.toString()}`;
  }

  /** True when the signature matches and the link has not expired. */
  verify(params: { key: string; exp: number; name: string; uid?: string; sig: string }): boolean {
    if (params.exp * 1000 < this.now()) return false;
    return hmacVerify(this.secret, signedPart(params.key, params.exp, params.name, params.uid), params.sig);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signedUrls: SignedUrls;
  }
}

export const signedUrlPlugin = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    app.decorate('signedUrls', new SignedUrls(options.secret));
  },
  { name: 'signed-urls' },
);
