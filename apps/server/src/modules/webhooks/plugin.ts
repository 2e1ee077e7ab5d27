import type { ShopEvent } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../lib/db/client';
import { dueTaskOn } from '../../lib/due-work';
import { type Resolve, resolveHost } from './addresses';
import { deliverDue, nextDeliveryAt, WEBHOOK_DELIVERIES } from './delivery';
import type { WebhookDeps } from './deps';
import { recordShopEvent } from './outbox';
import { sendWebhook } from './sender';

/** What other modules may do with webhooks: record an event in their own transaction (docs/rules/webhooks.md). */
export interface ShopEvents {
  /** Records `event` in `tx`; its deliveries go out once the transaction has committed. */
  record(tx: Executor, event: ShopEvent): Promise<void>;
}

/** How long after recording an event its sender is woken: time for the recording transaction to commit. */
const WAKE_AFTER_RECORD_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' outbox for other modules (`ShopEvents`), handed to them as a named dependency. */
    shopEvents: ShopEvents;
    /** The parts the webhooks' services reach (deps.ts), built once. */
    webhookDeps: WebhookDeps;
  }
}

export interface WebhookPluginOptions {
  clock?: () => Date;
  resolve?: Resolve;
}

/** The webhooks' named parts from the app's, and the outbox other modules record their events in. */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, options: WebhookPluginOptions) => {
    const deps: WebhookDeps = {
      db: app.db,
      clock: options.clock ?? (() => new Date()),
      publicUrl: app.config.publicUrl,
      resolve: options.resolve ?? resolveHost,
      send: sendWebhook,
      mail: app.mail,
      sellerIdentity: { current: () => app.sellerIdentity.current() },
      log: app.log,
    };
    app.decorate('webhookDeps', deps);
    app.decorate('shopEvents', {
      async record(tx, event) {
        await recordShopEvent(tx, event, deps.clock());
        setTimeout(() => app.dueWork.wake(WEBHOOK_DELIVERIES), WAKE_AFTER_RECORD_MS).unref();
      },
    } satisfies ShopEvents);
  },
  { name: 'webhooks', dependencies: ['database', 'mail', 'seller-identity', 'due-work'] },
);

/** Sends due deliveries at their time (lib/due-work.ts): at once, then on the retry schedule. */
export const webhookDeliveriesPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.scheduledTasksEnabled) return;
    const deps = app.webhookDeps;
    app.dueWork.add(
      WEBHOOK_DELIVERIES,
      dueTaskOn(
        () => deps.clock(),
        (now) => deliverDue(deps, now),
        (now) => nextDeliveryAt(deps, now),
      ),
    );
  },
  { name: 'webhook-deliveries', dependencies: ['webhooks', 'due-work'] },
);
