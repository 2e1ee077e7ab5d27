/** Free trials (docs/rules/trials.md): what the app, the back-office and the order lifecycle use. */
import type { ShopModule } from '../shop-module';

export { convertTrials } from './conversion';

import { trialMailsPlugin } from './plugin';
import { adminTrialRoutes, trialRoutes } from './routes';

export const trialsModule: ShopModule = {
  name: 'trials',
  routes: [trialRoutes],
  adminRoutes: [adminTrialRoutes],
  background: async (app) => {
    await app.register(trialMailsPlugin);
  },
};
