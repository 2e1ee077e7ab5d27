import { inArray, sql } from 'drizzle-orm';
import { affiliateCommissions, affiliateReferrals, affiliates, orders } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';
import { clickThrough, uniquePartnerCode } from './affiliates';
import type { OrderWorld } from './order-model-world';

/** The percentage the run's one partner earns (docs/rules/affiliates.md). */
const PERCENT = 20;
const cookies = new WeakMap<OrderWorld, Promise<string>>();

/**
 * Issue 48: the referral cookie of the run's one partner (an approved account of its own, so no buyer refers
 * themselves), made on first use by a click through the real route.
 */
export function referralCookie(world: OrderWorld): Promise<string> {
  let cookie = cookies.get(world);
  if (!cookie) {
    cookie = (async () => {
      const { user } = await createUser(world.app);
      const code = uniquePartnerCode();
      await world.app.db.insert(affiliates).values({
        userId: user.id,
        code,
        status: 'approved',
        origin: 'invitation',
        percent: PERCENT,
        scope: 'renewals',
        renewalMonths: 12,
      });
      const click = await clickThrough({ app: world.app } as Parameters<typeof clickThrough>[0], code);
      if (!click.cookie) throw world.failure('the partner click set no cookie');
      return click.cookie;
    })();
    cookies.set(world, cookie);
  }
  return cookie;
}

/**
 * Invariant 13 (issue 48): what a referred order has earned (its ledger's sum) is never negative, is nothing
 * while the order grants nothing, and never exceeds the partner's percentage of the money the order kept (its
 * total less its refunds, VAT included: a bound the net commission stays under); so what the partner may be paid,
 * payable and paid together, never exceeds that over their unrefunded referred lines.
 */
export async function commissionWithinReferredLines(world: OrderWorld): Promise<string[]> {
  const referred = await world.app.db
    .select({
      order: orders,
      percent: affiliateReferrals.percent,
      affiliateId: affiliateReferrals.affiliateId,
    })
    .from(affiliateReferrals)
    .innerJoin(
      orders,
      sql`${orders.id} = ${affiliateReferrals.orderId} or ${orders.subscriptionId} = ${affiliateReferrals.subscriptionId}`,
    );
  if (referred.length === 0) return [];
  const sums = await world.app.db
    .select({
      orderId: affiliateCommissions.orderId,
      cents: sql<number>`sum(${affiliateCommissions.amountCents})::int`,
    })
    .from(affiliateCommissions)
    .where(
      inArray(
        affiliateCommissions.orderId,
        referred.map(({ order }) => order.id),
      ),
    )
    .groupBy(affiliateCommissions.orderId);
  const problems: string[] = [];
  const bounds = new Map<string, number>();
  for (const { order, percent, affiliateId } of referred) {
    const earned = sums.find((row) => row.orderId === order.id)?.cents ?? 0;
    const bound = order.isPaid ? Math.floor((percent * (order.totalCents - order.refundedCents)) / 100) : 0;
    bounds.set(
      `${affiliateId}:${order.currency}`,
      (bounds.get(`${affiliateId}:${order.currency}`) ?? 0) + bound,
    );
    if (earned < 0 || earned > bound) {
      problems.push(`order ${order.id} (${order.status}) earned ${earned}, outside 0…${bound}`);
    }
  }
  const now = await world.app.leaseClock.now();
  const payable = await world.app.db
    .select({
      affiliateId: affiliateCommissions.affiliateId,
      currency: affiliateCommissions.currency,
      cents: sql<number>`sum(${affiliateCommissions.amountCents})::int`,
    })
    .from(affiliateCommissions)
    .where(
      sql`(${affiliateCommissions.payoutId} is not null or ${affiliateCommissions.payableAt} <= ${now.toISOString()})`,
    )
    .groupBy(affiliateCommissions.affiliateId, affiliateCommissions.currency);
  for (const row of payable) {
    const bound = bounds.get(`${row.affiliateId}:${row.currency}`) ?? 0;
    if (row.cents > bound)
      problems.push(`partner ${row.affiliateId} may be paid ${row.cents} ${row.currency}, above ${bound}`);
  }
  return problems;
}
