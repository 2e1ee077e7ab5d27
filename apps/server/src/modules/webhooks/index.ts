/**
 * Outbound webhooks (docs/rules/webhooks.md): the owner's endpoints, the shop events' outbox and their signed
 * deliveries. Other modules record an event with `app.shopEvents` (`ShopEvents`), handed to them as a named
 * dependency, inside the transaction of the change it reports; they use this file only.
 */
import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import type { Resolve } from './addresses';
import { adminWebhookRoutes } from './admin-routes';
import { webhookDeliveriesPlugin, webhooksPlugin } from './plugin';

export type { ShopEvents } from './plugin';

declare module '../shop-module' {
  interface ModuleDependencies {
    /** The webhooks' time instead of the real one: tests move it to a retry's time. */
    webhookClock?: () => Date;
    /** A name resolver instead of DNS: tests resolve their own names without the network. */
    webhookResolve?: Resolve;
  }
}

export const webhooksModule: ShopModule = {
  name: 'webhooks',
  needs: [sellerIdentityModule],
  setup: async (app, { dependencies }) => {
    await app.register(webhooksPlugin, {
      clock: dependencies.webhookClock,
      resolve: dependencies.webhookResolve,
    });
  },
  adminRoutes: [adminWebhookRoutes],
  background: async (app) => {
    await app.register(webhookDeliveriesPlugin);
  },
};
