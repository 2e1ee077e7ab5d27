import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../src/lib/db/client';
import { orderItems, orders, products } from '../../src/lib/db/schema';
import { SignedUrls } from '../../src/lib/storage/signed-url';
import { indicatorKey } from '../../src/lib/storage/storage';
import type { TestApp } from '../test-app';

export type ProductRow = typeof products.$inferSelect;

/** The seeded catalogue, cheapest first, with random content written for each product's zip. */
export async function catalogueWithZips(ctx: TestApp, size = 64 * 1024) {
  const rows = await ctx.app.db.select().from(products).orderBy(asc(products.priceCents), asc(products.slug));
  const zips = new Map<string, Buffer>();
  for (const row of rows) {
    const content = randomBytes(size);
    await ctx.app.storage.put(indicatorKey(row.downloadFile), content, { overwrite: true });
    zips.set(row.id, content);
  }
  return {
    free: rows.filter((row) => row.priceCents === 0),
    paid: rows.filter((row) => row.priceCents > 0),
    zips,
  };
}

/** Inserts an order for `userId` holding `items` straight into the database, paid or pending. */
export async function insertOrder(
  ctx: { app: { db: Executor } },
  userId: string,
  items: { product: ProductRow; quantity?: number }[],
  options: { paid: boolean; paidAt?: Date },
) {
  const total = items.reduce((sum, item) => sum + item.product.priceCents * (item.quantity ?? 1), 0);
  const paidAt = options.paid ? (options.paidAt ?? new Date()) : null;
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      userId,
      totalCents: total,
      status: options.paid ? 'paid' : 'pending',
      isPaid: options.paid,
      paidAt,
      isFree: total === 0,
      createdAt: paidAt ?? new Date(),
    })
    .returning();
  await ctx.app.db.insert(orderItems).values(
    items.map((item) => ({
      orderId: order!.id,
      productId: item.product.id,
      name: item.product.nameFr,
      description: item.product.descriptionFr,
      unitPriceCents: item.product.priceCents,
      quantity: item.quantity ?? 1,
    })),
  );
  return order!;
}

export async function setOrderPaid(ctx: TestApp, orderId: string, paid: boolean) {
  await ctx.app.db
    .update(orders)
    .set({ isPaid: paid, status: paid ? 'paid' : 'pending' })
    .where(eq(orders.id, orderId));
}

/** Signed links made with the app's own secret and another clock, for expired-link tests. */
export function signerAt(ctx: TestApp, now: () => number) {
  return new SignedUrls(ctx.app.secrets.fileUrls, now);
}
