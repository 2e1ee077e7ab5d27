import { REFUND_POLICY_DAYS } from '@shop/contracts';
import type { ErrorCode } from '@shop/i18n';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orderItems, refundRequests } from '../../lib/db/schema';
import { dependencyRefusal } from './dependencies';
import type { OrderRow } from './grants';

const DAY_MS = 24 * 3600_000;

/** Whole days since the payment; null for an order never paid. */
export function daysSincePayment(paidAt: Date | null, now: Date): number | null {
  return paidAt ? Math.floor((now.getTime() - paidAt.getTime()) / DAY_MS) : null;
}

/** The end of the money-back promise (docs/rules/refunds.md): 7 × 24 hours after the payment. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_POLICY_DAYS * DAY_MS);
}

/** Past the money-back promise: later than its deadline. */
export function isPastPolicy(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && now.getTime() > refundDeadline(paidAt).getTime();
}

/** Why a buyer may not ask for a refund of an order now: the error the request route answers. */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

type RequestedOrder = Pick<OrderRow, 'id' | 'status' | 'totalCents' | 'paidAt'>;

/** The order-level rules of a refund request: free, refunded already, not paid, past the 7 days. */
function orderRefusal(order: RequestedOrder, now: Date): Refusal | null {
  if (order.totalCents === 0) return { code: 'refundRequest.free' };
  if (order.status === 'refunded' || order.status === 'cancelled')
    return { code: 'refundRequest.alreadyRefunded' };
  // An order an admin unmarked keeps the status `pending` (docs/rules/orders.md): not paid to the buyer.
  if (order.status !== 'paid' && order.status !== 'partially_refunded')
    return { code: 'refundRequest.notPaid' };
  if (isPastPolicy(order.paidAt, now)) {
    return {
      code: 'refundRequest.tooLate',
      params: { days: REFUND_POLICY_DAYS, since: daysSincePayment(order.paidAt, now) ?? 0 },
    };
  }
  return null;
}

/**
 * `refundRequestable` (docs/rules/entitlements.md, refunds.md): why the buyer may not ask for a refund of each
 * of these orders now, null when they may. The request route refuses with the same answer, and the orders
 * list tells the customer area, so it offers only what the route accepts. Beyond the order's own rules: no
 * request already open, and a line with units left that no later order depends on (an upgrade that ended it, a
 * bundle that took credit for it).
 */
export async function refundRequestRefusals(
  db: Executor,
  orders: readonly RequestedOrder[],
  now: Date,
): Promise<Map<string, Refusal | null>> {
  const answers = new Map<string, Refusal | null>();
  for (const order of orders) answers.set(order.id, orderRefusal(order, now));
  const candidates = orders.filter((order) => answers.get(order.id) === null).map((order) => order.id);
  if (candidates.length === 0) return answers;
  const open = await db
    .select({ orderId: refundRequests.orderId })
    .from(refundRequests)
    .where(and(inArray(refundRequests.orderId, candidates), eq(refundRequests.status, 'open')));
  for (const { orderId } of open) answers.set(orderId, { code: 'refundRequest.alreadyOpen' });
  // A bundle's contained lines are refunded with its line, never on their own (docs/rules/bundles.md).
  const lines = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, candidates), isNull(orderItems.bundleItemId)));
  for (const orderId of candidates) {
    if (answers.get(orderId) !== null) continue;
    const left = lines.filter((line) => line.orderId === orderId && line.quantity > line.refundedQuantity);
    const free: typeof left = [];
    let blocker: Refusal | null = null;
    for (const line of left) {
      const refusal = await dependencyRefusal(db, [line], 'refundRequest');
      if (refusal) blocker ??= refusal;
      else free.push(line);
    }
    if (free.length === 0 && blocker) answers.set(orderId, blocker);
  }
  return answers;
}
