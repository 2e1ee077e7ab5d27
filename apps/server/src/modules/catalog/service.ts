import {
  type AdminProduct,
  type CartQuoteResponse,
  type Currency,
  legacySlugs,
  money,
  PLACEHOLDER_IMAGE,
  type Product,
  type ProductListQuery,
  type ProductSort,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { bundleItems, products, reviews } from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

/**
 * A product's rating comes from its visible reviews only, computed when read, never stored or invented
 * (docs/rules/reviews.md): null and 0 while there is none. Correlated to the `products` row of the outer
 * query; the catalogue cache keeps the cost to one read per catalogue version.
 */
const visibleReviews = sql`from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.hiddenAt} is null`;
const productRating = sql<number | null>`(select round(avg(${reviews.stars}), 1)::float8 ${visibleReviews})`;
const productReviewCount = sql<number>`(select count(*)::int ${visibleReviews})`;

/**
 * The lowest stock among a bundle's contained products, null for a product that is not a bundle: an
 * out-of-stock indicator makes its bundles out of stock (docs/rules/bundles.md).
 */
// The outer row is named in full: a column of the outer table would be read as the inner alias' one.
const membersStock = sql<
  number | null
>`(select min(member.count_in_stock)::int from ${bundleItems} as contents join ${products} as member on member.id = contents.product_id where contents.bundle_id = ${sql.raw('"products"."id"')})`;

/** A product's columns with its bundle members' stock (select them from `products`). */
export const stockedProductColumns = { ...getTableColumns(products), membersStock };

/** What the shop may sell of a product: its own stock, and for a bundle no more than its scarcest member's. */
export function availableStock(row: { countInStock: number; membersStock?: number | null }): number {
  return row.membersStock == null ? row.countInStock : Math.min(row.countInStock, row.membersStock);
}

/** The columns of a product read with its computed rating (select them from `products`). */
export const ratedProductColumns = {
  ...stockedProductColumns,
  rating: productRating,
  reviewCount: productReviewCount,
};
export type RatedProductRow = ProductRow & {
  rating: number | null;
  reviewCount: number;
  membersStock?: number | null;
};

/** A price column that may be empty (not sold in that currency, plan not offered) as a Money or null. */
function optionalMoney<C extends Currency>(
  cents: number | null,
  currency: C,
): { amount: number; currency: C } | null {
  return cents === null ? null : { ...money(cents, currency), currency };
}

export function toProductDto(row: RatedProductRow, language: Language): Product {
  const images = row.images.length > 0 ? row.images : [PLACEHOLDER_IMAGE];
  return {
    _id: row.id,
    slug: row.slug,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    features: localized(row, 'features', language),
    price: money(row.priceCents, 'eur'),
    usdPrice: optionalMoney(row.usdPriceCents, 'usd'),
    monthlyPrice: optionalMoney(row.monthlyPriceCents, 'eur'),
    yearlyPrice: optionalMoney(row.yearlyPriceCents, 'eur'),
    usdMonthlyPrice: optionalMoney(row.usdMonthlyPriceCents, 'usd'),
    usdYearlyPrice: optionalMoney(row.usdYearlyPriceCents, 'usd'),
    countInStock: availableStock(row),
    image: images[0]!,
    images,
    category: row.category,
    downloadLink: row.downloadFile,
    compatibility: row.compatibility,
    updatesMonths: row.updatesMonths,
    trialDays: row.trialDays,
    rating: row.rating,
    numReviews: row.reviewCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Case-insensitive match of a search text in names, descriptions or slug (% and _ taken literally). */
export function productSearchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(products.nameFr, pattern),
    ilike(products.nameEn, pattern),
    ilike(products.descriptionFr, pattern),
    ilike(products.descriptionEn, pattern),
    ilike(products.slug, pattern),
  )!;
}

export async function listProducts(
  db: Executor,
  query: ProductListQuery,
  language: Language,
): Promise<Product[]> {
  // Off-sale products are hidden from every storefront list and search (docs/rules/back-office.md).
  const conditions: SQL[] = [eq(products.published, true)];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.free === 'true') conditions.push(eq(products.priceCents, 0));
  if (query.search) conditions.push(productSearchCondition(query.search));
  const rows = await db
    .select(ratedProductColumns)
    .from(products)
    .where(and(...conditions))
    .orderBy(...productOrder(query.sort ?? 'category_asc', language));
  return rows.map((row) => toProductDto(row, language));
}

