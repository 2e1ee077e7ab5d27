import { resolve } from 'node:path';
import type { SellerIdentity } from '@shop/contracts';
import { z } from 'zod';
import { ConfigError } from './config-error';
import type { S3StorageOptions } from './lib/storage/s3-storage';
import { sellerEnvFields, sellerInitialOf } from './seller-config';

/** The European Commission's VIES REST service (docs/rules/vat.md). */
const OFFICIAL_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; the README's configuration table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(200).optional(),
  FULFILMENT_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(4),
  PDF_RENDER_THREADS: z.coerce.number().int().min(1).max(32).default(1),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  ADMIN_REQUIRE_2FA: booleanFromEnv.optional(),
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  PAYMENT_SANDBOX: z.enum(['demo']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ninja Indicators <no-reply@ninja-indicators.local>'),
  SUPPORT_EMAIL: z.email().default('support@ninja-indicators.local'),
  MAIL_WORKER_ENABLED: booleanFromEnv.default(true),
  NEWSLETTER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(24 * 3600 * 1000)
    .default(15 * 60 * 1000),
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  VAT_MODE: z.enum(['fr', 'oss']).default('fr'),
  VIES_URL: z.union([z.literal('off'), z.url()]).default(OFFICIAL_VIES_URL),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  VIES_UNCONFIRMED: z.enum(['charge', 'reverse']).default('charge'),
  VIES_RECHECK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(6),
  VIES_RECHECK_DAYS: z.coerce.number().int().min(0).max(366).default(30),
  ...sellerEnvFields,
  PARTNER_WIDGET_URL: z.url().optional(),
  MEASUREMENT_SCRIPT_URL: z.url().optional(),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
  LICENSE_SIGNING_KEY: z
    .string()
    .regex(/-----BEGIN PRIVATE KEY-----/, 'must be an Ed25519 private key in PKCS#8 PEM')
    .optional(),
  LICENSE_FILE_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LICENSE_EXPORT_URL: z.url().optional(),
  LICENSE_EXPORT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LICENSE_EXPORT_WORKER_ENABLED: booleanFromEnv.default(true),
  LICENSE_AUTO_APPROVE_MOVES: booleanFromEnv.default(false),
  LICENSE_MOVE_COOLDOWN_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(168),
  /** Machines at once per seat when the product sets none (docs/rules/seats.md). */
  LICENSE_MACHINES_PER_SEAT: z.coerce.number().int().min(1).max(20).default(2),
  /** Days a seat's licence file (signed in from the indicator) stays valid; check-ins refresh it. */
  SEAT_FILE_VALIDITY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Days past a seat file's expiry the client keeps running when it cannot reach the shop. */
  SEAT_OFFLINE_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(3),
  /** A seat's machine not seen (no check-in) for this many days is freed by the scheduled sweep. */
  SEAT_IDLE_RELEASE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  SCHEDULED_TASKS_ENABLED: booleanFromEnv.default(true),
  /** Hours after a card checkout opened that its payment reminder falls due (docs/rules/checkout.md). */
  PAYMENT_REMINDER_HOURS: z.coerce.number().int().min(1).max(23).default(4),
  /** Days a lease keeps running after a failed renewal (docs/rules/leases.md). */
  LEASE_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Releases kept per product, newest first; older ones are deleted with their zips (docs/rules/releases.md). */
  RELEASES_KEPT: z.coerce.number().int().min(1).max(100).default(5),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database:
    | { kind: 'postgres'; url: string; poolSize: number; poolMin: number }
    | { kind: 'pglite'; dataDir: string };
  webDistDir: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  admin: { email?: string; password?: string };
  twoFactor: {
    /** Admin routes refuse a token that did not pass the second factor (enrolment becomes compulsory). */
    requiredForAdmins: boolean;
    /** Key of the TOTP secrets at rest; generated into DATA_DIR/secrets when absent. */
    encryptionKey: string | undefined;
  };
  stripe: { secretKey?: string; webhookSecret?: string };
  /**
   * The built-in payment sandbox takes the payments (no STRIPE_SECRET_KEY): a demo shop where no money is
   * taken, which every page says. In production it needs the explicit PAYMENT_SANDBOX=demo.
   */
  paymentSandbox: boolean;
  mail: { smtpUrl?: string; from: string; supportEmail: string; workerEnabled: boolean };
  /** Payment outcomes applied at once per instance; the others queue (keeps connections for the storefront). */
  fulfilmentConcurrency: number;
  /** Worker threads rendering invoice and receipt PDFs. */
  pdfRenderThreads: number;
  newsletterSecret: string | undefined;
  redisUrl: string | undefined;
  rateLimitEnabled: boolean;
  /** Window of the sign-in/sign-up limits (per IP and per e-mail). */
  authRateLimitWindowMs: number;
  vatRatePercent: number;
  /** `fr`: French VAT for every buyer; `oss`: the buyer's EU country decides (docs/rules/vat.md). */
  vatMode: 'fr' | 'oss';
  /**
   * The VIES check of business buyers' VAT numbers (docs/rules/vat.md); `url` null when VIES_URL=off.
   * `unconfirmed`: what a number VIES did not answer about gets, VAT until confirmed (`charge`) or reverse charge.
   * `recheckHours`, `recheckDays`: the shop asks VIES again about such an order's number at most every so many
   * hours, for so many days after the order (0: never by itself), then leaves it to the back-office.
   */
  vies: {
    url: string | null;
    timeoutMs: number;
    unconfirmed: 'charge' | 'reverse';
    recheckHours: number;
    recheckDays: number;
  };
  /**
   * The seller identity's first values, from the SELLER_* variables set (empty where unset): stored on the
   * first start, then kept in the back-office (modules/seller-identity). Nothing else reads it.
   */
  sellerInitial: SellerIdentity;
  partnerWidgetUrl: string | undefined;
  /** Audience-measurement script, loaded by the web app only after the visitor consents to it. */
  measurementScriptUrl: string | undefined;
  seedOnEmpty: boolean;
  licences: {
    /** PKCS#8 PEM; generated into DATA_DIR/secrets when absent. */
    signingKeyPem: string | undefined;
    /**
     * Days a licence file stays valid after signing; a still-entitled buyer gets a fresh one (download,
     * refresh route), a revoked or replaced licence none (docs/licence-verification.md).
     */
    fileValidityDays: number;
    exportUrl: string | undefined;
    exportSecret: string | undefined;
    exportWorkerEnabled: boolean;
    autoApproveMoves: boolean;
    moveCooldownHours: number;
    /** docs/rules/seats.md: machines at once per seat (a product's own setting wins). */
    machinesPerSeat: number;
    seatFileValidityDays: number;
    seatOfflineGraceDays: number;
    seatIdleReleaseDays: number;
  };
  /** Bearer token required by /metrics; when unset, open outside production and off (404) in production. */
  metricsToken: string | undefined;
  /** Believe X-Forwarded-For/-Proto (client IP for rate limits, https for HSTS): only behind a proxy. */
  trustProxy: boolean;
  /** Run the periodic clean-ups (abandoned checkouts) in this instance. */
  scheduledTasksEnabled: boolean;
  /** Hours after a card checkout opened that the reminder its buyer asked for is sent, if still unpaid. */
  paymentReminderHours: number;
  /** Days a lease keeps running after a failed renewal (docs/rules/leases.md). */
  leaseGraceDays: number;
  releasesKept: number;
  /** S3-compatible file storage; undefined keeps files on the local disk under DATA_DIR/files. */
  s3: S3StorageOptions | undefined;
}

