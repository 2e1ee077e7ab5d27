/**
 * What other modules reuse of the catalogue: the back-office (the product row, its DTO, search and save)
 * and the page heads (product lookup and the catalogue's answer cache).
 */
export { CatalogueCache, sendCachedAnswer } from './cache';
export {
  findProduct,
  type ProductLookup,
  type ProductRow,
  productOrder,
  productSearchCondition,
  saveProduct,
  toProductDto,
} from './service';
