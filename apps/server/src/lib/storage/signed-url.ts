import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hmacSign, hmacVerify } from '../hmac';

/**
 * Who may use a link: `uid` alone, or (`admins`) `uid` and any admin, for an order's documents, which the
 * back-office may read as the buyer does. An unbound link (neither) serves whoever holds it.
 */
interface LinkHolder {
  uid?: string;
  admins?: boolean;
}

/** What a download link's signature covers; a bound link covers its holder too, so it cannot be unbound. */
const signedPart = (key: string, exp: number, name: string, { uid, admins }: LinkHolder) => {
  const base = `${key}\n${exp}\n${name}`;
  if (uid === undefined) return base;
  return admins ? `${base}\n${uid}\nadmins` : `${base}\n${uid}`;
};

/**
 * Short-lived download links for files in storage: `/api/files/download?key&exp&name[&uid[&adm=1]]&sig`, where
 * `sig` is an HMAC-SHA256 of key, expiry, file name and (for links bound to a user) the user id and whether
 * admins may use it too. A tampered or expired link is refused; the files route also refuses a bound link to
 * anyone it does not name.
 */
export class SignedUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A relative URL (same origin as the API) valid for `ttlSeconds`, bound to `userId` when given. */
  createSignedUrl(key: string, ttlSeconds: number, filename: string, userId?: string): string {
    return this.link(key, ttlSeconds, filename, { uid: userId });
  }

  /**
   * A link to one of `ownerId`'s order documents (invoice, receipt, credit note: name, address, VAT number,
   * what they bought): it serves that owner's session or an admin's, nobody else (SECURITY.md).
   */
  createOwnerDocumentUrl(key: string, ttlSeconds: number, filename: string, ownerId: string): string {
    return this.link(key, ttlSeconds, filename, { uid: ownerId, admins: true });
  }

  /** True when the signature matches and the link has not expired. */
  verify(params: { key: string; exp: number; name: string; uid?: string; adm?: '1'; sig: string }): boolean {
    if (params.exp * 1000 < this.now()) return false;
    const holder = { uid: params.uid, admins: params.adm === '1' };
    return hmacVerify(this.secret, signedPart(params.key, params.exp, params.name, holder), params.sig);
  }

  private link(key: string, ttlSeconds: number, filename: string, holder: LinkHolder): string {
    const exp = Math.floor(this.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({ key, exp: String(exp), name: filename });
    if (holder.uid !== undefined) query.set('uid', holder.uid);
    if (holder.uid !== undefined && holder.admins) query.set('adm', '1');
    query.set('sig', hmacSign(this.secret, signedPart(key, exp, filename, holder)));
    return `/api/files/download?${query.toString()}`;
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
