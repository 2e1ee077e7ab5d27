import {
  type AdminProductList,
  type AdminProductStats,
  type adminProductListQuerySchema,
  type PriceHistoryEntry,
  productCategories,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../lib/db/client';
import { productPriceHistory, products, users } from '../../../lib/db/schema';
import { centsToEuros } from '../../../lib/money';
import { statsTotals } from '../../stats';
import { productOrder, productSearchCondition, ratedProductColumns, toAdminProductDto } from '../service';

type ListQuery = z.output<typeof adminProductListQuerySchema>;

/** One page of the admin product list with its totals; a page past the last is empty with correct totals. */
export async function listAdminProducts(
  db: Executor,
  query: ListQuery,
  language: Language,
): Promise<AdminProductList> {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.search) conditions.push(productSearchCondition(query.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(ratedProductColumns)
      .from(products)
      .where(where)
      .orderBy(...productOrder(query.sort ?? 'name_asc', language))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(products).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    products: rows.map((row) => toAdminProductDto(row, language)),
    categories: [...productCategories],
    pagination: {
      current: query.page,
      total: Math.max(1, Math.ceil(totalItems / query.limit)),
      totalItems,
      limit: query.limit,
    },
  };
}

/**
 * Sales are paid orders with something to pay: free orders are receipts and would drag the average
 * basket towards zero. Read from the maintained summary, so the history is never scanned.
 */
export async function productStats(db: Executor): Promise<AdminProductStats> {
  const [[catalogue], sales] = await Promise.all([
    db.select({ totalProducts: count() }).from(products),
    statsTotals(db),
  ]);
  return {
    totalProducts: catalogue?.totalProducts ?? 0,
    totalRevenue: centsToEuros(sales.revenueCents),
    totalSales: sales.paidSales,
    averageBasket: sales.paidSales === 0 ? 0 : centsToEuros(Math.round(sales.revenueCents / sales.paidSales)),
  };
}

/** A product's price changes, newest first, with the admin who made each; undefined for an unknown product. */
export async function priceHistory(
  db: Executor,
  productId: string,
): Promise<PriceHistoryEntry[] | undefined> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return undefined;
  const rows = await db
    .select({
      id: productPriceHistory.id,
      currency: productPriceHistory.currency,
      oldPriceCents: productPriceHistory.oldPriceCents,
      newPriceCents: productPriceHistory.newPriceCents,
      reason: productPriceHistory.reason,
      createdAt: productPriceHistory.createdAt,
      adminId: users.id,
      adminName: users.name,
      adminEmail: users.email,
    })
    .from(productPriceHistory)
    .leftJoin(users, eq(users.id, productPriceHistory.changedBy))
    .where(eq(productPriceHistory.productId, productId))
    .orderBy(desc(productPriceHistory.createdAt), desc(productPriceHistory.id));
  return rows.map((row) => ({
    _id: row.id,
    productId,
    currency: row.currency,
    oldPrice: row.oldPriceCents === null ? null : centsToEuros(row.oldPriceCents),
    newPrice: row.newPriceCents === null ? null : centsToEuros(row.newPriceCents),
    reason: row.reason,
    changedAt: row.createdAt.toISOString(),
    changedBy: row.adminId ? { _id: row.adminId, name: row.adminName!, email: row.adminEmail! } : null,
  }));
}
