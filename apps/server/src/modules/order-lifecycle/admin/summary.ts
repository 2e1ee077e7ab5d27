import { type AdminOrderSummary, money } from '@shop/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../lib/db/client';
import { orders, users } from '../../../lib/db/schema';

/** The days after an order the shop asks VIES again by itself about its buyer's VAT number (VIES_RECHECK_DAYS). */
export interface ViesRecheckDays {
  viesRecheckDays: number;
}

/** Until when the shop asks VIES again about an order waiting for it (docs/rules/vat.md); null when not waiting. */
function viesRecheckUntil(
  row: { viesStatus: string | null; reverseCharge: boolean; status: string; createdAt: Date },
  days: number,
): string | null {
  const waiting =
    row.viesStatus === 'unreachable' &&
    !row.reverseCharge &&
    (row.status === 'paid' || row.status === 'partially_refunded');
  return waiting ? new Date(row.createdAt.getTime() + days * 86_400_000).toISOString() : null;
}

/** Orders with their customer, newest first: one query with a join, never one query per row. */
export async function selectOrderSummaries(
  db: Executor,
  options: { where?: SQL; limit: number; offset?: number; oldestFirst?: boolean } & ViesRecheckDays,
): Promise<AdminOrderSummary[]> {
  const order = options.oldestFirst
    ? [orders.createdAt, orders.id]
    : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      currency: orders.currency,
      isPaid: orders.isPaid,
      paidAt: orders.paidAt,
      isDelivered: orders.isDelivered,
      status: orders.status,
      viesStatus: orders.viesStatus,
      reverseCharge: orders.reverseCharge,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(options.where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    _id: row.id,
    user: row.userId ? { _id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    totalPrice: money(row.totalCents, row.currency),
    refundedPrice: money(row.refundedCents, row.currency),
    currency: row.currency,
    isPaid: row.isPaid,
    paidAt: row.paidAt?.toISOString() ?? null,
    isDelivered: row.isDelivered,
    status: row.status,
    viesStatus: row.viesStatus,
    viesRecheckUntil: viesRecheckUntil(row, options.viesRecheckDays),
  }));
}
