// The catalogue's filter and sort values without their zod enums (catalog.ts): the storefront's catalogue page
// reads them, and its first load carries no zod (docs/decisions/0008-initial-js-budget.md).
export const productCategories = ['volume', 'niveaux', 'analyse'] as const;

export const productSorts = [
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'category_asc',
  'rating_desc',
] as const;
