/** What the back-office reuses of the catalogue: the product row, its DTO, search and save. */
export {
  type ProductRow,
  productOrder,
  productSearchCondition,
  saveProduct,
  toProductDto,
} from './service';
