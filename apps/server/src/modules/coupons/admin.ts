import { type AdminCoupon, type AdminCouponBody, type AdminCouponList, money } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import { isUniqueViolation } from '../../lib/db/errors';
import { couponRedemptions, coupons, products } from '../../lib/db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import type { CouponRow } from './rules';

/**
 * The columns an admin's body sets: `value` the percentage or the amount's cents (an amount is in euros, its
 * schema says so), dates as dates, `active` as `disabledAt`.
 */
function columnsOf(body: AdminCouponBody, current?: CouponRow) {
  return {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'amount' ? body.amount.amount : body.percent,
    productId: body.productId,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    maxUses: body.maxUses,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    firstPurchaseOnly: body.firstPurchaseOnly,
    disabledAt: body.active ? null : (current?.disabledAt ?? new Date()),
  };
}

async function requireProduct(db: Executor, productId: string | null) {
  if (!productId) return;
  const found = await db.$count(products, eq(products.id, productId));
  if (found === 0) throw badRequest('coupon.productNotFound');
}

/** Runs a coupon write, answering 409 `coupon.codeTaken` when another coupon has the code. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'coupon.codeTaken');
    throw error;
  }
}

/** A new coupon; `audit` records it in the same transaction. */
export async function createCoupon(
  db: Database,
  body: AdminCouponBody,
  language: Language,
  audit: (tx: Transaction, after: CouponRow) => Promise<void>,
): Promise<AdminCoupon> {
  await requireProduct(db, body.productId);
  const row = await uniqueCode(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(coupons).values(columnsOf(body)).returning();
      await audit(tx, created!);
      return created!;
    }),
  );
  return (await toAdminCoupons(db, [row], language))[0]!;
}

/**
 * Edits a coupon (its code, terms, or disabling it), under its row lock; `audit` records before and after in
 * the same transaction. Orders that used it keep the discount they got.
 */
export async function updateCoupon(
  db: Database,
  id: string,
  body: AdminCouponBody,
  language: Language,
  audit: (tx: Transaction, before: CouponRow, after: CouponRow) => Promise<void>,
): Promise<AdminCoupon> {
  await requireProduct(db, body.productId);
  const row = await uniqueCode(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!current) throw notFound('coupon.notFound');
      const [updated] = await tx
        .update(coupons)
        .set(columnsOf(body, current))
        .where(eq(coupons.id, id))
        .returning();
      await audit(tx, current, updated!);
      return updated!;
    }),
  );
  return (await toAdminCoupons(db, [row], language))[0]!;
}

/** Every coupon, newest first, paged. */
export async function listCoupons(
  db: Executor,
  query: { page: number; limit: number },
  language: Language,
): Promise<AdminCouponList> {
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(coupons),
  ]);
  return {
    coupons: await toAdminCoupons(db, rows, language),
    pagination: paginationOf(query, total?.total ?? 0),
  };
}

async function toAdminCoupons(db: Executor, rows: CouponRow[], language: Language): Promise<AdminCoupon[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const productIds = rows.flatMap((row) => (row.productId ? [row.productId] : []));
  const [uses, named] = await Promise.all([
    db
      .select({
        couponId: couponRedemptions.couponId,
        used: sql<number>`(count(*) filter (where ${couponRedemptions.status} = 'redeemed'))::int`,
        reserved: sql<number>`(count(*) filter (where ${couponRedemptions.status} = 'reserved'))::int`,
      })
      .from(couponRedemptions)
      .where(inArray(couponRedemptions.couponId, ids))
      .groupBy(couponRedemptions.couponId),
    productIds.length > 0
      ? db.select().from(products).where(inArray(products.id, productIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const use = uses.find((candidate) => candidate.couponId === row.id);
    const product = named.find((candidate) => candidate.id === row.productId);
    const terms = {
      _id: row.id,
      code: row.code,
      productId: row.productId,
      productName: product ? localized(product, 'name', language) : null,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      maxUses: row.maxUses,
      maxUsesPerCustomer: row.maxUsesPerCustomer,
      firstPurchaseOnly: row.firstPurchaseOnly,
      active: row.disabledAt === null,
      used: use?.used ?? 0,
      reserved: use?.reserved ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
    return row.kind === 'amount'
      ? { ...terms, kind: row.kind, amount: money(row.value, 'eur') }
      : { ...terms, kind: row.kind, percent: row.value };
  });
}
