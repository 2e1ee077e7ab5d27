import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';

/**
 * The sandbox's Stripe-like API answers only the key of its data folder, so nobody but the shop's own
 * server reads sessions (buyer e-mail, payment id), refunds, or opens a payment page on the shop's domain;
 * and the page it opens only ever sends the buyer back to the shop.
 */
let ctx: TestApp;
let other: TestApp;
let key: string;
beforeAll(async () => {
  [ctx, other] = await Promise.all([createModuleTestApp([]), createModuleTestApp([])]);
  key = ctx.app.secrets.paymentSandboxKey!;
});
afterAll(() => Promise.all([ctx.close(), other.close()]));

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function createSession(authorization: string | undefined, urls: { success?: string; cancel?: string }) {
  const base = ctx.config.publicUrl;
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: form({
      success_url: urls.success ?? `${base}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: urls.cancel ?? `${base}/cart`,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][product_data][name]': 'Anything at all',
      'line_items[0][quantity]': '1',
    }),
  });
}

describe('the payment sandbox API key', () => {
  it('is random per data folder, generated into its secrets with mode 600', () => {
    expect(key).toMatch(/^sk_test_[\w-]{40,}$/);
    expect(other.app.secrets.paymentSandboxKey).not.toBe(key);
    const file = join(ctx.config.dataDir, 'secrets', 'payment-sandbox-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is required to create, read or expire a session and to refund: none, a wrong one or the old constant answer 401', async () => {
    const created = await createSession(`Bearer ${key}`, {});
    expect(created.statusCode).toBe(200);
    const sessionId = created.json().id as string;
    const calls = [
      { method: 'POST' as const, url: '/v1/checkout/sessions' },
      { method: 'GET' as const, url: `/v1/checkout/sessions/${sessionId}` },
      { method: 'POST' as const, url: `/v1/checkout/sessions/${sessionId}/expire` },
      { method: 'POST' as const, url: '/v1/refunds' },
      { method: 'GET' as const, url: '/v1/refunds/re_unknown' },
      { method: 'GET' as const, url: '/v1/refunds?payment_intent=pi_unknown' },
    ];
    const wrongKeys = [
      undefined,
      'Bearer sk_test_sandbox',
      `Bearer ${other.app.secrets.paymentSandboxKey}`,
      key,
      `Basic ${key}`,
    ];
    for (const call of calls) {
      for (const authorization of wrongKeys) {
        const response = await ctx.app.inject({
          ...call,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(authorization ? { authorization } : {}),
          },
          payload: call.method === 'POST' ? form({ payment_intent: 'pi_x' }) : undefined,
        });
        expect(response.statusCode, `${call.method} ${call.url} with ${authorization}`).toBe(401);
        expect(response.body).not.toContain(sessionId);
      }
    }
    const read = await ctx.app.inject({
      url: `/v1/checkout/sessions/${sessionId}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.statusCode).toBe(200);
  });

  it("refuses a session whose success or cancel URL is not on the shop's origin (400)", async () => {
    const base = new URL(ctx.config.publicUrl);
    const foreign = [
      { success: 'https://evil.example/thanks' },
      { cancel: 'https://evil.example/back' },
      { success: `${base.protocol}//${base.hostname}.evil.example/x` },
      { success: `//evil.example/x` },
      { cancel: 'javascript:alert(1)' },
    ];
    for (const urls of foreign) {
      const response = await createSession(`Bearer ${key}`, urls);
      expect(response.statusCode, JSON.stringify(urls)).toBe(400);
      expect(response.json().error.param).toBe(urls.success ? 'success_url' : 'cancel_url');
    }
    expect((await createSession(`Bearer ${key}`, {})).statusCode).toBe(200);
  });
});
