import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, signedEvent } from '../../../test/helpers/checkout';
import { captureLogs } from '../../../test/log-capture';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { catalogModule } from '../../modules/catalog';
import { checkoutModule } from '../../modules/checkout';
import { healthModule } from '../../modules/health';
import { redactUrl } from './request-logging';

const UUID = /^[0-9a-f-]{36}$/;

describe('request ids and request logs', () => {
  const logs = captureLogs();
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createModuleTestApp(
      [healthModule, catalogModule, checkoutModule],
      { MAIL_WORKER_ENABLED: 'false', LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
  });
  afterAll(() => ctx.close());

  it('echoes a sane incoming X-Request-Id and replaces anything else with a fresh UUID', async () => {
    const kept = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    for (const incoming of ['two words', 'x'.repeat(129), '', 'a"b', 'id\u202Ertl']) {
      const response = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': incoming } });
      expect(response.headers['x-request-id'], JSON.stringify(incoming)).toMatch(UUID);
    }
    const generated = await ctx.app.inject({ url: '/api/products' });
    expect(generated.headers['x-request-id']).toMatch(UUID);
    const again = await ctx.app.inject({ url: '/api/products' });
    expect(again.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
  });

  it('stamps the request id on every line logged while the request runs, app.log lines included', async () => {
    const requestId = `trace-${randomUUID()}`;
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      session: { id: 'cs_test_unmatched', payment_status: 'paid', metadata: { orderId: randomUUID() } },
    };
    const { payload, signature } = signedEvent(ctx, event);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature,
        'x-request-id': requestId,
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const lines = logs.lines.filter((line) => line.reqId === requestId);
    const messages = lines.map((line) => line.msg);
    // The service logs through app.log (no request at hand): the id still reaches its line.
    expect(messages).toContain('checkout session does not match an order');
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
    expect(lines.every((line) => line.reqId === requestId)).toBe(true);
    const serviceLine = logs
      .text()
      .split('\n')
      .find((line) => line.includes('does not match an order'))!;
    // Once per line, not twice (bindings and mixin would both add it).
    expect(serviceLine.split('"reqId"').length - 1).toBe(1);
    await postWebhook(ctx, payload, signature);
  });

  it('logs URLs without the values of signatures and tokens', () => {
    expect(redactUrl('/api/files/download?key=a.zip&exp=1&name=a.zip&sig=SECRET')).toBe(
      '/api/files/download?key=%5Bredacted%5D&exp=1&name=a.zip&sig=%5Bredacted%5D',
    );
    expect(redactUrl('/api/newsletter/confirm?token=abc.def')).not.toContain('abc.def');
    expect(redactUrl('/api/products?search=vwap&sort=price_desc')).toBe(
      '/api/products?search=vwap&sort=price_desc',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
