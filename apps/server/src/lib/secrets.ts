import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './fs/durable-write';

/**
 * Returns the secret from the environment when given, else the one generated into the data directory on
 * first start (mode 600), so a fresh clone runs without configuration and never commits a secret.
 */
export function loadOrCreateSecret(
  dataDir: string,
  name: string,
  fromEnv: string | undefined,
  bytes = 48,
): string {
  return loadOrCreateGeneratedSecret(dataDir, name, fromEnv, () => randomBytes(bytes).toString('base64url'));
}

/** The same convention for a secret with its own format (e.g. a PEM key pair), made by `generate`. */
export function loadOrCreateGeneratedSecret(
  dataDir: string,
  name: string,
  fromEnv: string | undefined,
  generate: () => string,
): string {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
    const secret = generate();
    writeFileSync(file, secret, { mode: PRIVATE_FILE, flag: 'wx' });
    return secret;
  }
}

/** A fresh Ed25519 private key in PKCS#8 PEM (the licence signing key when none is configured). */
export function generateSigningKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Every secret of the server, each from its variable or generated into DATA_DIR/secrets. */
export interface AppSecrets {
  /** Bearer tokens (JWT_SECRET); e-mail verification links derive their key from it. */
  jwt: string;
  /** Signed file links served by this server. */
  fileUrls: string;
  /** Stripe webhook signatures (STRIPE_WEBHOOK_SECRET); the sandbox signs with the same. */
  stripeWebhook: string;
  /** Newsletter confirm and unsubscribe links (NEWSLETTER_SECRET). */
  newsletter: string;
  /** Encrypts second-factor secrets at rest (TWO_FACTOR_ENCRYPTION_KEY). */
  twoFactorKey: string;
  /** Signs licences (LICENSE_SIGNING_KEY, an Ed25519 PEM). */
  licenceSigningKeyPem: string;
  /** Authenticates licence deliveries to LICENSE_EXPORT_URL (LICENSE_EXPORT_SECRET). */
  licenceExport: string;
  /**
   * The payment sandbox's API key (`sk_test_…`), random per data folder: only this server's own SDK client
   * may create, read or expire sessions and refund. Undefined with real Stripe.
   */
  paymentSandboxKey: string | undefined;
}

/**
 * The one place secrets are read: `app.ts` calls it once and decorates `app.secrets`, so no plugin or
 * module reads a secret file or variable of its own.
 */
export function loadSecrets(config: AppConfig): AppSecrets {
  const secret = (name: string, fromEnv: string | undefined, bytes?: number) =>
    loadOrCreateSecret(config.dataDir, name, fromEnv, bytes);
  const webhook = secret('stripe-webhook-secret', config.stripe.webhookSecret, 32);
  return {
    jwt: secret('jwt-secret', config.jwtSecret),
    fileUrls: secret('file-url-secret', undefined),
    stripeWebhook: webhook.startsWith('whsec_') ? webhook : `whsec_${webhook}`,
    newsletter: secret('newsletter-secret', config.newsletterSecret),
    twoFactorKey: secret('two-factor-key', config.twoFactor.encryptionKey),
    licenceSigningKeyPem: loadOrCreateGeneratedSecret(
      config.dataDir,
      'licence-signing-key.pem',
      config.licences.signingKeyPem,
      generateSigningKeyPem,
    ),
    licenceExport: secret('licence-export-secret', config.licences.exportSecret),
    paymentSandboxKey: config.paymentSandbox
      ? `sk_test_${secret('payment-sandbox-key', undefined, 32)}`
      : undefined,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: AppSecrets;
  }
}
