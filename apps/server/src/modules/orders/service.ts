import { type CreditNoteSummary, type Currency, money, type Order } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { creditNotes, invoices, orderItems, orders } from '../../lib/db/schema';
import { productNameOrUnknown } from '../../lib/i18n';
import { isUuid } from '../../lib/ids';
import { refundRequestRefusals } from '../entitlements';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * A credit note as the orders tab and the back-office list it (docs/rules/refunds.md), in its order's currency
 * (a credit note has none of its own).
 */
export const toCreditNoteSummary = (
  note: typeof creditNotes.$inferSelect,
  currency: Currency,
): CreditNoteSummary => ({
  _id: note.id,
  number: note.number,
  amount: money(note.grossCents, currency),
  issuedAt: note.issuedAt.toISOString(),
});

/**
 * A line's snapshot in the reader's language (the order-language snapshot when that one is empty, "Unknown
 * product" when neither names it).
 */
function lineText(item: OrderItemRow, language: Language) {
  return {
    name: productNameOrUnknown(localized(item, 'name', language) || item.name, language),
    description: localized(item, 'description', language) || item.description,
  };
}

export function toOrderDto(
  order: OrderRow,
  items: OrderItemRow[],
  invoiceNumber: string | null,
  language: Language,
  creditNotes: CreditNoteSummary[],
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
        price: money(item.unitPriceCents, order.currency),
        qty: item.quantity,
        quantity: item.quantity,
        refundedQuantity: item.refundedQuantity,
      };
    }),
    totalPrice: money(order.totalCents, order.currency),
    currency: order.currency,
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt?.toISOString() ?? null,
    isDelivered: order.isDelivered,
    isFree: order.isFree,
    createdAt: order.createdAt.toISOString(),
    invoiceNumber,
    invoicePending: order.invoicePendingSince !== null,
    reverseChargePending: order.reverseCharge === false && order.viesStatus === 'unreachable',
    refundedPrice: money(order.refundedCents, order.currency),
    creditNotes,
  };
}

/** Orders with their lines (in the reader's language) and invoice numbers, in the given order. */
export async function loadOrders(db: Executor, rows: OrderRow[], language: Language): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, numbers, notes] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
    db
      .select()
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, ids))
      .orderBy(creditNotes.issuedAt, creditNotes.number),
  ]);
  const numberOf = new Map(numbers.map((entry) => [entry.orderId, entry.number]));
  return rows.map((row) =>
    toOrderDto(
      row,
      items.filter((item) => item.orderId === row.id),
      numberOf.get(row.id) ?? null,
      language,
      notes.filter((note) => note.orderId === row.id).map((note) => toCreditNoteSummary(note, row.currency)),
    ),
  );
}

/**
 * The buyer's orders, newest first, each saying whether the buyer may ask for its refund now: the refund
 * request route's own rule (`refundRequestable`, docs/rules/entitlements.md), so the customer area offers
 * only what the route accepts.
 */
export async function listUserOrders(
  db: Executor,
  userId: string,
  language: Language,
  now: Date = new Date(),
): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const [loaded, refusals] = await Promise.all([
    loadOrders(db, rows, language),
    refundRequestRefusals(db, rows, now),
  ]);
  return loaded.map((order) => ({ ...order, refundRequestable: refusals.get(order._id) === null }));
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
