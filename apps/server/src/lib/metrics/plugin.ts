import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { unauthorized } from '../errors';
import { carriesBearerToken } from '../hmac';
import { RequestFigures } from './request-figures';

/** The shop's own counters, incremented where the events happen. */
export interface ShopMetrics {
  registry: Registry;
  /** Mail hand-overs that failed (a retry is scheduled, or the message is given up). */
  mailFailures: Counter<'template'>;
  /** Stripe webhook events by outcome: processed, or duplicate (already handled, acknowledged again). */
  webhookEvents: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/**
 * Prometheus metrics at `/metrics` (prom-client, one registry per app so tests can build many apps):
 * HTTP count and latency per route and status, process and event-loop figures, mail queue depth and
 * orders by status read from the database at scrape time (so every instance reports the shared truth),
 * mail failures and webhook outcomes counted by this instance. With METRICS_TOKEN set, the scrape needs
 * `Authorization: Bearer <token>`. In production without a token the route is not served at all (404), so
 * order counts never go public by omission; the counters still run for a token set at the next start.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined; production: boolean }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new RequestFigures(
      'http_requests_total',
      'http_request_duration_seconds',
      [
        // A cached catalogue answer takes about a millisecond: the low buckets tell whether it still does.
        0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
      ],
    );
    requests.register(registry, {
      count: 'HTTP requests answered, by method, route pattern and status code',
      duration: 'Time to answer an HTTP request, by method, route pattern and status code',
    });
    const countBy = async (table: 'mail_queue' | 'orders') => {
      const result: unknown = await app.db.execute(
        sql`select status, count(*)::int as count from ${sql.identifier(table)} group by status`,
      );
      // node-postgres and PGlite both answer { rows }.
      return (result as { rows: { status: string; count: number }[] }).rows;
    };
    new Gauge({
      name: 'shop_mail_queue_messages',
      help: 'Messages in the mail queue by status (queued and sending are the depth still to deliver)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await countBy('mail_queue')) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'shop_orders',
      help: 'Orders by status (status="paid" is the number of orders paid)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await countBy('orders')) this.set({ status: row.status }, row.count);
      },
    });

    app.decorate('metrics', {
      registry,
      mailFailures: new Counter({
        name: 'shop_mail_failures_total',
        help: 'Mail hand-overs that failed, by template',
        labelNames: ['template'] as const,
        registers: [registry],
      }),
      webhookEvents: new Counter({
        name: 'shop_webhook_events_total',
        help: 'Stripe webhook events with a valid signature, by outcome (processed or duplicate)',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
    } satisfies ShopMetrics);

    // Synchronous: every request runs it, and an async hook costs a promise and a turn of the queue.
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, not the URL: one series per route whatever its ids.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    if (options.production && !options.token) {
      app.log.info(
        'METRICS_TOKEN is not set: /metrics is off in production (set it to scrape with a bearer token)',
      );
      return;
    }
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (options.token && !carriesBearerToken(request.headers.authorization, options.token)) {
        throw unauthorized();
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
