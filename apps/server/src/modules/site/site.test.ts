import { afterEach, describe, expect, it } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { sellerIdentityModule } from '../seller-identity';
import { siteModule } from '.';

/** One build serves every installation: what differs per shop reaches the page at run time. */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/config/public', () => {
  it('shows no partner widget and no measurement script unless configured', async () => {
    testApp = await createModuleTestApp([siteModule, sellerIdentityModule]);
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ partnerWidgetUrl: null, measurementScriptUrl: null });
  });

  it('says the shop is a demo exactly when the payment sandbox takes the payments', async () => {
    testApp = await createModuleTestApp([siteModule, sellerIdentityModule]);
    const sandbox = await testApp.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(sandbox.json().demoShop).toBe(true);
    await testApp.close();
    testApp = await createModuleTestApp([siteModule, sellerIdentityModule], {
      STRIPE_SECRET_KEY: 'sk_test_real_key_for_the_ribbon',
    });
    const stripe = await testApp.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(stripe.json().demoShop).toBe(false);
  });

  it('hands the configured partner widget to the page and lets the CSP load it', async () => {
    testApp = await createModuleTestApp([siteModule, sellerIdentityModule], {
      PARTNER_WIDGET_URL: 'https://widgets.partner.example/free.js',
    });
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(answer.json().partnerWidgetUrl).toBe('https://widgets.partner.example/free.js');
    expect(answer.headers['content-security-policy']).toContain('https://widgets.partner.example');
  });
});
