import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestFigures } from './request-figures';

const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const help = { count: 'Requests answered', duration: 'Time to answer' };

describe('RequestFigures', () => {
  it("scrapes exactly as prom-client's counter and histogram fed the same requests", async () => {
    const ours = new Registry();
    const figures = new RequestFigures('http_requests_total', 'http_request_duration_seconds', buckets);
    figures.register(ours, help);
    const theirs = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const counter = new Counter({
      name: 'http_requests_total',
      help: help.count,
      labelNames,
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: help.duration,
      labelNames,
      buckets,
      registers: [theirs],
    });
    const requests: [string, string, number, number][] = [
      ['GET', '/api/products', 200, 0.0004],
      ['GET', '/api/products', 200, 0.001],
      ['GET', '/api/products', 200, 0.0031],
      ['GET', '/api/products/:id', 404, 0.02],
      ['POST', '/api/cart/quote', 400, 12],
      ['GET', '/api/products', 304, 0.0007],
      ['GET', 'unmatched', 404, 0.5],
    ];
    for (const [method, route, status, seconds] of requests) {
      figures.record(method, route, status, seconds);
      const labels = { method, route, status_code: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/products",status_code="200"} 2',
    );
    expect(text).toContain('http_requests_total{method="GET",route="/api/products",status_code="200"} 3');
  });

  it('shows nothing before the first request, as prom-client does', async () => {
    const registry = new Registry();
    new RequestFigures('a_total', 'b_seconds', buckets).register(registry, help);
    expect(await registry.metrics()).toBe(
      '# HELP a_total Requests answered\n# TYPE a_total counter\n\n# HELP b_seconds Time to answer\n# TYPE b_seconds histogram\n',
    );
  });
});