/** ORDER BY of a product sort; the id breaks ties so paged lists never repeat or skip a row. */
export function productOrder(sort: ProductSort, language: Language): SQL[] {
  // Case-insensitive so 'VWAP' sorts among 'Volume…' as a shopper expects, on any collation.
  const name = sql`lower(${localized(products, 'name', language)})`;
  const order = {
    price_asc: [asc(products.priceCents), asc(name)],
    price_desc: [desc(products.priceCents), asc(name)],
    name_asc: [asc(name)],
    name_desc: [desc(name)],
    category_asc: [asc(products.category), asc(name)],
    // Unrated products last, whatever the database's default NULL ordering.
    rating_desc: [sql`${productRating} desc nulls last`, desc(productReviewCount), asc(name)],
  }[sort];
  return [...order, asc(products.id)];
}

/**
 * The one place where product rows are written (admin create, edits, prices, files). The catalogue
 * cache needs no call from here: a trigger on `products` moves its version on (see cache.ts).
 */
export async function saveProduct(
  db: Executor,
  change: { create: ProductInsert } | { id: string; patch: Partial<ProductInsert> },
): Promise<ProductRow | undefined> {
  if ('create' in change) {
    const [row] = await db.insert(products).values(change.create).returning();
    return row;
  }
  const [row] = await db.update(products).set(change.patch).where(eq(products.id, change.id)).returning();
  return row;
}

/** The back office's product: the storefront's answer and the texts of both languages, which it edits. */
export function toAdminProductDto(row: RatedProductRow, language: Language): AdminProduct {
  const texts = (lang: Language) => ({
    name: localized(row, 'name', lang),
    description: localized(row, 'description', lang),
    features: localized(row, 'features', lang),
  });
  return {
    ...toProductDto(row, language),
    // The admin edits the bundle's own stock; the storefront sells no more than its members allow.
    countInStock: row.countInStock,
    translations: { fr: texts('fr'), en: texts('en') },
    published: row.published,
    isProtected: row.isProtected,
    machinesPerSeat: row.machinesPerSeat,
    licenceBuild: row.licenceBuild,
    licenceEdition: row.licenceEdition,
    licenceFeatures: row.licenceFeatures,
  };
}

/** The answer of a product just written (a back-office write returns the bare row): its DTO with its rating. */
export async function adminProductDtoOf(
  db: Executor,
  row: ProductRow,
  language: Language,
): Promise<AdminProduct> {
  const [rating] = await db
    .select({ rating: productRating, reviewCount: productReviewCount })
    .from(products)
    .where(eq(products.id, row.id));
  return toAdminProductDto(
    { ...row, rating: rating?.rating ?? null, reviewCount: rating?.reviewCount ?? 0 },
    language,
  );
}

export type ProductLookup =
  | { kind: 'found'; product: RatedProductRow }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/**
 * Finds a product on sale by id or slug; a legacy slug answers where the product moved. An off-sale product
 * is `missing` to the storefront (404), unless `offSale` is asked for (an admin's preview).
 */
export async function findProduct(
  db: Executor,
  idOrSlug: string,
  options: { offSale?: boolean } = {},
): Promise<ProductLookup> {
  const moved = legacySlugs[idOrSlug.toLowerCase()];
  if (moved) return { kind: 'moved', slug: moved };
  const where = isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug.toLowerCase());
  const [row] = await db.select(ratedProductColumns).from(products).where(where);
  return row && (row.published || options.offSale) ? { kind: 'found', product: row } : { kind: 'missing' };
}

/**
 * The cart's products as they are now, in the reader's language; ids naming no product, or one taken off
 * sale, are `missing` (the cart drops them with a notice, docs/rules/cart.md).
 */
export async function quoteCart(db: Executor, ids: string[], language: Language): Promise<CartQuoteResponse> {
  const uuids = [...new Set(ids.filter(isUuid))];
  const rows =
    uuids.length > 0
      ? await db
          .select(ratedProductColumns)
          .from(products)
          .where(and(inArray(products.id, uuids), eq(products.published, true)))
      : [];
  const found = new Set(rows.map((row) => row.id));
  return {
    products: rows.map((row) => toProductDto(row, language)),
    missing: [...new Set(ids)].filter((id) => !found.has(id)),
  };
}
