import type { Order, OrderLineInput } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { invoices, orderItems, orders, products } from '../../lib/db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { centsToEuros } from '../../lib/money';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A cart line priced from the database (the client's prices are never read). */
export interface PricedLine {
  productId: string;
  /** In the buyer's language (Stripe, invoice, e-mail). */
  name: string;
  description: string;
  /** Both languages, kept in the order's snapshot for readers of the other language. */
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
  unitPriceCents: number;
  quantity: number;
}

/**
 * Prices the lines from the database in the buyer's language: an unknown product or a quantity above the
 * stock answers 400. Lines naming the same product are merged.
 */
export async function priceLines(
  db: Executor,
  lines: OrderLineInput[],
  language: Language,
): Promise<PricedLine[]> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.qty);
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...quantities].map(([productId, quantity]) => {
    const product = byId.get(productId);
    if (!product) throw badRequest('checkout.unknownProduct');
    const name = localized(product, 'name', language);
    if (quantity > product.countInStock) {
      throw new AppError(400, 'checkout.quantityUnavailable', { product: name, max: product.countInStock });
    }
    const descriptions = { fr: product.descriptionFr, en: product.descriptionEn };
    return {
      productId,
      name,
      description: descriptions[language],
      names: { fr: product.nameFr, en: product.nameEn },
      descriptions,
      unitPriceCents: product.priceCents,
      quantity,
    };
  });
}

/** Which of these products the user already holds through a paid order: product id → that order's id. */
export async function ownedProducts(
  db: Executor,
  userId: string,
  productIds: string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, orderId: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.isPaid, true), inArray(orderItems.productId, productIds)))
    .orderBy(orders.createdAt);
  return new Map(rows.flatMap((row) => (row.productId ? [[row.productId, row.orderId] as const] : [])));
}

export const totalOf = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/** Inserts a pending order and its line snapshots; call inside a transaction. */
export async function insertPendingOrder(
  tx: Executor,
  input: { userId: string; lines: PricedLine[]; language: Language; isFree?: boolean },
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      totalCents: totalOf(input.lines),
      language: input.language,
      isFree: input.isFree ?? false,
    })
    .returning();
  await tx.insert(orderItems).values(
    input.lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      name: line.name,
      description: line.description,
      nameFr: line.names.fr,
      nameEn: line.names.en,
      descriptionFr: line.descriptions.fr,
      descriptionEn: line.descriptions.en,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  );
  return order!;
}

/** A line's snapshot in the reader's language (the order-language snapshot when that one is empty). */
function lineText(item: OrderItemRow, language: Language) {
  return {
    name: localized(item, 'name', language) || item.name,
    description: localized(item, 'description', language) || item.description,
  };
}

export function toOrderDto(
  order: OrderRow,
  items: OrderItemRow[],
  invoiceNumber: string | null,
  language: Language,
): Order {
  return {
    _id: order.id,
    user: order.userId,
    orderItems: items.map((item) => {
      const { name, description } = lineText(item, language);
      return {
        product: { _id: item.productId, name, description },
        name,
        description,
        price: centsToEuros(item.unitPriceCents),
        qty: item.quantity,
        quantity: item.quantity,
      };
    }),
    totalPrice: centsToEuros(order.totalCents),
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    isDelivered: order.isDelivered,
    isFree: order.isFree,
    createdAt: order.createdAt.toISOString(),
    invoiceNumber,
  };
}

/** Orders with their lines (in the reader's language) and invoice numbers, in the given order. */
export async function loadOrders(db: Executor, rows: OrderRow[], language: Language): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, numbers] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
  ]);
  const numberOf = new Map(numbers.map((entry) => [entry.orderId, entry.number]));
  return rows.map((row) =>
    toOrderDto(
      row,
      items.filter((item) => item.orderId === row.id),
      numberOf.get(row.id) ?? null,
      language,
    ),
  );
}

export async function listUserOrders(db: Executor, userId: string, language: Language): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return loadOrders(db, rows, language);
}

/** The order when the viewer owns it or is an admin; otherwise undefined (callers answer 404). */
export async function findVisibleOrder(
  db: Executor,
  orderId: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const where = viewer.isAdmin
    ? eq(orders.id, orderId)
    : and(eq(orders.id, orderId), eq(orders.userId, viewer.id));
  const [row] = await db.select().from(orders).where(where);
  return row;
}
