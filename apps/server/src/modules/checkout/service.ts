import type { CheckoutAnswer, CheckoutRequest, CheckoutStatus, OrderLineInput } from '@shop/contracts';
import { formatMoney, type Money, money, pageLinks } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import type { Database } from '../../lib/db/client';
import { users } from '../../lib/db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { Referral } from '../affiliates';
import { ninjaTraderEmailFor } from '../ninjatrader-delivery';
import { findVisibleOrder, type OrderRow, stateOf } from '../orders';
import { requireBillingAddress } from './billing-address';
import { priceCartFor } from './buyer-pricing';
import { payByCard } from './card-payment';
import { priceCoupon } from './coupon-lines';
import type { BuyerPricingDeps, CheckoutDeps, SettlingDeps } from './deps';
import { insertPendingOrder, ownedProducts } from './pending-order';
import { type PricedLine, totalOf } from './pricing';
import type { SaleTerms } from './sale-terms';
import { applySessionOutcome, outcomeOf } from './session-outcomes';

/** The free checkout's confirmation page, where an unconfirmed all-free cart is sent. */
export const FREE_CHECKOUT_PAGE = '/checkout/free';
const OWNED_INDICATORS_PAGE = pageLinks.profileTab('indicators');

/**
 * Which way a checkout may go: `any` lets the server's prices decide (`POST /api/checkout`); the older
 * calls each pin one way and refuse the other (`checkout.allFree`, `checkout.notFree`).
 */
export type CheckoutWay = 'any' | 'card' | 'free';

/**
 * The one entry to paying (docs/rules/checkout.md): the cart is priced from the database (409
 * `checkout.pricesChanged` when the buyer was shown another price); a cart with a positive total goes to
 * the payment page; an all-free one goes to the free checkout page until the buyer confirms it there, and
 * then becomes a paid order at once. Every way needs the buyer's billing address first (`checkout.billingRequired`).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  user: AuthenticatedUser,
  request: CheckoutRequest & { confirmFree?: true; referral?: Referral | undefined },
  language: Language,
  way: CheckoutWay = 'any',
): Promise<CheckoutAnswer> {
  const { db } = deps;
  await requireBillingAddress(deps, user.id, request.billing);
  const { terms, lines } = await priceCartFor(
    deps,
    db,
    user.id,
    request,
    language,
    request.withdrawalConsent,
  );
  refuseUnseenTotal(request.expectedTotal, money(totalOf(lines), terms.currency), language);
  terms.ninjaTraderEmail = await ninjaTraderEmailFor(db, linesProducts(lines), request.ninjaTraderEmail);
  const code = request.couponCode;
  const free = totalOf((await priceCoupon(db, user.id, code, lines, false, terms.currency)).lines) === 0;
  if (way === 'card' && free) throw badRequest('checkout.allFree');
  if (way === 'free' && !free) throw badRequest('checkout.notFree');
  if (!free) {
    const paid = await withoutOwnedFreeLines(db, user.id, lines);
    const reminder = { consented: request.paymentReminder === true, resumedFrom: request.resumedFrom };
    return {
      kind: 'redirect',
      ...(await payByCard(deps, user, paid, language, terms, {
        couponCode: code,
        reminder,
        referral: request.referral,
      })),
    };
  }
  if (way === 'any' && !request.confirmFree) return { kind: 'redirect', url: FREE_CHECKOUT_PAGE };
  return placeFreeOrder(deps, user, lines, language, terms, { couponCode: code, referral: request.referral });
}

/** The products the lines grant: each line's, and a bundle line's contents. */
const linesProducts = (lines: PricedLine[]) =>
  lines.flatMap((line) => [
    line.productId,
    ...(line.bundle?.contents ?? []).map((content) => content.productId),
  ]);

/**
 * The cart showed the buyer the quote's total: one their billing details, given with this checkout, change
 * (reverse charge, another country's rate) is refused with 409 `checkout.totalChanged`, naming both, so nobody
 * pays a total they did not see (docs/rules/cart.md). The details are stored by then: the cart quotes them.
 */
function refuseUnseenTotal(shown: Money | undefined, total: Money, language: Language) {
  if (!shown || (shown.currency === total.currency && shown.amount === total.amount)) return;
  const format = (value: Money) => formatMoney(value, language, { plainSpaces: true });
  throw new AppError(409, 'checkout.totalChanged', { from: format(shown), to: format(total) });
}

/**
 * A free product the buyer already holds gives no second seat: a paid cart leaves its line out (the free
 * checkout does the same under the buyer's row lock, in `placeFreeOrder`).
 */
