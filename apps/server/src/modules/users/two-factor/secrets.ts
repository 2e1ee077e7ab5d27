import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const FORMAT = 'v1';

/**
 * The server-side protection of second factors: TOTP secrets encrypted at rest (AES-256-GCM, the row's
 * user id as associated data so a ciphertext copied onto another account does not decrypt) and recovery
 * codes hashed with a key the database does not hold (HMAC-SHA-256), so a stolen dump reveals neither.
 */
export class TwoFactorVault {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(keyMaterial: string) {
    this.encryptionKey = createHash('sha256').update(`totp-secret:${keyMaterial}`).digest();
    this.hashKey = createHash('sha256').update(`recovery-code:${keyMaterial}`).digest();
  }

  encrypt(userId: string, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), ciphertext].map(encode).join('.');
  }

  /** Throws when the value was not encrypted for this user with this key (tampered, moved or re-keyed). */
  decrypt(userId: string, stored: string): string {
    const [format, iv, tag, ciphertext] = stored.split('.');
    if (format !== FORMAT || !iv || !tag || !ciphertext) throw new Error('unknown two-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** The stored form of a normalised recovery code; the same code of another account hashes differently. */
  hashRecoveryCode(userId: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${userId}:${code}`).digest('base64url');
  }
}

const encode = (value: string | Buffer) => (typeof value === 'string' ? value : value.toString('base64url'));

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorVault: TwoFactorVault;
  }
}

/** `app.twoFactorVault`, keyed by `app.secrets.twoFactorKey`. */
export const twoFactorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('twoFactorVault', new TwoFactorVault(app.secrets.twoFactorKey));
  },
  { name: 'two-factor' },
);
