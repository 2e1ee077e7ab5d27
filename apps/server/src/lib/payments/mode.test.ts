import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';

describe('payment mode', () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    [withKey, withoutKey] = await Promise.all([
      createModuleTestApp([], {
        STRIPE_SECRET_KEY: 'sk_test_real_key_for_mode_check',
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
      }),
      createModuleTestApp([]),
    ]);
  });
  afterAll(() => Promise.all([withKey.close(), withoutKey.close()]));

  it('serves the sandbox and its hosted page only when no Stripe key is set', async () => {
    expect(withoutKey.app.payments.mode).toBe('sandbox');
    // An unknown session is a 404 of the sandbox itself, not of a missing route.
    const sandboxPage = await withoutKey.app.inject({
      method: 'GET',
      url: '/sandbox/stripe/pay/cs_test_unknown',
    });
    expect(sandboxPage.body).not.toContain('routeNotFound');
    const sandboxApi = await withoutKey.app.inject({ method: 'POST', url: '/v1/checkout/sessions' });
    expect(sandboxApi.body).not.toContain('routeNotFound');

    expect(withKey.app.payments.mode).not.toBe('sandbox');
    for (const url of ['/sandbox/stripe/pay/cs_test_unknown', '/v1/checkout/sessions']) {
      const method = url.startsWith('/v1') ? 'POST' : 'GET';
      const response = await withKey.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('routeNotFound');
    }
  });
});
