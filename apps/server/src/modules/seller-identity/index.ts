/**
 * The seller's identity (docs/rules/back-office.md): the one stored copy that legal pages, e-mails and
 * documents show, its cache, and the back-office routes that keep it.
 */
import type { ShopModule } from '../shop-module';

export type { SellerIdentityCache } from './cache';

import { sellerIdentityPlugin } from './plugin';
import { adminSellerIdentityRoutes } from './routes';

export { readSellerIdentity } from './store';

export const sellerIdentityModule: ShopModule = {
  name: 'seller-identity',
  setup: async (app) => {
    await app.register(sellerIdentityPlugin);
  },
  adminRoutes: [adminSellerIdentityRoutes],
};
