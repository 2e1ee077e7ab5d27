import type {
  AdminAffiliate,
  AdminAffiliateList,
  AffiliateArea,
  AffiliateCommissionList,
  AffiliateStatus,
  AffiliateTerms,
} from '@shop/contracts';
import { money } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { affiliateCommissions, affiliatePayouts, affiliates, orderItems, users } from '../../lib/db/schema';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { couponCodes } from '../coupons';
import type { AffiliateRow } from './partners';
import { readWindowDays } from './settings';
import { figuresOf } from './totals';

const termsOf = (row: AffiliateRow): AffiliateTerms | null =>
  row.percent === null || row.scope === null
    ? null
    : { percent: row.percent, scope: row.scope, renewalMonths: row.renewalMonths };

/** Partners as the back-office lists them, with their account, coupon, clicks and totals per currency. */
export async function toAdminAffiliates(
  db: Executor,
  rows: AffiliateRow[],
  now: Date,
): Promise<AdminAffiliate[]> {
  const ids = rows.map((row) => row.id);
  const figures = await figuresOf(db, ids, now);
  const coupons = await couponCodes(
    db,
    rows.flatMap((row) => (row.couponId ? [row.couponId] : [])),
  );
  const accounts = rows.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((row) => row.userId),
          ),
        )
    : [];
  return rows.map((row) => {
    const account = accounts.find((candidate) => candidate.id === row.userId);
    return {
      _id: row.id,
      userId: row.userId,
      name: account?.name ?? '',
      email: account?.email ?? '',
      code: row.code,
      status: row.status,
      origin: row.origin,
      website: row.website,
      message: row.message,
      terms: termsOf(row),
      couponCode: row.couponId ? (coupons.get(row.couponId) ?? null) : null,
      ...figures.get(row.id)!,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The back-office's partners, newest first, optionally of one status. */
export async function listAffiliates(
  db: Executor,
  query: { page: number; limit: number; status?: AffiliateStatus | undefined },
  now: Date,
): Promise<AdminAffiliateList> {
  const where = query.status ? eq(affiliates.status, query.status) : undefined;
  const [total] = await db.select({ value: count() }).from(affiliates).where(where);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select()
    .from(affiliates)
    .where(where)
    .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
    .offset(offset)
    .limit(limit);
  return {
    affiliates: await toAdminAffiliates(db, rows, now),
    pagination: paginationOf(query, total?.value ?? 0),
    windowDays: await readWindowDays(db),
  };
}

/** The signed-in account's partner area (null partner when it never applied). */
export async function partnerArea(
  db: Executor,
  userId: string,
  options: { publicUrl: string; now: Date },
): Promise<AffiliateArea> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  if (!row) return { partner: null };
  const [view] = await toAdminAffiliates(db, [row], options.now);
  const approved = row.status === 'approved';
  return {
    partner: {
      _id: row.id,
      status: row.status,
      origin: row.origin,
      code: row.code,
      terms: view!.terms,
      couponCode: approved ? view!.couponCode : null,
      link: `${options.publicUrl}/?ref=${encodeURIComponent(row.code)}`,
      windowDays: await readWindowDays(db),
      clicks: view!.clicks,
      totals: view!.totals,
      createdAt: view!.createdAt,
      decidedAt: view!.decidedAt,
      rejectionReason: row.status === 'rejected' ? row.rejectReason : null,
    },
  };
}

/** The signed-in partner's ledger, newest first: no buyer's data, each order by its short id. */
export async function partnerCommissions(
  db: Executor,
  userId: string,
  query: { page: number; limit: number },
  language: Language,
  now: Date,
): Promise<AffiliateCommissionList> {
  const [partner] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  if (!partner) return { commissions: [], pagination: paginationOf(query, 0) };
  const mine = eq(affiliateCommissions.affiliateId, partner.id);
  const [total] = await db.select({ value: count() }).from(affiliateCommissions).where(mine);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select({ entry: affiliateCommissions, line: orderItems, reference: affiliatePayouts.reference })
    .from(affiliateCommissions)
    .innerJoin(orderItems, eq(orderItems.id, affiliateCommissions.orderItemId))
    .leftJoin(affiliatePayouts, eq(affiliatePayouts.id, affiliateCommissions.payoutId))
    .where(mine)
    .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
    .offset(offset)
    .limit(limit);
  return {
    commissions: rows.map(({ entry, line, reference }) => ({
      _id: entry.id,
      kind: entry.kind,
      orderShortId: entry.orderId.slice(-8),
      productName: localized(line, 'name', language) || line.name,
      amount: money(entry.amountCents, entry.currency),
      status: entry.payoutId ? 'paid' : entry.payableAt <= now ? 'payable' : 'pending',
      payableAt: entry.payableAt.toISOString(),
      createdAt: entry.createdAt.toISOString(),
      payoutReference: reference,
    })),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}
