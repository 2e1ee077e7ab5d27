import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import {
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
  orderItems,
  orders,
} from '../../lib/db/schema';
import { refundDeadline } from '../entitlements';
import type { ShopEvents } from '../webhooks';
import { entryPayableAt, lineCommissionCents, renewalEarns } from './rules';

type ReferralRow = typeof affiliateReferrals.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type EntryKind = (typeof affiliateCommissions.$inferInsert)['kind'];

/** What settling reaches: the home VAT rate, the lease clock's time, the webhooks' outbox for each entry. */
export interface SettleOptions {
  homeVatRateBps: number;
  now: Date;
  events: ShopEvents;
}

/** The referral an order answers to: its own, or its lease's (a lease's period orders follow the lease). */
async function referralsOf(tx: Executor, orderRows: readonly OrderRow[]) {
  const ids = orderRows.map((order) => order.id);
  const leases = orderRows.flatMap((order) => (order.subscriptionId ? [order.subscriptionId] : []));
  const rows = await tx
    .select()
    .from(affiliateReferrals)
    .where(
      or(
        inArray(affiliateReferrals.orderId, ids),
        leases.length > 0 ? inArray(affiliateReferrals.subscriptionId, leases) : undefined,
      ),
    );
  const found = new Map<string, ReferralRow>();
  for (const order of orderRows) {
    const referral = rows.find(
      (row) =>
        row.orderId === order.id || (order.subscriptionId && row.subscriptionId === order.subscriptionId),
    );
    if (referral) found.set(order.id, referral);
  }
  return found;
}

/** The first paid period of a lease: what makes a later period a renewal. */
async function firstPaidPeriod(tx: Executor, subscriptionId: string) {
  const [first] = await tx
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(1);
  return first;
}

/** Whether the order earns, and as what: a referred purchase, a lease renewal within the terms, or nothing. */
async function earningOf(
  tx: Executor,
  order: OrderRow,
  referral: ReferralRow,
): Promise<{ kind: EntryKind; earns: boolean }> {
  if (referral.excluded) return { kind: 'purchase', earns: false };
  if (!order.subscriptionId) return { kind: 'purchase', earns: true };
  const first = await firstPaidPeriod(tx, order.subscriptionId);
  if (!first?.paidAt || first.id === order.id) return { kind: 'purchase', earns: true };
  return { kind: 'renewal', earns: renewalEarns(referral, first.paidAt, order.paidAt ?? first.paidAt) };
}

/**
 * Brings the ledger of these orders' lines in line with what each line earns now (docs/rules/affiliates.md):
 * called in the transaction that moved them (paid, refunded in full or in part, unmarked, paid again), it writes
 * the difference per line as one entry, an earning or a clawback. Writing differences, never rewriting, keeps
 * the ledger's history and makes a second call with nothing new write nothing.
 */
export async function settleOrders(
  tx: Transaction,
  orderIds: readonly string[],
  options: SettleOptions,
): Promise<void> {
  if (orderIds.length === 0) return;
  const moved = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const referrals = await referralsOf(tx, moved);
  for (const order of moved) {
    const referral = referrals.get(order.id);
    if (!referral) continue;
    const { kind, earns } = await earningOf(tx, order, referral);
    const lines = await tx
      .select({
        id: orderItems.id,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
        discountCents: orderItems.discountCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const recorded = await tx
      .select({
        lineId: affiliateCommissions.orderItemId,
        cents: sql<number>`sum(${affiliateCommissions.amountCents})::int`,
      })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.orderId, order.id))
      .groupBy(affiliateCommissions.orderItemId);
    const deadline = refundDeadline(order.paidAt ?? options.now);
    const entries = lines.flatMap((line) => {
      const target = earns
        ? lineCommissionCents(
            {
              granting: order.isPaid,
              totalCents: order.totalCents,
              refundedCents: order.refundedCents,
              vatRateBps: order.reverseCharge ? 0 : (order.vatRateBps ?? options.homeVatRateBps),
              unitPriceCents: line.unitPriceCents,
              quantity: line.quantity,
              discountCents: line.discountCents,
            },
            referral.percent,
          )
        : 0;
      const delta = target - (recorded.find((row) => row.lineId === line.id)?.cents ?? 0);
      if (delta === 0) return [];
      return [
        {
          affiliateId: referral.affiliateId,
          referralId: referral.id,
          orderId: order.id,
          orderItemId: line.id,
          kind: delta > 0 ? kind : ('clawback' as const),
          currency: order.currency,
          amountCents: delta,
          payableAt: entryPayableAt(delta, deadline, options.now),
        },
      ];
    });
    await writeEntries(tx, options.events, entries);
  }
}

/**
 * The one place ledger entries are written, each an `affiliate.commission` event for the owner's tools
 * (docs/rules/webhooks.md) in the same transaction: earned when positive, a clawback (negative) otherwise.
 */
async function writeEntries(
  tx: Transaction,
  events: ShopEvents,
  entries: (typeof affiliateCommissions.$inferInsert)[],
) {
  if (entries.length === 0) return;
  const written = await tx.insert(affiliateCommissions).values(entries).returning();
  const partners = await tx
    .select({ id: affiliates.id, code: affiliates.code })
    .from(affiliates)
    .where(inArray(affiliates.id, [...new Set(written.map((entry) => entry.affiliateId))]));
  for (const entry of written) {
    await events.record(tx, {
      type: 'affiliate.commission',
      data: {
        commissionId: entry.id,
        affiliateCode: partners.find((partner) => partner.id === entry.affiliateId)?.code ?? '',
        orderId: entry.orderId,
        amount: { amount: entry.amountCents, currency: entry.currency },
        kind: entry.kind === 'clawback' ? 'clawback' : 'earned',
      },
    });
  }
}

/** Entries not paid out yet of one partner in one currency that are payable at `now`. */
export const payableWhere = (affiliateId: string, currency: OrderRow['currency'], now: Date) =>
  and(
    eq(affiliateCommissions.affiliateId, affiliateId),
    eq(affiliateCommissions.currency, currency),
    isNull(affiliateCommissions.payoutId),
    sql`${affiliateCommissions.payableAt} <= ${now.toISOString()}`,
  );
