import { pageLinks, pages } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import { AppError } from '../../lib/errors';
import type { Referral } from '../affiliates';
import { lockOrder, setCheckoutSession } from '../order-lifecycle';
import { priceCoupon } from './coupon-lines';
import type { CheckoutDeps } from './deps';
import { reuseOrExpireOpenCheckouts } from './open-checkouts';
import { type ReminderChoice, recordReminderChoice, reminderDueAt } from './payment-reminders';
import { insertPendingOrder } from './pending-order';
import type { PricedLine } from './pricing';
import type { SaleTerms } from './sale-terms';

/**
 * Creates the pending order (one transaction, reserving the coupon's use) and its Stripe Checkout Session, or
 * hands back the buyer's still-open session for the same lines and coupon (earlier different ones are
 * expired, which releases their coupon uses). Free lines of a mixed cart ride along at 0: Stripe accepts
 * zero-amount lines when the session total is positive. The coupon's discount, worked out here, goes to Stripe
 * as a one-time coupon of that amount on the session (`discounts`), so Stripe charges the order's total.
 * The buyer's payment reminder choice is kept with the order it pays, handed back or new (`recordReminderChoice`).
 */
export async function payByCard(
  deps: CheckoutDeps,
  user: AuthenticatedUser,
  lines: PricedLine[],
  language: Language,
  terms: SaleTerms,
  options: { couponCode?: string | undefined; reminder: ReminderChoice; referral?: Referral | undefined },
): Promise<{ url: string; orderId: string }> {
  const { db, payments } = deps;
  const { couponCode, reminder } = options;
  const dueAt = reminderDueAt(await deps.leaseClock.now(), deps.config.paymentReminderHours);
  const preview = await priceCoupon(db, user.id, couponCode, lines, false, terms.currency);
  const reused = await reuseOrExpireOpenCheckouts(deps, user.id, preview, terms);
  if (reused) {
    await db.transaction((tx) =>
      recordReminderChoice(tx, { id: reused.orderId, userId: user.id }, reminder, dueAt),
    );
    return { url: reused.sessionUrl, orderId: reused.orderId };
  }
  const { order, coupon } = await db.transaction(async (tx) => {
    const priced = await priceCoupon(tx, user.id, couponCode, lines, true, terms.currency);
    const inserted = await insertPendingOrder(tx, {
      userId: user.id,
      lines: priced.lines,
      language,
      terms,
      coupon: priced.coupon,
      referral: options.referral,
    });
    await recordReminderChoice(tx, inserted, reminder, dueAt);
    return { order: inserted, coupon: priced.coupon };
  });
  const base = deps.config.publicUrl;
  let session: Awaited<ReturnType<typeof payments.createCheckoutSession>>;
  try {
    const discount =
      coupon &&
      (await payments.createCoupon({
        amount_off: coupon.discountCents,
        currency: terms.currency,
        duration: 'once',
        max_redemptions: 1,
        name: coupon.code,
        metadata: { orderId: order.id },
      }));
    session = await payments.createCheckoutSession({
      ...(discount ? { discounts: [{ coupon: discount.id }] } : {}),
      mode: 'payment',
      locale: language,
      customer_email: user.email,
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      payment_intent_data: { metadata: { orderId: order.id } },
      line_items: lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: terms.currency,
          unit_amount: line.unitPriceCents,
          product_data: {
            name: line.name,
            ...(line.description ? { description: line.description.slice(0, 300) } : {}),
            metadata: { productId: line.productId },
          },
        },
      })),
      success_url: `${base}${pageLinks.checkoutSuccess(order.id, user.id)}`,
      cancel_url: `${base}${pages.cart}`,
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'checkout session creation failed');
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked) await deps.orderLifecycle.fail(tx, [locked], null);
    });
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  await setCheckoutSession(db, order.id, session.id);
  if (!session.url) throw new AppError(503, 'checkout.paymentUnavailable');
  return { url: session.url, orderId: order.id };
}
