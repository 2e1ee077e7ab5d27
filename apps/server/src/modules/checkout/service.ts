import type { CheckoutRequest } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../lib/auth/plugin';
import { orders, users } from '../../lib/db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { eurosToCents, formatEuros } from '../../lib/money';
import {
  findVisibleOrder,
  insertPendingOrder,
  ownedProducts,
  type PricedLine,
  priceLines,
  totalOf,
} from '../orders/service';
import { applySessionOutcome, markOrderPaid, outcomeOf } from './fulfilment';
import { reuseOrExpireOpenCheckouts } from './open-checkouts';

type CheckoutLine = CheckoutRequest['cartItems'][number];

/**
 * Prices the cart from the database, and refuses (409 `checkout.pricesChanged`, one detail per changed
 * line saying old → new) when a line's `expectedPrice`, the price the buyer was shown, is not the current one.
 */
async function priceCheckout(
  app: FastifyInstance,
  items: CheckoutLine[],
  language: Language,
): Promise<PricedLine[]> {
  const lines = await priceLines(app.db, items, language);
  const details = items.flatMap((item, index) => {
    const line = lines.find((candidate) => candidate.productId === item.product)!;
    if (item.expectedPrice === undefined || eurosToCents(item.expectedPrice) === line.unitPriceCents)
      return [];
    const message = translate(language, 'checkout.priceChangedLine', {
      product: line.name,
      from: formatEuros(eurosToCents(item.expectedPrice), language),
      to: formatEuros(line.unitPriceCents, language),
    });
    return [{ path: `cartItems.${index}.expectedPrice`, message, code: 'checkout.pricesChanged' }];
  });
  if (details.length > 0) throw new AppError(409, 'checkout.pricesChanged', {}, details);
  return lines;
}

/**
 * Creates the pending order (lines priced from the database, one transaction) and its Stripe Checkout
 * Session, or hands back the buyer's still-open session for the same lines (earlier different ones are
 * expired). Free lines of a mixed cart ride along at 0 (Stripe accepts zero-amount lines when the session
 * total is positive). An all-free cart is refused: it goes through the free checkout.
 */
export async function createCheckoutSession(
  app: FastifyInstance,
  user: AuthenticatedUser,
  items: CheckoutLine[],
  language: Language,
): Promise<{ sessionUrl: string; orderId: string }> {
  const lines = await priceCheckout(app, items, language);
  if (totalOf(lines) === 0) throw badRequest('checkout.allFree');
  const reused = await reuseOrExpireOpenCheckouts(app, user.id, lines);
  if (reused) return reused;
  const order = await app.db.transaction((tx) =>
    insertPendingOrder(tx, { userId: user.id, lines, language }),
  );
  const base = app.config.publicUrl;
  let session: Awaited<ReturnType<typeof app.payments.createCheckoutSession>>;
  try {
    session = await app.payments.createCheckoutSession({
      mode: 'payment',
      locale: language,
      customer_email: user.email,
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      payment_intent_data: { metadata: { orderId: order.id } },
      line_items: lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: 'eur',
          unit_amount: line.unitPriceCents,
          product_data: {
            name: line.name,
            ...(line.description ? { description: line.description.slice(0, 300) } : {}),
            metadata: { productId: line.productId },
          },
        },
      })),
      success_url: `${base}/checkout/success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
      cancel_url: `${base}/cart`,
    });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'checkout session creation failed');
    await app.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  await app.db.update(orders).set({ stripeSessionId: session.id }).where(eq(orders.id, order.id));
  if (!session.url) throw new AppError(503, 'checkout.paymentUnavailable');
  return { sessionUrl: session.url, orderId: order.id };
}

/**
 * An all-free cart becomes a paid order at once, with a receipt (no invoice number) and the confirmation
 * e-mail. It is not repeatable: products the buyer already holds are left out, and when they hold them all
 * no order is placed and the answer sends them straight to their indicators. The user row is locked so a
 * double click cannot place the same free order twice.
 */
export async function createFreeOrder(
  app: FastifyInstance,
  user: AuthenticatedUser,
  items: CheckoutLine[],
  language: Language,
): Promise<{ orderId: string; redirectUrl?: string }> {
  const lines = await priceCheckout(app, items, language);
  if (lines.some((line) => line.unitPriceCents > 0)) throw badRequest('checkout.notFree');
  return app.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const owned = await ownedProducts(
      tx,
      user.id,
      lines.map((line) => line.productId),
    );
    const missing = lines.filter((line) => !owned.has(line.productId));
    if (missing.length === 0) {
      return { orderId: owned.get(lines[0]!.productId)!, redirectUrl: '/profile?tab=indicators' };
    }
    const order = await insertPendingOrder(tx, { userId: user.id, lines: missing, language, isFree: true });
    await markOrderPaid(app, tx, order);
    return { orderId: order.id };
  });
}

/**
 * The success page's check: the viewer's order (404 otherwise), and when it is still pending, the session
 * is fetched from Stripe and reconciled with the same fulfilment as the webhook.
 */
export async function checkSession(
  app: FastifyInstance,
  user: AuthenticatedUser,
  sessionId: string,
  orderId: string,
): Promise<{ paid: boolean; orderId: string }> {
  const order = await findVisibleOrder(app.db, orderId, { id: user.id, isAdmin: false });
  if (!order) throw new AppError(404, 'order.notFound');
  if (order.stripeSessionId !== sessionId) throw badRequest('checkout.sessionMismatch');
  if (order.isPaid) return { paid: true, orderId };
  let session: Awaited<ReturnType<typeof app.payments.retrieveCheckoutSession>>;
  try {
    session = await app.payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'checkout session retrieval failed');
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  const result = await applySessionOutcome(app, session, outcomeOf('reconcile', session));
  return { paid: result.paid, orderId };
}
