import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, signedEvent } from '../../../test/helpers/checkout';
import { captureLogs } from '../../../test/log-capture';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { catalogModule } from '../../modules/catalog';
import { checkoutModule } from '../../modules/checkout';

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/products",status_code="200"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createModuleTestApp([catalogModule, checkoutModule], { MAIL_WORKER_ENABLED: 'false' });
  });
  afterAll(() => ctx.close());

  it('counts requests and latency per route pattern and status, with process and event-loop figures', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({ method: 'GET', url: '/api/products' });
    await ctx.app.inject({ method: 'GET', url: `/api/products/${randomUUID()}` });
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const list = { method: 'GET', route: '/api/products', status_code: '200' };
    expect(sample(text, 'http_requests_total', list)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', list)).toBe(2);
    // Millisecond buckets: a cached catalogue answer's p99 is told apart from one that waits a few ms.
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...list, le: '0.001' })).toBeDefined();
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...list, le: '0.0025' })).toBeDefined();
    // One series for every product id: the pattern, not the URL.
    expect(sample(text, 'http_requests_total', { route: '/api/products/:id', status_code: '404' })).toBe(1);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('reports mail queue depth and orders by status from the database', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    const queuedBefore = sample(before, 'shop_mail_queue_messages', { status: 'queued' }) ?? 0;
    await ctx.app.mail.enqueue({
      to: 'metrics@example.test',
      subject: 'Depth',
      text: 'x',
      html: '<p>x</p>',
      template: 'test',
      language: 'en',
    });
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'shop_mail_queue_messages', { status: 'queued' })).toBe(queuedBefore + 1);
    expect(text).toMatch(/^# TYPE shop_orders gauge/m);
    expect(text).toMatch(/^# TYPE shop_mail_failures_total counter/m);
  });

  it('counts webhook events processed and deduplicated', async () => {
    const event = {
      id: `evt_metrics_${randomUUID()}`,
      type: 'checkout.session.completed',
      session: { id: 'cs_test_metrics', payment_status: 'paid', metadata: { orderId: randomUUID() } },
    };
    const { payload, signature } = signedEvent(ctx, event);
    expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    expect((await postWebhook(ctx, payload, signature)).statusCode).toBe(200);
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(text, 'shop_webhook_events_total', { outcome: 'processed' })).toBe(1);
    expect(sample(text, 'shop_webhook_events_total', { outcome: 'duplicate' })).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-for-the-test-0123456789';
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createModuleTestApp([], { MAIL_WORKER_ENABLED: 'false', METRICS_TOKEN: token });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with another one, in the request language', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', token, `Bearer ${token}x`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('serves the metrics with the bearer token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE http_requests_total counter');
  });
});

describe('GET /metrics in production', () => {
  const production = { NODE_ENV: 'production', PAYMENT_SANDBOX: 'demo', MAIL_WORKER_ENABLED: 'false' };

  it('is off (404) without METRICS_TOKEN, and start-up says so in the log', async () => {
    const logs = captureLogs();
    const ctx = await createModuleTestApp(
      [],
      { ...production, LOG_LEVEL: 'info' },
      { logStream: logs.stream },
    );
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('shop_orders');
      expect(logs.text()).toContain('METRICS_TOKEN is not set: /metrics is off in production');
    } finally {
      await ctx.close();
    }
  });

  it('answers the bearer token only when METRICS_TOKEN is set', async () => {
    const token = 'production-metrics-token-0123456789';
    const ctx = await createModuleTestApp([], { ...production, METRICS_TOKEN: token });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const scraped = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('# TYPE shop_orders gauge');
    } finally {
      await ctx.close();
    }
  });
});
