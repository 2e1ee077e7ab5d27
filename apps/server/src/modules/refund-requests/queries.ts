import {
  type AdminRefundRequestRow,
  type Currency,
  money,
  type RefundRequest,
  type RefundRequestForm,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, orders, refundRequests, users } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { refundDeadline } from '../refunds';

type RequestRow = typeof refundRequests.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** A line's name in the reader's language, the order's snapshot when the pair is missing (older orders). */
export const lineName = (item: ItemRow, language: Language) => localized(item, 'name', language) || item.name;

/** The lines of some orders by id, and each order's currency: what a request's amount is in. */
export interface OrderLines {
  items: Map<string, ItemRow>;
  currencyOf: Map<string, Currency>;
}

export async function itemsOf(db: Executor, orderIds: string[]): Promise<OrderLines> {
  if (orderIds.length === 0) return { items: new Map(), currencyOf: new Map() };
  // From the orders, so an order's currency is known even when none of its lines is read.
  const rows = await db
    .select({ orderId: orders.id, currency: orders.currency, item: orderItems })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
  return {
    items: new Map(rows.flatMap((row) => (row.item ? [[row.item.id, row.item] as const] : []))),
    currencyOf: new Map(rows.map((row) => [row.orderId, row.currency])),
  };
}

export function toRefundRequest(
  row: RequestRow,
  { items, currencyOf }: OrderLines,
  language: Language,
): RefundRequest {
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    lines: row.lines.map((line) => ({
      itemId: line.orderItemId,
      name: lineName(items.get(line.orderItemId)!, language),
      quantity: line.quantity,
    })),
    amount: money(row.amountCents, currencyOf.get(row.orderId)!),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

/** The buyer's requests, newest first. */
export async function listMyRequests(db: Executor, userId: string, language: Language) {
  const rows = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.createdAt));
  const items = await itemsOf(db, [...new Set(rows.map((row) => row.orderId))]);
  return rows.map((row) => toRefundRequest(row, items, language));
}

/** What the request dialog offers for one of the buyer's orders; someone else's order is a 404. */
export async function requestForm(
  db: Executor,
  userId: string,
  orderId: string,
  language: Language,
): Promise<RefundRequestForm> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('refundRequest.orderNotFound');
  const lines = await itemsOf(db, [order.id]);
  const requests = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, order.id))
    .orderBy(desc(refundRequests.createdAt));
  return {
    orderId: order.id,
    deadline: order.paidAt ? refundDeadline(order.paidAt).toISOString() : null,
    lines: [...lines.items.values()]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((item) => ({
        itemId: item.id,
        name: lineName(item, language),
        price: money(item.unitPriceCents, order.currency),
        quantity: item.quantity,
        left: item.quantity - item.refundedQuantity,
      })),
    requests: requests.map((row) => toRefundRequest(row, lines, language)),
  };
}

/** The back-office queue: open requests, oldest first, with their buyer. */
export async function listOpenRequests(db: Executor, language: Language): Promise<AdminRefundRequestRow[]> {
  const rows = await db
    .select({ request: refundRequests, user: users, paidAt: orders.paidAt })
    .from(refundRequests)
    .innerJoin(users, eq(users.id, refundRequests.userId))
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .where(eq(refundRequests.status, 'open'))
    .orderBy(asc(refundRequests.createdAt));
  const items = await itemsOf(db, [...new Set(rows.map((row) => row.request.orderId))]);
  return rows.map((row) => ({
    ...toRefundRequest(row.request, items, language),
    customer: { name: row.user.name, email: row.user.email },
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
}
