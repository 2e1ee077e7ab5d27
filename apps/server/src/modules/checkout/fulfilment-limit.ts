import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { BatchingLimit } from '../../lib/concurrency';
import { applySessionOutcomes, type OutcomeJob, type OutcomeResult } from './session-outcomes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Payment outcomes being applied (`applySessionOutcome`): at most `limit` transactions at once, the
     * outcomes arriving meanwhile applied together by the next one.
     */
    fulfilments: BatchingLimit<OutcomeJob, OutcomeResult>;
  }
}

/**
 * The most outcomes one transaction applies. A batch holds the invoice counter's lock for its few
 * statements whatever its size; this only bounds the statements' parameters and the time one waits for all.
 */
const MAX_BATCH = 32;

/**
 * The per-instance cap on fulfilment transactions. Each one holds a pool connection until it commits, and
 * they all queue on the invoice counter's row lock anyway: past a few at once, more only take the pool's
 * connections away from the storefront (whose reads then wait for one) without paying faster. Outcomes
 * arriving while every slot is taken are applied together by the next free one (`BatchingLimit`), so a burst
 * pays in a few commits instead of one per order. A webhook waiting its turn is still answered only after its
 * payment is committed. Closing waits for the queue, before the database closes (plugins close in reverse
 * order of registration).
 */
export const fulfilmentLimitPlugin = fp(
  async (app: FastifyInstance, options: { concurrency: number }) => {
    const limit = new BatchingLimit<OutcomeJob, OutcomeResult>(options.concurrency, MAX_BATCH, (jobs) =>
      applySessionOutcomes(
        {
          db: app.db,
          lifecycle: app.orderLifecycle,
          log: app.log,
          paidCards: app.ownCardRule,
        },
        jobs,
      ),
    );
    app.decorate('fulfilments', limit);
    new Gauge({
      name: 'shop_fulfilments',
      help: 'Fulfilment transactions this instance is running (state="running") and payment outcomes waiting for one (state="queued")',
      labelNames: ['state'] as const,
      registers: [app.metrics.registry],
      collect() {
        this.set({ state: 'running' }, limit.running);
        this.set({ state: 'queued' }, limit.queued);
      },
    });
    app.addHook('onClose', () => limit.idle());
  },
  { name: 'fulfilment-limit', dependencies: ['database', 'metrics', 'affiliates'] },
);
