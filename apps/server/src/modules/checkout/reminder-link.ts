import { type CheckoutResume, pageLinks } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { orderItems, orders, paymentReminders } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { readSignedToken, signToken } from '../../lib/signed-token';
import { stateOf } from '../orders';
import type { ReminderDeps } from './reminder-deps';

/** How long a reminder's link refills the cart: a week, then the buyer starts from the shop again. */
export const REMINDER_LINK_DAYS = 7;

/**
 * The reminder's signed link: it names the order and its buyer and expires after a week on the reminders'
 * clock. Only the signed-in buyer it names can use it (`resumeFromReminder`).
 */
export function reminderLink(
  deps: Pick<ReminderDeps, 'linkSecret' | 'config'>,
  reminder: { orderId: string; userId: string },
  now: Date,
): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + REMINDER_LINK_DAYS * 86_400;
  const token = signToken(deps.linkSecret, { o: reminder.orderId, u: reminder.userId, x: expiresAt });
  return `${deps.config.publicUrl}${pageLinks.checkoutResume(token)}`;
}

const invalidLink = () => new AppError(404, 'checkout.reminderLinkInvalid');

/**
 * `POST /api/checkout/resume`: the lines of the order a reminder was sent for, to refill the signed-in buyer's
 * cart (which prices them again and asks the checkout's boxes again, as any cart). A tampered or expired
 * token, or one naming another account, is 404 `checkout.reminderLinkInvalid`, exactly alike, so nobody learns
 * of another's order; an order no longer awaiting payment is 409 `checkout.reminderOrderPaid`.
 */
export async function resumeFromReminder(
  deps: Pick<ReminderDeps, 'db' | 'linkSecret' | 'clock'>,
  userId: string,
  token: string,
): Promise<CheckoutResume> {
  const payload = readSignedToken(deps.linkSecret, token);
  const now = (await deps.clock.now()).getTime() / 1000;
  if (
    typeof payload?.o !== 'string' ||
    payload.u !== userId ||
    typeof payload.x !== 'number' ||
    payload.x < now
  ) {
    throw invalidLink();
  }
  const [row] = await deps.db
    .select({ order: orders })
    .from(paymentReminders)
    .innerJoin(orders, eq(orders.id, paymentReminders.orderId))
    .where(
      and(
        eq(paymentReminders.orderId, payload.o),
        eq(paymentReminders.userId, userId),
        eq(paymentReminders.outcome, 'sent'),
      ),
    );
  if (!row) throw invalidLink();
  if (!['pending', 'failed', 'expired'].includes(stateOf(row.order))) {
    throw new AppError(409, 'checkout.reminderOrderPaid');
  }
  const lines = await deps.db
    .select({ product: orderItems.productId, qty: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, row.order.id), isNull(orderItems.bundleItemId)));
  return { orderId: row.order.id, currency: row.order.currency, lines };
}
