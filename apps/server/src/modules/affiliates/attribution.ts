import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { affiliateReferrals, affiliates, users } from '../../lib/db/schema';
import type { Referral } from './referral-cookie';
import { readWindowDays } from './settings';

type AffiliateRow = typeof affiliates.$inferSelect;
const DAY_MS = 24 * 3600_000;

/**
 * The partner an order or a lease answers to (docs/rules/affiliates.md): the partner whose coupon it uses,
 * else the last click's partner if within the window; only an approved one, and never the buyer themselves
 * (same account, or an address reaching the same mailbox: any case, any `+tag`).
 */
async function partnerFor(
  db: Executor,
  facts: { userId: string; couponId: string | null; referral: Referral | undefined; now: Date },
): Promise<{ partner: AffiliateRow; source: 'coupon' | 'link' } | undefined> {
  const byCoupon = facts.couponId
    ? (await db.select().from(affiliates).where(eq(affiliates.couponId, facts.couponId)))[0]
    : undefined;
  let found: { partner: AffiliateRow; source: 'coupon' | 'link' } | undefined;
  if (byCoupon) found = { partner: byCoupon, source: 'coupon' };
  else if (facts.referral) {
    const windowMs = (await readWindowDays(db)) * DAY_MS;
    const fresh = facts.now.getTime() - facts.referral.clickedAt.getTime() <= windowMs;
    const [byCode] = fresh
      ? await db.select().from(affiliates).where(eq(affiliates.code, facts.referral.code))
      : [];
    if (byCode) found = { partner: byCode, source: 'link' };
  }
  if (found?.partner.status !== 'approved' || found.partner.percent === null) return undefined;
  if (await isSelfReferral(db, found.partner.userId, facts.userId)) return undefined;
  return found;
}

const PLUS_TAG = String.raw`\+[^@]*@`;
/** An address as one mailbox receives it: lower-cased, without a `+tag` (ada+shop@… reaches ada@…). */
const sameMailbox = (column: SQLWrapper) => sql`regexp_replace(lower(${column}), ${PLUS_TAG}, '@')`;

async function isSelfReferral(db: Executor, partnerUserId: string, buyerId: string): Promise<boolean> {
  if (partnerUserId === buyerId) return true;
  const [same] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, buyerId),
        sql`${sameMailbox(users.email)} = (select ${sameMailbox(sql.raw('email'))} from ${users} where id = ${partnerUserId})`,
      ),
    );
  return same !== undefined;
}

const termsOf = (partner: AffiliateRow) => ({
  affiliateId: partner.id,
  percent: partner.percent!,
  scope: partner.scope ?? ('first_purchase' as const),
  renewalMonths: partner.renewalMonths,
});

/**
 * Stores an order's partner, with the terms in force, in the transaction that creates the pending order
 * (checkout's card and free ways); the order earns when it is paid. Nothing when no partner applies.
 */
export async function attributeOrder(
  tx: Executor,
  order: { id: string; userId: string; couponId: string | null },
  referral: Referral | undefined,
  now: Date,
): Promise<void> {
  const found = await partnerFor(tx, { userId: order.userId, couponId: order.couponId, referral, now });
  if (!found) return;
  await tx
    .insert(affiliateReferrals)
    .values({ ...termsOf(found.partner), orderId: order.id, source: found.source });
}

/** Stores a lease's partner when its checkout opens: every period order of the lease answers to it. */
export async function attributeLease(
  db: Executor,
  lease: { id: string; userId: string },
  referral: Referral | undefined,
  now: Date,
): Promise<void> {
  const found = await partnerFor(db, { userId: lease.userId, couponId: null, referral, now });
  if (!found) return;
  await db
    .insert(affiliateReferrals)
    .values({ ...termsOf(found.partner), subscriptionId: lease.id, source: found.source });
}