async function withoutOwnedFreeLines(
  db: Database,
  userId: string,
  lines: PricedLine[],
): Promise<PricedLine[]> {
  const free = lines.filter((line) => line.unitPriceCents === 0).map((line) => line.productId);
  const owned = await ownedProducts(db, userId, free);
  return lines.filter((line) => !owned.has(line.productId));
}

/**
 * An all-free cart (free products, or a coupon taking off everything) becomes a paid order at once, with a
 * receipt (no invoice number) and the confirmation e-mail; the coupon's use is reserved and redeemed in the
 * same transaction. It is not repeatable: products the buyer already holds are left out, and when they hold them all
 * no order is placed and the answer sends them to their indicators. The user row is locked so a double
 * click cannot place the same free order twice.
 */
async function placeFreeOrder(
  deps: Pick<CheckoutDeps, 'db' | 'orderLifecycle'>,
  user: AuthenticatedUser,
  lines: PricedLine[],
  language: Language,
  terms: SaleTerms,
  { couponCode, referral }: { couponCode: string | undefined; referral: Referral | undefined },
): Promise<CheckoutAnswer> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const owned = await ownedProducts(
      tx,
      user.id,
      lines.map((line) => line.productId),
    );
    const missing = lines.filter((line) => !owned.has(line.productId));
    if (missing.length === 0) {
      return { kind: 'redirect', url: OWNED_INDICATORS_PAGE, orderId: owned.get(lines[0]!.productId)! };
    }
    const priced = await priceCoupon(tx, user.id, couponCode, missing, true, terms.currency);
    // Fewer lines never cost more after the coupon, unless it changed since the cart was priced.
    if (totalOf(priced.lines) > 0) throw badRequest('checkout.notFree');
    const order = await insertPendingOrder(tx, {
      userId: user.id,
      lines: priced.lines,
      language,
      isFree: true,
      terms,
      coupon: priced.coupon,
      referral,
    });
    await deps.orderLifecycle.pay(tx, [{ order, paymentIntentId: null }], null);
    return { kind: 'paid', orderId: order.id };
  });
}

/**
 * The older `POST /api/orders`: a pending order priced from the database, without a payment session
 * (one that never gets one is failed by the scheduled clean-up). It is no checkout: it records no
 * withdrawal consent.
 */
export async function placePendingOrder(
  deps: BuyerPricingDeps,
  user: AuthenticatedUser,
  items: OrderLineInput[],
  language: Language,
): Promise<OrderRow> {
  const { terms, lines } = await priceCartFor(deps, deps.db, user.id, { cartItems: items }, language);
  return deps.db.transaction((tx) =>
    insertPendingOrder(tx, { userId: user.id, lines, language, isFree: totalOf(lines) === 0, terms }),
  );
}

/**
 * The success page's one call: the viewer's order (404 otherwise, so nobody learns of another's order);
 * while it is pending with a payment session, the session is read from the payment provider and settled
 * with the webhook's own fulfilment. A `sessionId` that is not the order's is refused.
 */
export async function checkoutStatus(
  deps: SettlingDeps,
  user: AuthenticatedUser,
  orderId: string,
  sessionId?: string,
): Promise<CheckoutStatus> {
  const { db, payments } = deps;
  const order = await findVisibleOrder(db, orderId, { id: user.id, isAdmin: false });
  // Another account's order answers exactly like an id that names none (SECURITY.md): the success page tells
  // a buyer who came back signed in to another account by the buyer id of its own URL, not by this answer.
  if (!order) throw new AppError(404, 'order.notFound');
  if (sessionId !== undefined && order.stripeSessionId !== sessionId) {
    throw badRequest('checkout.sessionMismatch');
  }
  const answer = { orderId, free: order.isFree };
  // Only an order still awaiting its payment may learn of it here: a paid, unmarked, refunded or cancelled
  // one answers as it stands (docs/rules/orders.md).
  const awaiting = ['pending', 'failed', 'expired'].includes(stateOf(order));
  if (!awaiting || !order.stripeSessionId) return { ...answer, paid: order.isPaid };
  let session: Awaited<ReturnType<typeof payments.retrieveCheckoutSession>>;
  try {
    session = await payments.retrieveCheckoutSession(order.stripeSessionId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'checkout session retrieval failed');
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  const result = await applySessionOutcome(deps, session, outcomeOf('reconcile', session));
  return { ...answer, paid: result.paid };
}
