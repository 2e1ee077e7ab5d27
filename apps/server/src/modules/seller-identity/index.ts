/**
 * The seller's identity (docs/rules/back-office.md): the one stored copy that legal pages, e-mails and
 * documents show, its cache, and the back-office routes that keep it.
 */
import { catalogModule } from '../catalog';
import type { ShopModule } from '../shop-module';

import type { SellerIdentityCache } from './cache';

export type { SellerIdentityCache };

/** What e-mails and pages read of the seller: the stored identity, from the instance's cache. */
export type CurrentSeller = Pick<SellerIdentityCache, 'current'>;

import { sellerIdentityPlugin } from './plugin';
import { adminSellerIdentityRoutes } from './routes';

export { readSellerIdentity } from './store';
export { type SupportAddress, supportAddressOf } from './support';

export const sellerIdentityModule: ShopModule = {
  name: 'seller-identity',
  needs: [catalogModule],
  setup: async (app) => {
    await app.register(sellerIdentityPlugin);
  },
  adminRoutes: [adminSellerIdentityRoutes],
};
