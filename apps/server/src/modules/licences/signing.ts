import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign as ed25519Sign,
  verify as ed25519Verify,
  type KeyObject,
} from 'node:crypto';
import {
  type LicencePayload,
  type LicencePublicKey,
  licencePayloadSchema,
  type RevocationPayload,
  revocationPayloadSchema,
} from '@shop/contracts';

/** The `typ` header of a licence: tells a licence apart from any other JWS signed with an Ed25519 key. */
export const LICENCE_TYPE = 'ninja-licence+jws';
/** The `typ` header of the revocation list, signed with the same key: never mistaken for a licence. */
export const REVOCATIONS_TYPE = 'ninja-revocations+jws';

/** A JSON value as a compact JWS part: its UTF-8 bytes in base64url. */
const jsonPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs licences with the shop's Ed25519 key as compact JWS (RFC 7515, alg EdDSA): three base64url parts,
 * header.payload.signature, which any Ed25519 library checks offline with the published public key.
 * Node's own Ed25519, synchronously, rather than jose's: jose signs and verifies through WebCrypto, an async job
 * on libuv's thread pool per file, and every check-in verifies one file and signs another (market-open bench,
 * docs/decisions/0014-licence-jws-on-node-crypto.md). The format is the one jose wrote and reads.
 */
export class LicenceSigner {
  private readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly keyId: string;

  constructor(privateKeyPem: string) {
    this.privateKey = createPrivateKey(privateKeyPem);
    if (this.privateKey.asymmetricKeyType !== 'ed25519')
      throw new Error('LICENSE_SIGNING_KEY is not Ed25519');
    this.publicKey = createPublicKey(this.privateKey);
    const der = this.publicKey.export({ type: 'spki', format: 'der' });
    this.keyId = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  }

  sign(payload: LicencePayload): Promise<string> {
    return this.signAs(LICENCE_TYPE, payload);
  }

  /** The revocation list (docs/licence-verification.md): the same key and scheme, another `typ`. */
  signRevocations(payload: RevocationPayload): Promise<string> {
    return this.signAs(REVOCATIONS_TYPE, payload);
  }

  private async signAs(typ: string, payload: object): Promise<string> {
    const signed = `${jsonPart({ alg: 'EdDSA', typ, kid: this.keyId })}.${jsonPart(payload)}`;
    return `${signed}.${ed25519Sign(null, Buffer.from(signed), this.privateKey).toString('base64url')}`;
  }

  describe(): LicencePublicKey {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return {
      algorithm: 'Ed25519',
      format: 'JWS compact (RFC 7515), alg EdDSA',
      keyId: this.keyId,
      publicKeyPem: this.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      jwk: { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid: this.keyId },
    };
  }
}

/** base64url that decodes and re-encodes to itself: a changed unused trailing bit cannot slip through. */
export const isCanonicalBase64Url = (part: string) =>
  /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

/**
 * Checks a licence file against a public key (PEM or KeyObject) and returns what it asserts; throws when
 * the signature, the format or the expiry does not hold. Any changed byte fails.
 */
export async function verifyLicence(
  licence: string,
  publicKey: KeyObject | string,
  now: Date = new Date(),
): Promise<LicencePayload> {
  const claims = await verifyLicenceSignature(licence, publicKey);
  if (claims.expiresAt && new Date(claims.expiresAt) < now)
    throw new Error(`licence expired on ${claims.expiresAt}`);
  return claims;
}

/**
 * What a licence file asserts once its signature and format hold, expired or not: the refresh route takes
 * an expired file of a licence still entitled (docs/licence-verification.md). Throws otherwise.
 */
export async function verifyLicenceSignature(
  licence: string,
  publicKey: KeyObject | string,
): Promise<LicencePayload> {
  return licencePayloadSchema.parse(
    await verifiedPayload(licence, publicKey, LICENCE_TYPE, 'a licence file'),
  );
}

/** Checks a revocation list against the public key and returns the revoked licence ids; throws otherwise. */
export async function verifyRevocationList(
  list: string,
  publicKey: KeyObject | string,
): Promise<RevocationPayload> {
  return revocationPayloadSchema.parse(
    await verifiedPayload(list, publicKey, REVOCATIONS_TYPE, 'a revocation list'),
  );
}

/** A compact JWS part's JSON object; throws for anything else. */
function jsonObjectOf(part: string, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`not ${what}`);
  return value as Record<string, unknown>;
}

/**
 * The JSON payload of a compact JWS of type `typ`, once its Ed25519 signature holds. As jose did: alg EdDSA
 * only, with an Ed25519 key, and no header extension (`crit`, `b64`) this verifier would have to understand.
 */
async function verifiedPayload(
  token: string,
  publicKey: KeyObject | string,
  typ: string,
  what: string,
): Promise<unknown> {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64Url)) throw new Error(`not ${what}`);
  const [header, payload, signature] = parts as [string, string, string];
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 public key');
  const protectedHeader = jsonObjectOf(header, what);
  if (protectedHeader.alg !== 'EdDSA' || 'crit' in protectedHeader || 'b64' in protectedHeader) {
    throw new Error(`not ${what}`);
  }
  const signed = Buffer.from(`${header}.${payload}`);
  if (!ed25519Verify(null, signed, key, Buffer.from(signature, 'base64url'))) {
    throw new Error('signature verification failed');
  }
  if (protectedHeader.typ !== typ) throw new Error(`not ${what}`);
  return jsonObjectOf(payload, what);
}
