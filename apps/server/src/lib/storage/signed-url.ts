import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Short-lived download links for files in storage: `/api/files/download?key&exp&name&sig`, where `sig` is
 * an HMAC-SHA256 of key, expiry and file name. A tampered or expired link is refused.
 */
export class SignedUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private sign(key: string, exp: number, name: string): string {
    return createHmac('sha256', this.secret).update(`${key}\n${exp}\n${name}`).digest('base64url');
  }

  /** A relative URL (same origin as the API) valid for `ttlSeconds`. */
  createSignedUrl(key: string, ttlSeconds: number, filename: string): string {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({
      key,
      exp: String(exp),
      name: filename,
      sig: this.sign(key, exp, filename),
    });
    return `/api/files/download?${query.toString()}`;
  }

  /** True when the signature matches and the link has not expired. */
  verify(params: { key: string; exp: number; name: string; sig: string }): boolean {
    if (params.exp * 1000 < this.now()) return false;
    const expected = Buffer.from(this.sign(params.key, params.exp, params.name));
    const given = Buffer.from(params.sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
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
