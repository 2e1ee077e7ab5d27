import { resolve } from 'node:path';
import { z } from 'zod';

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
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
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
  SELLER_NAME: z.string().min(1).default('Ninja Indicators SAS (placeholder)'),
  SELLER_ADDRESS: z.string().min(1).default('1 rue de l’Exemple, 75000 Paris, France'),
  SELLER_VAT: z.string().min(1).default('FR00000000000'),
  SELLER_SIRET: z.string().min(1).default('000 000 000 00000'),
  PARTNER_WIDGET_URL: z.url().optional(),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  webDistDir: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  admin: { email?: string; password?: string };
  stripe: { secretKey?: string; webhookSecret?: string };
  mail: { smtpUrl?: string; from: string; supportEmail: string; workerEnabled: boolean };
  newsletterSecret: string | undefined;
  redisUrl: string | undefined;
  rateLimitEnabled: boolean;
  /** Window of the sign-in/sign-up limits (per IP and per e-mail). */
  authRateLimitWindowMs: number;
  vatRatePercent: number;
  /** Seller identity printed on invoices. */
  seller: { name: string; address: string; vat: string; siret: string };
  partnerWidgetUrl: string | undefined;
  seedOnEmpty: boolean;
}

export class ConfigError extends Error {}

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
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    jwtSecret: env.JWT_SECRET,
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      workerEnabled: env.MAIL_WORKER_ENABLED,
    },
    newsletterSecret: env.NEWSLETTER_SECRET,
    redisUrl: env.REDIS_URL,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    authRateLimitWindowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
    vatRatePercent: env.VAT_RATE_PERCENT,
    seller: {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      vat: env.SELLER_VAT,
      siret: env.SELLER_SIRET,
    },
    partnerWidgetUrl: env.PARTNER_WIDGET_URL,
    seedOnEmpty: env.SEED_ON_EMPTY,
  };
}
