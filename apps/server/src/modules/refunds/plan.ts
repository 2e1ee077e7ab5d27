import { type AdminRefundPlan, money, REFUND_POLICY_DAYS } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { creditNotes, licenceRequests, orderItems, orders } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { productNameOrUnknown, translate } from '../../lib/i18n';
import { dependencyRefusal } from '../entitlements';
import { toCreditNoteSummary } from '../orders';
import { daysSincePayment } from './policy';

/**
 * What the back-office refund dialog shows: lines (in the admin's language) and what is left of them, the
 * refusal a refund of a line meets while a later order depends on it, licences, days since payment.
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
  // The lines a later order stands on, with the refusal a refund of them meets (docs/rules/entitlements.md).
  const dependedOn = await Promise.all(
    items.map(async (item) => {
      if (item.quantity <= item.refundedQuantity) return null;
      const refusal = await dependencyRefusal(db, [item], 'refund');
      return (
        refusal && {
          code: refusal.code,
          message: translate(language, `errors:${refusal.code}`, refusal.params),
        }
      );
    }),
  );
  return {
    orderId: order.id,
    status: order.status,
    isFree: order.totalCents === 0,
    daysSincePayment: daysSincePayment(order.paidAt, now),
    policyDays: REFUND_POLICY_DAYS,
    totalPrice: money(order.totalCents, order.currency),
    refundedPrice: money(order.refundedCents, order.currency),
    currency: order.currency,
    lines: items.map((item, index) => ({
      itemId: item.id,
      name: productNameOrUnknown(localized(item, 'name', language) || item.name, language),
      price: money(item.unitPriceCents, order.currency),
      quantity: item.quantity,
      refundedQuantity: item.refundedQuantity,
      dependedOn: dependedOn[index] ?? null,
    })),
    licences: licences.map((licence) => ({
      _id: licence.id,
      itemId: licence.orderItemId,
      machineIdName: licence.machineIdName,
      status: licence.status,
    })),
    creditNotes: notes.map((note) => toCreditNoteSummary(note, order.currency)),
  };
}
