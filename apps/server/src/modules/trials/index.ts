/** Free trials (docs/rules/trials.md): what the app, the back-office and the order lifecycle use. */
import { licencesModule } from '../licences';
import { sellerIdentityModule } from '../seller-identity';
import type { ShopModule } from '../shop-module';
import { webhooksModule } from '../webhooks';

export { convertTrials } from './conversion';

import { trialMailsPlugin, trialsPlugin } from './plugin';
import { adminTrialRoutes, trialRoutes } from './routes';

declare module '../shop-module' {
  interface ModuleDependencies {
    /** The trials' time instead of the real one: tests move it past a trial's end. */
    trialClock?: () => Date;
  }
}

export const trialsModule: ShopModule = {
  name: 'trials',
  needs: [sellerIdentityModule, licencesModule, webhooksModule],
  setup: async (app, { dependencies }) => {
    await app.register(trialsPlugin, { clock: dependencies.trialClock });
  },
  routes: [trialRoutes],
  adminRoutes: [adminTrialRoutes],
  background: async (app) => {
    await app.register(trialMailsPlugin);
  },
};
