import type { ViesStatus } from '@shop/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
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

/** How often the shop asks VIES again by itself about an order waiting for it, and for how long after the order. */
export interface ViesRecheckWindow {
  everyMs: number;
  forMs: number;
}

/**
 * Orders waiting for a verdict on their buyer's VAT number: charged VAT because VIES did not answer at checkout,
 * paid and VAT still held (a refunded or unpaid order has none to give back), within the window after the order.
 */
const waitingWithin = (window: ViesRecheckWindow, now: Date) =>
  and(
    eq(orders.viesStatus, 'unreachable'),
    eq(orders.reverseCharge, false),
    inArray(orders.status, ['paid', 'partially_refunded']),
    gt(orders.createdAt, new Date(now.getTime() - window.forMs)),
  );

/**
 * Claims up to `limit` waiting orders last asked about at least `everyMs` ago (FOR UPDATE SKIP LOCKED, then
 * `vies_checked_at` set to now, the time VIES was last asked): two instances, or two runs, never ask about one
 * order twice in a period. Answers the claimed orders' ids.
 */
export async function claimViesRechecks(
  db: Database,
  window: ViesRecheckWindow,
  now: Date,
  limit: number,
): Promise<string[]> {
  if (window.forMs <= 0) return [];
  return db.transaction(async (tx) => {
    const askedBefore = new Date(now.getTime() - window.everyMs);
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          waitingWithin(window, now),
          or(isNull(orders.viesCheckedAt), lte(orders.viesCheckedAt, askedBefore)),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length > 0) await tx.update(orders).set({ viesCheckedAt: now }).where(inArray(orders.id, ids));
    return ids;
  });
}

/** When the next waiting order falls due to be asked about again; null when none waits within its window. */
export async function nextViesRecheckAt(
  db: Executor,
  window: ViesRecheckWindow,
  now: Date,
): Promise<Date | null> {
  if (window.forMs <= 0) return null;
  const [row] = await db
    .select({
      at: sql<Date | null>`min(coalesce(${orders.viesCheckedAt}, ${orders.createdAt}))`.mapWith(
        orders.createdAt,
      ),
    })
    .from(orders)
    .where(waitingWithin(window, now));
  return row?.at ? new Date(row.at.getTime() + window.everyMs) : null;
}
