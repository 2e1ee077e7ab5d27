/** What the downloads and storefront modules use of releases (docs/rules/releases.md). */

import type { ShopModule } from '../shop-module';
import { releaseFeedRoutes } from './feed';
import { releaseNoticesPlugin } from './plugin';
import { adminReleaseRoutes, buyerReleaseRoutes } from './routes';

export type { LeaseTerms } from './entitlement';
export { findReleaseGrant, publicReleasesBySlug } from './service';

export const releasesModule: ShopModule = {
  name: 'releases',
  routes: [buyerReleaseRoutes],
  adminRoutes: [adminReleaseRoutes],
  background: async (app) => {
    await app.register(releaseNoticesPlugin);
    await app.register(releaseFeedRoutes);
  },
};
