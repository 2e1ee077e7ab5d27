import type { ViesStatus } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { orders } from '../../lib/db/schema';

/** What a later VIES check said of an order's VAT number (docs/rules/vat.md, "VIES does not answer"). */
export interface LaterViesAnswer {
  status: Exclude<ViesStatus, 'unreachable'>;
  checkedAt: Date;
  reference: string | null;
  name: string | null;
}

/**
 * Records a later verdict on an order charged VAT only because VIES did not answer. Conditional on the order
 * still waiting for it, so of two admins checking at once one records it (and refunds the VAT) and the other
 * finds nothing to do: true when this call recorded it.
 */
export async function recordLaterVies(db: Executor, orderId: string, answer: LaterViesAnswer) {
  const recorded = await db
    .update(orders)
    .set({
      viesStatus: answer.status,
      viesCheckedAt: answer.checkedAt,
      viesReference: answer.reference,
      viesName: answer.name,
    })
    .where(and(eq(orders.id, orderId), eq(orders.viesStatus, 'unreachable'), eq(orders.reverseCharge, false)))
    .returning({ id: orders.id });
  return recorded.length === 1;
}

/** Puts the order back to waiting for a verdict, when the VAT refund a `valid` verdict started was refused. */
export async function reopenLaterVies(db: Executor, orderId: string) {
  await db
    .update(orders)
    .set({ viesStatus: 'unreachable', viesReference: null, viesName: null })
    .where(eq(orders.id, orderId));
}
