import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.vatRatePercent).toBe(20);
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('switches to PostgreSQL when DATABASE_URL is set, and treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', SMTP_URL: '' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/shop',
      poolSize: 10,
      poolMin: 0,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('opens the whole PostgreSQL pool at start in production unless DATABASE_POOL_MIN says, never above the pool', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', DATABASE_POOL_SIZE: '12' };
    const production = { ...postgres, NODE_ENV: 'production', PAYMENT_SANDBOX: 'demo' };
    const poolMin = (env: Record<string, string>) => {
      const { database } = loadConfig(env);
      return database.kind === 'postgres' ? database.poolMin : undefined;
    };
    expect(poolMin(production)).toBe(12);
    expect(poolMin(postgres)).toBe(0);
    expect(poolMin({ ...production, DATABASE_POOL_MIN: '3' })).toBe(3);
    expect(poolMin({ ...postgres, DATABASE_POOL_MIN: '12' })).toBe(12);
    expect(() => loadConfig({ ...production, DATABASE_POOL_MIN: '13' })).toThrow(
      'DATABASE_POOL_MIN (13) is above DATABASE_POOL_SIZE (12)',
    );
  });

  it("requires the admins' second factor by default in production only, unless ADMIN_REQUIRE_2FA says", () => {
    const production = { NODE_ENV: 'production', PAYMENT_SANDBOX: 'demo' };
    expect(loadConfig(production).twoFactor.requiredForAdmins).toBe(true);
    expect(loadConfig({}).twoFactor.requiredForAdmins).toBe(false);
    expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: 'false' }).twoFactor.requiredForAdmins).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: 'true' }).twoFactor.requiredForAdmins).toBe(true);
  });

  it('refuses production without a payment key unless PAYMENT_SANDBOX=demo opts in to the demo shop', () => {
    const refusal = () => loadConfig({ NODE_ENV: 'production' });
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow(
      /^No payment key in production: set STRIPE_SECRET_KEY to take payments, or PAYMENT_SANDBOX=demo to run a demo shop that takes no money$/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes' })).toThrow(
      /^Invalid configuration: PAYMENT_SANDBOX /,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'demo' }).paymentSandbox).toBe(true);
    const withKey = loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(withKey.paymentSandbox).toBe(false);
    // Outside production the sandbox runs without asking, as on a developer's machine.
    expect(loadConfig({}).paymentSandbox).toBe(true);
  });

  it.each([
    ['ADMIN_REQUIRE_2FA', 'yes', /^Invalid configuration: ADMIN_REQUIRE_2FA /],
    [
      'TWO_FACTOR_ENCRYPTION_KEY',
      'short',
      /^Invalid configuration: TWO_FACTOR_ENCRYPTION_KEY must be at least 32/,
    ],
    ['PORT', 'eighty', /^Invalid configuration: PORT /],
    ['DATABASE_URL', 'mysql://localhost/shop', /^Invalid configuration: DATABASE_URL must be a postgres/],
    ['STRIPE_SECRET_KEY', 'pk_live_123', /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_/],
    ['JWT_SECRET', 'short', /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    ['RATE_LIMIT_ENABLED', 'maybe', /^Invalid configuration: RATE_LIMIT_ENABLED /],
  ])('stops with one line naming %s when its value is bad', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('gives every licence file a validity, 30 days unless LICENSE_FILE_VALIDITY_DAYS says; the old variable is refused by name', () => {
    expect(loadConfig({}).licences.fileValidityDays).toBe(30);
    expect(loadConfig({ LICENSE_FILE_VALIDITY_DAYS: '7' }).licences.fileValidityDays).toBe(7);
    expect(() => loadConfig({ LICENSE_FILE_VALIDITY_DAYS: '0' })).toThrow(
      /^Invalid configuration: LICENSE_FILE_VALIDITY_DAYS /,
    );
    expect(() => loadConfig({ LICENSE_FILE_VALIDITY_DAYS: '366' })).toThrow(ConfigError);
    expect(() => loadConfig({ LICENSE_VALIDITY_DAYS: '365' })).toThrow(
      /^LICENSE_VALIDITY_DAYS was renamed LICENSE_FILE_VALIDITY_DAYS/,
    );
  });
});
