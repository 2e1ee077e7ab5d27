import { formatMoney, money, PAYMENT_REMINDER_CONSENT_VERSION } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, min, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../lib/db/client';
import { orderItems, orders, paymentReminders, users } from '../../lib/db/schema';
import { buyerNoticeMail } from '../../lib/mail/templates';
import { awaitingPayment } from '../order-lifecycle';
import { stateOf } from '../orders';
import type { ReminderDeps } from './reminder-deps';
import { reminderLink } from './reminder-link';
import { applySessionOutcome, outcomeOf } from './session-outcomes';

const HOUR_MS = 3_600_000;
/** Reminders claimed in one transaction: each queues one e-mail, so a claim stays short. */
const CLAIM_BATCH = 50;

/** The cart's "remind me" box on a card checkout, and the reminded order whose link refilled the cart. */
export interface ReminderChoice {
  consented: boolean;
  resumedFrom?: string | undefined;
}

/** When a reminder asked for at `now` (on the reminders' clock) falls due: `hours` later. */
export const reminderDueAt = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

/**
 * Keeps the buyer's choice for a card order, in the caller's transaction: ticked, the reminder is stored with
 * its time and text version and falls due at `dueAt` (`paymentReminderHours` after checkout opened the payment
 * page, on the reminders' clock; a checkout handing the same order back keeps the first due time);
 * unticked on a checkout that hands the same order back, a reminder not yet sent is withdrawn (consent is
 * withdrawn as easily as given). A cart refilled from a reminder's link names its order: this order is kept
 * as the one that recovers it, when that reminder is the buyer's own and was sent.
 */
export async function recordReminderChoice(
  tx: Executor,
  order: { id: string; userId: string },
  choice: ReminderChoice,
  dueAt: Date,
): Promise<void> {
  if (choice.consented) {
    await tx
      .insert(paymentReminders)
      .values({
        orderId: order.id,
        userId: order.userId,
        consentAt: new Date(),
        consentVersion: PAYMENT_REMINDER_CONSENT_VERSION,
        dueAt,
      })
      .onConflictDoNothing();
  } else {
    await tx
      .delete(paymentReminders)
      .where(and(eq(paymentReminders.orderId, order.id), isNull(paymentReminders.settledAt)));
  }
  if (choice.resumedFrom && choice.resumedFrom !== order.id) {
    await tx
      .update(paymentReminders)
      .set({ recoveredByOrderId: order.id })
      .where(
        and(
          eq(paymentReminders.orderId, choice.resumedFrom),
          eq(paymentReminders.userId, order.userId),
          eq(paymentReminders.outcome, 'sent'),
        ),
      );
  }
}

/** Reminders owed by `now` and not yet claimed. */
const dueBy = (now: Date) => and(isNull(paymentReminders.settledAt), lte(paymentReminders.dueAt, now));

/**
 * Before the e-mails: each due order still awaiting a payment session is read from the provider and a payment
 * whose webhook was lost is applied, so it gets no reminder. Answers the orders whose session could not be
 * read now: left for a later run rather than reminded of a payment they may have made.
 */
async function settleDueSessions(deps: ReminderDeps, now: Date): Promise<string[]> {
  const due = await deps.db
    .select({ id: orders.id, sessionId: orders.stripeSessionId })
    .from(paymentReminders)
    .innerJoin(orders, eq(orders.id, paymentReminders.orderId))
    .where(and(dueBy(now), awaitingPayment(), isNotNull(orders.stripeSessionId)));
  const unread: string[] = [];
  for (const order of due) {
    try {
      const session = await deps.settling.payments.retrieveCheckoutSession(order.sessionId!);
      if (session.payment_status === 'paid') {
        await applySessionOutcome(deps.settling, session, outcomeOf('reconcile', session));
      }
    } catch (error) {
      unread.push(order.id);
      deps.settling.log.warn({ err: error, orderId: order.id }, 'payment reminder waits: session unread');
    }
  }
  return unread;
}

