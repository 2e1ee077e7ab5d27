import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { ConcurrencyLimit } from '../../lib/concurrency';

declare module 'fastify' {
  interface FastifyInstance {
    /** At most this many payment outcomes are applied at once (`applySessionOutcome`); the rest queue. */
    fulfilments: ConcurrencyLimit;
  }
}

/**
 * The per-instance cap on fulfilments. Each one holds a pool connection for its whole transaction, and
 * they all queue on the invoice counter's row lock anyway: past a few at once, more only take the pool's
 * connections away from the storefront (whose reads then wait for one) without paying faster. A webhook
 * waiting its turn is still answered only after its payment is committed. Closing waits for the queue,
 * before the database closes (plugins close in reverse order of registration).
 */
export const fulfilmentLimitPlugin = fp(
  async (app: FastifyInstance, options: { concurrency: number }) => {
    const limit = new ConcurrencyLimit(options.concurrency);
    app.decorate('fulfilments', limit);
    new Gauge({
      name: 'shop_fulfilments',
      help: 'Payment outcomes this instance is applying (state="running") or holding until a slot frees (state="queued")',
      labelNames: ['state'] as const,
      registers: [app.metrics.registry],
      collect() {
        this.set({ state: 'running' }, limit.running);
        this.set({ state: 'queued' }, limit.queued);
      },
    });
    app.addHook('onClose', () => limit.idle());
  },
  { name: 'fulfilment-limit', dependencies: ['database', 'metrics'] },
);
