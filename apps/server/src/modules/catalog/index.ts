/**
 * What other modules reuse of the catalogue: the back-office (the product row, its DTO, search and save)
 * and the storefront pages (product lookup, the product list and the app's one catalogue cache).
 */

import type { ShopModule } from '../shop-module';
import { adminCatalogueRoutes, catalogueImageRoutes } from './admin/catalogue-routes';
import { adminProductRoutes } from './admin/routes';
import { adminSellingRoutes } from './admin/selling-routes';
import type { CatalogueCommitWait } from './commit-wait';
import { catalogueCachePlugin } from './plugin';
import { catalogRoutes } from './routes';

export { bumpCatalogueVersion, CatalogueCache, CoalescedRead } from './cache';
export { type CachedAnswer, sendCachedAnswer } from './cached-answer';
export { CatalogueCommitWait } from './commit-wait';
export { type CachedProduct, cachedProductLookup } from './plugin';
export {
  bundleContents,
  findUpgradePath,
  namedProduct,
  productSelling,
  setBundleContents,
  setUpgradePaths,
  type UpgradePathRow,
  upgradePathsFrom,
  withBundleContents,
} from './selling';
export {
  adminProductDtoOf,
  availableStock,
  findProduct,
  listProducts,
  type ProductLookup,
  type ProductRow,
  productOrder,
  productSearchCondition,
  type RatedProductRow,
  ratedProductColumns,
  saveProduct,
  stockedProductColumns,
  toAdminProductDto,
  toProductDto,
} from './service';

declare module '../shop-module' {
  interface ModuleDependencies {
    /** The catalogue's commit-wait to use on PostgreSQL (tests pass one on a clock of their own). */
    catalogueCommitWait?: CatalogueCommitWait;
  }
}

export const catalogModule: ShopModule = {
  name: 'catalog',
  setup: async (app, { dependencies }) => {
    await app.register(catalogueCachePlugin, { commitWait: dependencies.catalogueCommitWait });
  },
  routes: [catalogRoutes, catalogueImageRoutes],
  adminRoutes: [adminProductRoutes, adminCatalogueRoutes, adminSellingRoutes],
};