export { ConfigError };

/** Parses the environment; a bad value throws one line naming the variable and what is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const env = parsed.data;
  if (defined.LICENSE_VALIDITY_DAYS !== undefined) {
    // One variable says how long a file lasts; the old one, silently ignored, would keep a stale meaning.
    throw new ConfigError(
      'LICENSE_VALIDITY_DAYS was renamed LICENSE_FILE_VALIDITY_DAYS (every licence file now expires, 30 days by default, and is refreshed): set that one instead',
    );
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENT_SANDBOX !== 'demo') {
    // Else a forgotten key would open a shop where the test card buys real invoices.
    throw new ConfigError(
      'No payment key in production: set STRIPE_SECRET_KEY to take payments, or PAYMENT_SANDBOX=demo to run a demo shop that takes no money',
    );
  }
  if ((env.DATABASE_POOL_MIN ?? 0) > env.DATABASE_POOL_SIZE) {
    throw new ConfigError(
      `DATABASE_POOL_MIN (${env.DATABASE_POOL_MIN}) is above DATABASE_POOL_SIZE (${env.DATABASE_POOL_SIZE}): the pool cannot keep more connections open than it may hold`,
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          // A production instance opens its whole pool at start (the market open's burst, client.ts); a test or
          // development instance opens connections as it needs them.
          poolMin: env.DATABASE_POOL_MIN ?? (env.NODE_ENV === 'production' ? env.DATABASE_POOL_SIZE : 0),
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    jwtSecret: env.JWT_SECRET,
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    twoFactor: {
      requiredForAdmins: env.ADMIN_REQUIRE_2FA ?? env.NODE_ENV === 'production',
      encryptionKey: env.TWO_FACTOR_ENCRYPTION_KEY,
    },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    paymentSandbox: !env.STRIPE_SECRET_KEY,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      workerEnabled: env.MAIL_WORKER_ENABLED,
    },
    fulfilmentConcurrency: env.FULFILMENT_CONCURRENCY,
    pdfRenderThreads: env.PDF_RENDER_THREADS,
    newsletterSecret: env.NEWSLETTER_SECRET,
    redisUrl: env.REDIS_URL,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    authRateLimitWindowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
    vatRatePercent: env.VAT_RATE_PERCENT,
    vatMode: env.VAT_MODE,
    vies: {
      url: env.VIES_URL === 'off' ? null : env.VIES_URL,
      timeoutMs: env.VIES_TIMEOUT_MS,
      unconfirmed: env.VIES_UNCONFIRMED,
      recheckHours: env.VIES_RECHECK_HOURS,
      recheckDays: env.VIES_RECHECK_DAYS,
    },
    sellerInitial: sellerInitialOf(defined),
    partnerWidgetUrl: env.PARTNER_WIDGET_URL,
    measurementScriptUrl: env.MEASUREMENT_SCRIPT_URL,
    seedOnEmpty: env.SEED_ON_EMPTY,
    licences: {
      // A PEM pasted into one environment line often carries literal \n.
      signingKeyPem: env.LICENSE_SIGNING_KEY?.replaceAll('\\n', '\n'),
      fileValidityDays: env.LICENSE_FILE_VALIDITY_DAYS,
      exportUrl: env.LICENSE_EXPORT_URL,
      exportSecret: env.LICENSE_EXPORT_SECRET,
      exportWorkerEnabled: env.LICENSE_EXPORT_WORKER_ENABLED,
      autoApproveMoves: env.LICENSE_AUTO_APPROVE_MOVES,
      moveCooldownHours: env.LICENSE_MOVE_COOLDOWN_HOURS,
      machinesPerSeat: env.LICENSE_MACHINES_PER_SEAT,
      seatFileValidityDays: env.SEAT_FILE_VALIDITY_DAYS,
      seatOfflineGraceDays: env.SEAT_OFFLINE_GRACE_DAYS,
      seatIdleReleaseDays: env.SEAT_IDLE_RELEASE_DAYS,
    },
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    scheduledTasksEnabled: env.SCHEDULED_TASKS_ENABLED,
    paymentReminderHours: env.PAYMENT_REMINDER_HOURS,
    leaseGraceDays: env.LEASE_GRACE_DAYS,
    releasesKept: env.RELEASES_KEPT,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
