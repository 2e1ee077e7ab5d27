import type { ProductCreate, ProductDetails, ProductUpdate } from '@shop/contracts';
import { eq, like, or } from 'drizzle-orm';
import type { Transaction } from '../../../lib/db/client';
import { productPriceHistory, products } from '../../../lib/db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { type ProductRow, saveProduct } from '../service';
import { baseSlug, firstFreeSlug } from './slug';

/** The product form's optional prices (null: not offered or not sold in that currency) and their columns. */
const optionalPrices = {
  monthlyPrice: 'monthlyPriceCents',
  yearlyPrice: 'yearlyPriceCents',
  usdPrice: 'usdPriceCents',
  usdMonthlyPrice: 'usdMonthlyPriceCents',
  usdYearlyPrice: 'usdYearlyPriceCents',
} as const;
type OptionalPriceColumn = (typeof optionalPrices)[keyof typeof optionalPrices];

/** The optional prices the edit names (each a Money in its column's currency, the contract checks it), in cents; one it leaves out is kept as it is. */
function optionalPriceColumns(details: ProductDetails): Partial<Record<OptionalPriceColumn, number | null>> {
  const named = Object.entries(optionalPrices).flatMap(([field, column]) => {
    const price = details[field as keyof typeof optionalPrices];
    if (price === undefined) return [];
    return [[column, price === null ? null : price.amount] as const];
  });
  return Object.fromEntries(named);
}

function detailColumns(details: ProductDetails) {
  const { fr, en } = details.translations;
  return {
    nameFr: fr.name,
    nameEn: en.name,
    descriptionFr: fr.description,
    descriptionEn: en.description,
    featuresFr: fr.features,
    featuresEn: en.features,
    category: details.category,
    compatibility: details.compatibility,
    countInStock: details.countInStock,
    ...(details.updatesMonths !== undefined ? { updatesMonths: details.updatesMonths } : {}),
    ...(details.trialDays === undefined ? {} : { trialDays: details.trialDays }),
    ...(details.machinesPerSeat === undefined ? {} : { machinesPerSeat: details.machinesPerSeat }),
    ...(details.isProtected === undefined ? {} : { isProtected: details.isProtected }),
    ...(details.licenceBuild === undefined ? {} : { licenceBuild: details.licenceBuild }),
    ...(details.licenceEdition === undefined ? {} : { licenceEdition: details.licenceEdition }),
    ...(details.licenceFeatures === undefined ? {} : { licenceFeatures: details.licenceFeatures }),
    ...optionalPriceColumns(details),
  };
}

/** A product row for update's before/after and 404. Locked, so concurrent edits apply one after the other. */
export async function lockProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound('productNotFound');
  return row;
}

/**
 * Creates a product with a unique slug made from its French name. It has no zip yet: the admin uploads
 * one next (the download route answers "file not found" until then).
 */
export async function createProduct(tx: Transaction, input: ProductCreate): Promise<ProductRow> {
  const base = baseSlug(input.translations.fr.name);
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const slug = firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
  const row = await saveProduct(tx, {
    create: {
      ...detailColumns(input),
      slug,
      priceCents: input.price.amount,
      images: [],
      downloadFile: '',
    },
  });
  return row!;
}

/**
 * Edits texts, category, compatibility, stock cap, updates plan, the dollar price (recorded in the price history
 * with its currency, docs/rules/currencies.md) and, optionally, the order of already uploaded images.
 */
export async function updateProduct(
  tx: Transaction,
  id: string,
  input: ProductUpdate,
  adminId: string,
): Promise<{ before: ProductRow; after: ProductRow }> {
  const before = await lockProduct(tx, id);
  if (input.images?.some((image) => !before.images.includes(image))) {
    throw new AppError(400, 'adminCatalog.imageUnknown');
  }
  const after = await saveProduct(tx, {
    id,
    patch: { ...detailColumns(input), ...(input.images ? { images: input.images } : {}) },
  });
  if (after!.usdPriceCents !== before.usdPriceCents) {
    await tx.insert(productPriceHistory).values({
      productId: id,
      changedBy: adminId,
      currency: 'usd',
      oldPriceCents: before.usdPriceCents,
      newPriceCents: after!.usdPriceCents,
    });
  }
  return { before, after: after! };
}

/**
 * Puts a product on sale or takes it off sale. The row's write moves the catalogue's version (its trigger),
 * so every instance's cached lists, pages and sitemap drop or show it at once (decision 6).
 */
export async function setProductPublication(
  tx: Transaction,
  id: string,
  published: boolean,
): Promise<{ before: ProductRow; after: ProductRow }> {
  const before = await lockProduct(tx, id);
  const after = await saveProduct(tx, { id, patch: { published } });
  return { before, after: after! };
}
