import { pageLinks } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Transaction } from '../../lib/db/client';
import { orderItems, orders, processedWebhookEvents, users } from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';
import { orderConfirmationMail } from '../../lib/mail/templates/index';
import { findInvoiceOfOrder, issueInvoice, issueReceipt } from '../invoices';
import { revokeOrderLicences } from '../licences';
import type { OrderRow } from '../orders';
import type { VatDecision } from '../vat';
import { moveOrder } from './order-state';

export type SessionOutcome = 'paid' | 'failed' | 'expired' | 'none';

/** What a Stripe event (or a retrieved session, for `reconcile`) means for the order. */
export function outcomeOf(type: string, session: Stripe.Checkout.Session): SessionOutcome {
  switch (type) {
    case 'checkout.session.completed':
    case 'reconcile':
      if (session.payment_status === 'paid') return 'paid';
      return type === 'reconcile' && session.status === 'expired' ? 'expired' : 'none';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return 'none';
  }
}

/**
 * Marks a locked order paid, in the caller's transaction: status and paid date, the invoice (number and
 * document snapshot) and the confirmation e-mail queued in the same transaction, so it goes out only after
 * the commit. The invoice PDF is not rendered here, since the invoice counter stays locked until the
 * commit: the e-mail refers to it by its storage key and the mail worker renders it from the snapshot when
 * it is not there yet. An order that already has its invoice (paid, unmarked by an admin, paid again) keeps it.
 */
export async function markOrderPaid(
  app: FastifyInstance,
  tx: Transaction,
  order: OrderRow,
  paymentIntentId?: string | null,
): Promise<void> {
  const paidAt = new Date();
  await moveOrder(tx, order, 'paid', { paidAt, stripePaymentIntentId: paymentIntentId ?? null });
  // Paid again after an admin unmarked it: the invoice (and e-mail) issued the first time stand.
  if (await findInvoiceOfOrder(tx, order.id)) return;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const lines = items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
  }));
  const [buyer] = await tx.select().from(users).where(eq(users.id, order.userId));
  const invoiceOrder = {
    id: order.id,
    language: order.language,
    totalCents: order.totalCents,
    lines,
    vat: recordedVat(order),
    withdrawalConsent:
      order.withdrawalConsentAt && order.withdrawalConsentVersion
        ? { at: order.withdrawalConsentAt, version: order.withdrawalConsentVersion }
        : null,
  };
  // A free order is a receipt, not an invoice: it consumes no invoice number.
  const document =
    order.totalCents === 0
      ? { number: null, ...(await issueReceipt(app, invoiceOrder, buyer, paidAt)) }
      : await issueInvoice(app, tx, invoiceOrder, buyer, paidAt);
  if (!buyer) return;
  await app.mail.enqueue(
    orderConfirmationMail({
      to: buyer.email,
      name: buyer.name,
      language: order.language,
      orderId: order.id,
      lines,
      totalCents: order.totalCents,
      document,
      withdrawalConsent: invoiceOrder.withdrawalConsent,
      accountUrl: `${app.config.publicUrl}${pageLinks.profileTab('orders')}`,
      seller: app.config.seller,
    }),
    tx,
  );
}

/** The VAT the order recorded at checkout; null on orders from before it did. */
function recordedVat(order: OrderRow): VatDecision | null {
  if (order.vatRateBps === null || !order.vatCountry || !order.vatMode) return null;
  return {
    mode: order.vatMode,
    rateBps: order.vatRateBps,
    country: order.vatCountry,
    reverseCharge: order.reverseCharge,
  };
}

/**
 * The reverse of `markOrderPaid`, in the caller's transaction (an admin unmarking an order, a refund): the
 * order goes back to pending, so its downloads are refused, and its licences are revoked. The invoice stays:
 * issued invoices are immutable (a credit note is the accounting answer, not a deletion).
 */
export async function markOrderUnpaid(
  tx: Transaction,
  orderId: string,
): Promise<{ wasPaid: boolean; revokedLicences: number }> {
  const [before] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (before?.status !== 'paid') return { wasPaid: false, revokedLicences: 0 };
  await moveOrder(tx, before, 'pending');
  return { wasPaid: true, revokedLicences: await revokeOrderLicences(tx, orderId) };
}

/**
 * Applies a session outcome to its order, once. With an event, the event id is recorded in the same
 * transaction (a redelivery finds it and does nothing). The order row is locked, and a paid order is never
 * changed again, so events arriving late or out of order cannot un-pay it. At most `app.fulfilments.limit`
 * run at once per instance (`fulfilment-limit.ts`); the others wait for their turn before taking a connection.
 */
export async function applySessionOutcome(
  app: FastifyInstance,
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  event?: { id: string; type: string },
): Promise<{ orderId?: string; paid: boolean; duplicate?: boolean }> {
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? undefined;
  return app.fulfilments.run(() => applyOnce(app, session, outcome, orderId, event));
}

/** `applySessionOutcome` once its turn has come: one transaction. */
async function applyOnce(
  app: FastifyInstance,
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  orderId: string | undefined,
  event?: { id: string; type: string },
): Promise<{ orderId?: string; paid: boolean; duplicate?: boolean }> {
  return app.db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(processedWebhookEvents)
        .values({ eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.eventId });
      if (recorded.length === 0) return { orderId, paid: false, duplicate: true };
    }
    if (!orderId || !isUuid(orderId)) return { paid: false };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.stripeSessionId !== session.id) {
      app.log.warn({ orderId, sessionId: session.id }, 'checkout session does not match an order');
      return { orderId, paid: false };
    }
    if (order.status === 'paid') return { orderId, paid: true };
    if (outcome === 'paid') {
      const paymentIntent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
      await markOrderPaid(app, tx, order, paymentIntent);
      return { orderId, paid: true };
    }
    if ((outcome === 'failed' || outcome === 'expired') && order.status === 'pending') {
      await moveOrder(tx, order, outcome);
    }
    return { orderId, paid: false };
  });
}
