import { money, type RefundRequest, type RefundRequestFields } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { orderItems, refundRequests, users } from '../../lib/db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { refundRequestBuyerMail, refundRequestStaffMail } from '../../lib/mail/templates';
import { SUPPORT_LANGUAGE } from '../contact';
import { refundRequestRefusals } from '../entitlements';
import { lockOrder } from '../order-lifecycle';
import { planRefund, refuseDependedLines } from '../refunds';
import type { RefundRequestDeps } from './deps';
import { itemsOf, lineName, toRefundRequest } from './queries';

type Order = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * The buyer asks for lines of their order back (docs/rules/refunds.md). The order row is locked, so two
 * submits cannot both find no open request; the request, the staff's e-mail and the buyer's receipt are
 * written in one transaction. Someone else's order is a 404, as an unknown one.
 */
export async function createRefundRequest(
  deps: RefundRequestDeps,
  buyerId: string,
  orderId: string,
  body: RefundRequestFields,
  now: Date,
): Promise<RefundRequest> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== buyerId) throw notFound('refundRequest.orderNotFound');
    // The same rule the orders list shows the customer area (refundRequestable, docs/rules/entitlements.md).
    const refusal = (await refundRequestRefusals(tx, [order], now)).get(order.id);
    if (refusal) throw new AppError(409, refusal.code, refusal.params);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const plan = planRefund(
      items.map((item) => ({ ...item, taken: item.refundedQuantity })),
      body.lines,
      order.totalCents - order.refundedCents,
    );
    if (!plan.ok) throw badRequest(plan.code, plan.params);
    await refuseDependedLines(tx, items, plan.lines, 'refundRequest');
    const [row] = await tx
      .insert(refundRequests)
      .values({
        orderId: order.id,
        userId: buyerId,
        reason: body.reason,
        lines: plan.lines,
        amountCents: plan.amountCents,
      })
      .returning();
    await notifyReceived(deps, tx, order, row!);
    return toRefundRequest(row!, await itemsOf(tx, [order.id]), order.language);
  });
}

type RequestRow = typeof refundRequests.$inferSelect;

async function notifyReceived(deps: RefundRequestDeps, tx: Transaction, order: Order, row: RequestRow) {
  const [buyer] = await tx.select().from(users).where(eq(users.id, row.userId));
  const { items } = await itemsOf(tx, [order.id]);
  const linesIn = (language: typeof order.language) =>
    row.lines.map((line) => ({
      name: lineName(items.get(line.orderItemId)!, language),
      quantity: line.quantity,
    }));
  const facts = {
    orderId: order.id,
    amount: money(row.amountCents, order.currency),
    seller: await deps.seller.current(),
  };
  await deps.mail.enqueueAll(
    [
      refundRequestStaffMail({
        ...facts,
        lines: linesIn(SUPPORT_LANGUAGE),
        to: await deps.supportAddress(),
        language: SUPPORT_LANGUAGE,
        buyer: { name: buyer!.name, email: buyer!.email, language: order.language },
        paidAt: order.paidAt!,
        reason: row.reason,
      }),
      refundRequestBuyerMail({
        ...facts,
        lines: linesIn(order.language),
        to: buyer!.email,
        name: buyer!.name,
        language: order.language,
        kind: 'received',
      }),
    ],
    tx,
  );
}
