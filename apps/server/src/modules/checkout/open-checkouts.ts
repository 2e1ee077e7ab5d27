import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orderItems, orders } from '../../lib/db/schema';
import { awaitingPayment } from '../order-lifecycle';
import type { OrderItemRow } from '../orders';
import type { CouponPricing } from './coupon-lines';
import type { SettlingDeps } from './deps';
import type { PricedLine } from './pricing';
import type { SaleTerms } from './sale-terms';
import { applySessionOutcome, outcomeOf } from './session-outcomes';

/**
 * Same products, quantities, unit prices and updates plans: paying the open session would buy exactly this
 * cart (a plan changed since would otherwise be bought on the old terms).
 */
function sameLines(orderLines: OrderItemRow[], lines: PricedLine[]): boolean {
  // A bundle's contained lines follow from its line (docs/rules/bundles.md).
  const items = orderLines.filter((item) => item.bundleItemId === null);
  if (items.length !== lines.length) return false;
  return lines.every((line) =>
    items.some(
      (item) =>
        item.productId === line.productId &&
        item.quantity === line.quantity &&
        item.unitPriceCents === line.unitPriceCents &&
        item.discountCents === (line.discountCents ?? 0) &&
        item.upgradeFromItemId === (line.upgrade?.fromItemId ?? null) &&
        item.updatesMonths === line.updatesMonths,
    ),
  );
}

/**
 * Before a new card checkout, the buyer's earlier ones that are still pending: one whose session is still
 * open for exactly these lines is handed back (same order, same payment page), so going back and forth
 * between the cart and the payment page does not pile up orders; every other one is expired at the payment
 * provider and settled with the webhook's own fulfilment (a payment that went through meanwhile is
 * fulfilled, not lost). An order taxed otherwise (the buyer's billing country changed since) is not handed
 * back. A session that cannot be read now is left to the scheduled clean-up.
 */
export async function reuseOrExpireOpenCheckouts(
  deps: SettlingDeps,
  userId: string,
  { lines, coupon }: CouponPricing,
  terms: SaleTerms,
): Promise<{ sessionUrl: string; orderId: string } | undefined> {
  let reusable: { sessionUrl: string; orderId: string } | undefined;
  await settleOpenCheckouts(deps, userId, (order, session, items) => {
    const sameVat = order.vatRateBps === terms.vat.rateBps && order.vatCountry === terms.vat.country;
    const sameCoupon = order.couponId === (coupon?.couponId ?? null);
    const sameTerms = sameVat && sameCoupon && order.currency === terms.currency;
    if (reusable || !session.url || !sameTerms || !sameLines(items, lines)) return false;
    reusable = { sessionUrl: session.url, orderId: order.id };
    return true;
  });
  return reusable;
}

/**
 * Before an account is closed: every card checkout of it still open is expired at the payment provider and
 * settled (a payment that went through meanwhile is fulfilled as usual, before the account closes).
 */
export function expireOpenCheckoutsOf(deps: SettlingDeps, userId: string): Promise<void> {
  return settleOpenCheckouts(deps, userId, () => false);
}

type PendingCheckout = {
  id: string;
  sessionId: string | null;
  vatRateBps: number | null;
  vatCountry: string | null;
  couponId: string | null;
  currency: string;
};

/**
 * The buyer's card orders awaiting payment: each one's session is read; an open one that `keep` takes stays
 * open, any other is expired at the provider; then the outcome is settled with the webhook's own fulfilment.
 * A session that cannot be read now is left to the scheduled clean-up.
 */
async function settleOpenCheckouts(
  deps: SettlingDeps,
  userId: string,
  keep: (order: PendingCheckout, session: Stripe.Checkout.Session, items: OrderItemRow[]) => boolean,
): Promise<void> {
  const { db, payments, log } = deps;
  const pending = await db
    .select({
      id: orders.id,
      sessionId: orders.stripeSessionId,
      vatRateBps: orders.vatRateBps,
      vatCountry: orders.vatCountry,
      couponId: orders.couponId,
      currency: orders.currency,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        awaitingPayment(),
        eq(orders.isFree, false),
        isNotNull(orders.stripeSessionId),
      ),
    )
    .orderBy(desc(orders.createdAt));
  if (pending.length === 0) return;
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        pending.map((order) => order.id),
      ),
    );
  for (const order of pending) {
    try {
      let session = await payments.retrieveCheckoutSession(order.sessionId!);
      const lineItems = items.filter((item) => item.orderId === order.id);
      if (session.status === 'open' && keep(order, session, lineItems)) continue;
      if (session.status === 'open') session = await payments.expireCheckoutSession(session.id);
      await applySessionOutcome(deps, session, outcomeOf('reconcile', session));
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'earlier checkout left to the scheduled clean-up');
    }
  }
}
