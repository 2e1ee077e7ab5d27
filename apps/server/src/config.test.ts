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
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty', /^Invalid configuration: PORT /],
    ['DATABASE_URL', 'mysql://localhost/shop', /^Invalid configuration: DATABASE_URL must be a postgres/],
    ['STRIPE_SECRET_KEY', 'pk_live_123', /^Invalid configuration: STRIPE_SECRET_KEY must start with sk_/],
    ['JWT_SECRET', 'short', /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    ['RATE_LIMIT_ENABLED', 'maybe', /^Invalid configuration: RATE_LIMIT_ENABLED /],
  ])('stops with one line naming %s when its value is bad', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