type ReminderRow = {
  order: typeof orders.$inferSelect;
  user: typeof users.$inferSelect;
};

/**
 * Whether the reminder is still owed: the order awaits its payment (pending, or its card declined), the account is open, the buyer started no
 * later card checkout (that later cart is the one they left, with its own choice) and paid none of its
 * products by another order since it was placed.
 */
async function stillOwed(tx: Transaction, { order, user }: ReminderRow): Promise<boolean> {
  if (!['pending', 'failed', 'expired'].includes(stateOf(order)) || user.deletedAt) return false;
  const [later] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        eq(orders.isFree, false),
        isNull(orders.subscriptionId),
        gt(orders.createdAt, order.createdAt),
      ),
    )
    .limit(1);
  if (later) return false;
  const products = tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const [paidElsewhere] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        gte(orders.paidAt, order.createdAt),
        inArray(orderItems.productId, products),
      ),
    )
    .limit(1);
  return !paidElsewhere;
}

/** The reminder e-mail, in the buyer's language: the order's products and total, and the signed link. */
async function reminderMail(deps: ReminderDeps, tx: Transaction, row: ReminderRow, now: Date) {
  const { language } = row.user;
  const lines = await tx
    .select({ nameFr: orderItems.nameFr, nameEn: orderItems.nameEn })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, row.order.id), isNull(orderItems.bundleItemId)));
  const params = {
    products: lines.map((line) => localized(line, 'name', language)).join(', '),
    total: formatMoney(money(row.order.totalCents, row.order.currency), language, { plainSpaces: true }),
  };
  return buyerNoticeMail('checkoutEmails:paymentReminder.', {
    user: row.user,
    params,
    url: reminderLink(deps, { orderId: row.order.id, userId: row.user.id }, now),
    template: 'payment-reminder',
    seller: await deps.seller.current(),
  });
}

/**
 * Claims due reminders (FOR UPDATE SKIP LOCKED, then `settled_at` set) and queues the e-mails of those still
 * owed in the same transaction, so two instances, or two runs, send each once.
 */
async function claimDue(deps: ReminderDeps, now: Date, unread: string[]) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, user: users })
      .from(paymentReminders)
      .innerJoin(orders, eq(orders.id, paymentReminders.orderId))
      .innerJoin(users, eq(users.id, paymentReminders.userId))
      .where(and(dueBy(now), unread.length > 0 ? notInArray(paymentReminders.orderId, unread) : undefined))
      .limit(CLAIM_BATCH)
      .for('update', { of: paymentReminders, skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      const owed = await stillOwed(tx, row);
      if (owed) {
        await deps.mail.enqueue(await reminderMail(deps, tx, row, now), tx);
        sent += 1;
      }
      await tx
        .update(paymentReminders)
        .set({ settledAt: sql`now()`, outcome: owed ? 'sent' : 'skipped' })
        .where(eq(paymentReminders.orderId, row.order.id));
    }
    return { claimed: rows.length, sent };
  });
}

/**
 * The due task (docs/rules/checkout.md, "Payment reminder"): every reminder whose time came, once, in the
 * buyer's language, when the order is still unpaid. Answers how many e-mails were queued.
 */
export async function sendPaymentReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const unread = await settleDueSessions(deps, now);
  let sent = 0;
  for (;;) {
    const run = await claimDue(deps, now, unread);
    sent += run.sent;
    if (run.claimed < CLAIM_BATCH) return sent;
  }
}

/**
 * When the next reminder falls due after `now`, null when none waits: the task runs again then
 * (lib/due-work.ts). One left due (its session unread) is tried again at the next run.
 */
export async function nextPaymentReminderAt(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(paymentReminders.dueAt) })
    .from(paymentReminders)
    .where(and(isNull(paymentReminders.settledAt), gt(paymentReminders.dueAt, now)));
  return row?.at instanceof Date ? row.at : null;
}
