import {
  type AdminAffiliatePayoutBody,
  type AdminAffiliatePayoutList,
  AFFILIATE_PAYOUT_CSV_COLUMNS,
  type AffiliatePayout,
  money,
  toMajorUnits,
} from '@shop/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { toCsv } from '../../lib/csv';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import { affiliateCommissions, affiliatePayouts, affiliates, users } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { payableWhere } from './ledger';

type PayoutRow = typeof affiliatePayouts.$inferSelect;

const toPayout = (row: PayoutRow, code: string): AffiliatePayout => ({
  _id: row.id,
  affiliateId: row.affiliateId,
  affiliateCode: code,
  amount: money(row.amountCents, row.currency),
  reference: row.reference,
  entries: row.entries,
  paidAt: row.paidAt.toISOString(),
});

/**
 * The owner paid a partner everything payable in one currency (docs/rules/affiliates.md): under the partner's
 * row lock, the payable entries are summed, the payout recorded with its reference and the entries marked
 * paid by it, in one transaction with its audit entry. 409 `affiliates.nothingPayable` when the sum is not above
 * zero (clawbacks may leave it below: they wait for the next earnings).
 */
export async function recordPayout(
  db: Database,
  affiliateId: string,
  body: AdminAffiliatePayoutBody,
  now: Date,
  audit: (tx: Transaction, payout: PayoutRow) => Promise<void>,
): Promise<AffiliatePayout> {
  return db.transaction(async (tx) => {
    const [partner] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliateId)).for('update');
    if (!partner) throw notFound('affiliates.notFound');
    const where = payableWhere(affiliateId, body.currency, now);
    const [sum] = await tx
      .select({
        amount: sql<number>`coalesce(sum(${affiliateCommissions.amountCents}), 0)::int`,
        entries: count(),
      })
      .from(affiliateCommissions)
      .where(where);
    if (!sum || sum.amount <= 0) throw new AppError(409, 'affiliates.nothingPayable');
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId,
        currency: body.currency,
        amountCents: sum.amount,
        reference: body.reference,
        entries: sum.entries,
        paidAt: now,
      })
      .returning();
    await tx.update(affiliateCommissions).set({ payoutId: payout!.id }).where(where);
    await audit(tx, payout!);
    return toPayout(payout!, partner.code);
  });
}

/** Recorded payouts, newest first, of every partner or one. */
export async function listPayouts(
  db: Executor,
  query: { page: number; limit: number; affiliateId?: string | undefined },
): Promise<AdminAffiliatePayoutList> {
  const where = query.affiliateId ? eq(affiliatePayouts.affiliateId, query.affiliateId) : undefined;
  const [total] = await db.select({ value: count() }).from(affiliatePayouts).where(where);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select({ payout: affiliatePayouts, code: affiliates.code })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .where(where)
    .orderBy(desc(affiliatePayouts.paidAt), desc(affiliatePayouts.id))
    .offset(offset)
    .limit(limit);
  return {
    payouts: rows.map(({ payout, code }) => toPayout(payout, code)),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}

/**
 * What is payable now as a CSV (formula-safe, lib/csv.ts): one row per partner and currency whose payable
 * entries sum above zero, the amount in the currency's units with two decimals, from the same entries a payout
 * would settle, so the file and the ledger agree.
 */
export async function payableCsv(db: Executor, now: Date): Promise<string> {
  const rows = await db
    .select({
      id: affiliates.id,
      name: users.name,
      email: users.email,
      code: affiliates.code,
      currency: affiliateCommissions.currency,
      amount: sql<number>`sum(${affiliateCommissions.amountCents})::int`,
      entries: count(),
    })
    .from(affiliateCommissions)
    .innerJoin(affiliates, eq(affiliates.id, affiliateCommissions.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(
        isNull(affiliateCommissions.payoutId),
        sql`${affiliateCommissions.payableAt} <= ${now.toISOString()}`,
      ),
    )
    .groupBy(affiliates.id, users.name, users.email, affiliates.code, affiliateCommissions.currency)
    .having(sql`sum(${affiliateCommissions.amountCents}) > 0`)
    .orderBy(affiliates.code, affiliateCommissions.currency);
  return toCsv(
    [...AFFILIATE_PAYOUT_CSV_COLUMNS],
    rows.map((row) => [
      row.id,
      row.name,
      row.email,
      row.code,
      row.currency,
      toMajorUnits(money(row.amount, row.currency)).toFixed(2),
      row.entries,
    ]),
  );
}
