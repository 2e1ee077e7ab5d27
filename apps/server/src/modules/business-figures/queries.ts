import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import {
  creditNotes,
  invoices,
  leaseCancellations,
  leasePaymentFailures,
  orders,
  subscriptions,
  trials,
} from '../../lib/db/schema';
import type { FiguresFacts, FreshSums } from './facts';

/** Orders that took money and are still counted as sales: paid, then perhaps refunded (credit notes say how much). */
const SOLD = ['paid', 'partially_refunded', 'refunded'] as const;
const sold = and(inArray(orders.status, SOLD), gt(orders.totalCents, 0));

const cents = (value: ReturnType<typeof sql<number>>) => value.mapWith(Number);

/**
 * The tables summed afresh over [start, end), per currency, without the folds: orders paid, the invoices of
 * those orders, credit notes issued (docs/rules/figures.md, the reconciliation).
 */
async function freshSums(db: Executor, start: Date, end: Date): Promise<FreshSums[]> {
  const paidIn = and(sold, gte(orders.paidAt, start), lt(orders.paidAt, end));
  const [sales, invoiced, credited] = await Promise.all([
    db
      .select({ currency: orders.currency, cents: cents(sql`coalesce(sum(${orders.totalCents}), 0)`) })
      .from(orders)
      .where(paidIn)
      .groupBy(orders.currency),
    db
      .select({ currency: orders.currency, cents: cents(sql`coalesce(sum(${invoices.grossCents}), 0)`) })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(paidIn)
      .groupBy(orders.currency),
    db
      .select({ currency: orders.currency, cents: cents(sql`coalesce(sum(${creditNotes.grossCents}), 0)`) })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
      .groupBy(orders.currency),
  ]);
  const currenciesSeen = new Set([...sales, ...invoiced, ...credited].map((row) => row.currency));
  return [...currenciesSeen].map((currency) => ({
    currency,
    ordersCents: sales.find((row) => row.currency === currency)?.cents ?? 0,
    invoicesCents: invoiced.find((row) => row.currency === currency)?.cents ?? 0,
    creditNotesCents: credited.find((row) => row.currency === currency)?.cents ?? 0,
  }));
}

/**
 * Every fact the figures fold, read in one go: the whole sales history (first purchases and the recurring
 * revenue before the range count), the credit notes, the leases' failure episodes, the trials and the cancel
 * dialogs' save offers; then the
 * fresh sums over the range.
 */
export async function readFacts(db: Executor, range: { start: Date; end: Date }): Promise<FiguresFacts> {
  const creditedByOrder = db
    .select({
      orderId: creditNotes.orderId,
      cents: sql<number>`sum(${creditNotes.grossCents})`.as('credited_cents'),
    })
    .from(creditNotes)
    .groupBy(creditNotes.orderId)
    .as('credited');
  const [orderRows, noteRows, failureRows, trialRows, saveOffers, fresh] = await Promise.all([
    db
      .select({
        id: orders.id,
        userId: orders.userId,
        currency: orders.currency,
        paidAt: orders.paidAt,
        totalCents: orders.totalCents,
        creditedCents: cents(sql`coalesce(${creditedByOrder.cents}, 0)`),
        couponCode: orders.couponCode,
        discountCents: orders.discountCents,
        leaseId: subscriptions.id,
        plan: subscriptions.plan,
        leaseEndedAt: subscriptions.endedAt,
        saveOfferTakenAt: subscriptions.saveOfferTakenAt,
      })
      .from(orders)
      .leftJoin(subscriptions, eq(subscriptions.id, orders.subscriptionId))
      .leftJoin(creditedByOrder, eq(creditedByOrder.orderId, orders.id))
      .where(and(sold, sql`${orders.paidAt} is not null`)),
    db
      .select({
        currency: orders.currency,
        grossCents: creditNotes.grossCents,
        issuedAt: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId)),
    db
      .select({
        leaseId: subscriptions.id,
        currency: subscriptions.currency,
        failedAt: leasePaymentFailures.failedAt,
        recoveredAt: leasePaymentFailures.recoveredAt,
        leaseEndedAt: subscriptions.endedAt,
      })
      .from(leasePaymentFailures)
      .innerJoin(subscriptions, eq(subscriptions.id, leasePaymentFailures.subscriptionId)),
    db.select({ startsAt: trials.startsAt, convertedAt: trials.convertedAt }).from(trials),
    db
      .select({
        leaseId: leaseCancellations.subscriptionId,
        userId: subscriptions.userId,
        currency: subscriptions.currency,
        at: leaseCancellations.createdAt,
        offer: leaseCancellations.offer,
        accepted: leaseCancellations.accepted,
        pauseMonths: leaseCancellations.pauseMonths,
      })
      .from(leaseCancellations)
      .innerJoin(subscriptions, eq(subscriptions.id, leaseCancellations.subscriptionId)),
    freshSums(db, range.start, range.end),
  ]);
  return {
    orders: orderRows.map(({ leaseId, plan, leaseEndedAt, saveOfferTakenAt, paidAt, ...order }) => ({
      ...order,
      paidAt: paidAt!,
      lease: leaseId && plan ? { id: leaseId, plan, endedAt: leaseEndedAt, saveOfferTakenAt } : null,
    })),
    creditNotes: noteRows,
    failures: failureRows,
    trials: trialRows,
    saveOffers,
    fresh,
  };
}
