import { type AdminRefundPlan, REFUND_POLICY_DAYS } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { creditNotes, licenceRequests, orderItems, orders } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { productNameOrUnknown } from '../../lib/i18n';
import { centsToEuros } from '../../lib/money';
import { toCreditNoteSummary } from '../orders';
import { daysSincePayment } from './policy';

/**
 * What the back-office refund dialog shows: lines (in the admin's language) and what is left of them,
 * licences, days since payment.
 */
export async function refundPlan(
  db: Executor,
  orderId: string,
  now: Date,
  language: Language,
): Promise<AdminRefundPlan> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('refund.orderNotFound');
  const [items, licences, notes] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(licenceRequests)
      .where(eq(licenceRequests.orderId, orderId))
      .orderBy(asc(licenceRequests.createdAt)),
    db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.number)),
  ]);
  return {
    orderId: order.id,
    status: order.status,
    isFree: order.totalCents === 0,
    daysSincePayment: daysSincePayment(order.paidAt, now),
    policyDays: REFUND_POLICY_DAYS,
    totalPrice: centsToEuros(order.totalCents),
    refundedPrice: centsToEuros(order.refundedCents),
    currency: order.currency,
    lines: items.map((item) => ({
      itemId: item.id,
      name: productNameOrUnknown(localized(item, 'name', language) || item.name, language),
      price: centsToEuros(item.unitPriceCents),
      quantity: item.quantity,
      refundedQuantity: item.refundedQuantity,
    })),
    licences: licences.map((licence) => ({
      _id: licence.id,
      itemId: licence.orderItemId,
      machineIdName: licence.machineIdName,
      status: licence.status,
    })),
    creditNotes: notes.map(toCreditNoteSummary),
  };
}
