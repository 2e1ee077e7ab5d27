import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hmacSign, hmacVerify } from '../hmac';

/** What a download link's signature covers. */
const signedPart = (key: string, exp: number, name: string) => `${key}\n${exp}\n${name}`;

/**
 * Short-lived download links for files in storage: `/api/files/download?key&exp&name&sig`, where `sig` is
 * an HMAC-SHA256 of key, expiry and file name. A tampered or expired link is refused.
 */
export class SignedUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A relative URL (same origin as the API) valid for `ttlSeconds`. */
  createSignedUrl(key: string, ttlSeconds: number, filename: string): string {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({
      key,
      exp: String(exp),
      name: filename,
      sig: hmacSign(this.secret, signedPart(key, exp, filename)),
    });
    return `/api/files/download?${query.toString()}`;
  }

  /** True when the signature matches and the link has not expired. */
  verify(params: { key: string; exp: number; name: string; sig: string }): boolean {
    if (params.exp * 1000 < this.now()) return false;
    return hmacVerify(this.secret, signedPart(params.key, params.exp, params.name), params.sig);
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
