import {
  type AdminProductList,
  type AdminProductStats,
  type adminProductListQuerySchema,
  currencies,
  money,
  type PriceHistoryEntry,
  productCategories,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../lib/db/client';
import { orders, productPriceHistory, products, users } from '../../../lib/db/schema';
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
 * Sales are paid orders with something to pay: free orders are receipts and would drag the average basket
 * towards zero. Revenue (net of refunds) and the basket are per currency, never added together
 * (docs/rules/currencies.md): the daily summary keeps euros only, so the paid orders are summed by currency here.
 */
export async function productStats(db: Executor): Promise<AdminProductStats> {
  const [[catalogue], sales] = await Promise.all([
    db.select({ totalProducts: count() }).from(products),
    db
      .select({
        currency: orders.currency,
        sales: sql<number>`count(*) filter (where ${orders.totalCents} > 0)::int`,
        revenueCents: sql<number>`sum(${orders.totalCents} - ${orders.refundedCents})::float8`,
      })
      .from(orders)
      .where(eq(orders.isPaid, true))
      .groupBy(orders.currency),
  ]);
  // Euros always show, at 0 without sales; another currency once it has sold.
  const byCurrency = currencies.flatMap((currency) => {
    const row = sales.find((candidate) => candidate.currency === currency);
    return row || currency === 'eur'
      ? [{ currency, sales: row?.sales ?? 0, cents: row?.revenueCents ?? 0 }]
      : [];
  });
  return {
    totalProducts: catalogue?.totalProducts ?? 0,
    totalRevenue: byCurrency.map(({ currency, cents }) => money(cents, currency)),
    totalSales: byCurrency.reduce((total, { sales: count }) => total + count, 0),
    averageBasket: byCurrency.map(({ currency, sales: count, cents }) =>
      money(count === 0 ? 0 : Math.round(cents / count), currency),
    ),
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
    oldPrice: row.oldPriceCents === null ? null : money(row.oldPriceCents, row.currency),
    newPrice: row.newPriceCents === null ? null : money(row.newPriceCents, row.currency),
    reason: row.reason,
    changedAt: row.createdAt.toISOString(),
    changedBy: row.adminId ? { _id: row.adminId, name: row.adminName!, email: row.adminEmail! } : null,
  }));
}
