/**
 * What other modules reuse of the catalogue: the back-office (the product row, its DTO, search and save)
 * and the storefront pages (product lookup, the product list and the app's one catalogue cache).
 */
export { CatalogueCache, CoalescedRead } from './cache';
export { type CachedAnswer, sendCachedAnswer } from './cached-answer';
export { CatalogueCommitWait } from './commit-wait';
export { type CachedProduct, cachedProductLookup, catalogueCachePlugin } from './plugin';
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
  findProduct,
  listProducts,
  type ProductLookup,
  type ProductRow,
  productOrder,
  productSearchCondition,
  type RatedProductRow,
  ratedProductColumns,
  saveProduct,
  toAdminProductDto,
  toProductDto,
} from './service';
