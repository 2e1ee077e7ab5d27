import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dueTaskOn } from '../../lib/due-work';
import { hmacSign } from '../../lib/hmac';
import { nextPaymentReminderAt, sendPaymentReminders } from './payment-reminders';
import type { ReminderDeps } from './reminder-deps';

/** The reminders' due task, by name: a checkout that asked for one wakes it (lib/due-work.ts). */
export const PAYMENT_REMINDERS = 'payment reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the payment reminders reach (reminder-deps.ts), built once: the resume route and the task. */
    paymentReminders: ReminderDeps;
  }
}

/** `app.paymentReminders`, from checkout's parts, the mail outbox, the seller and the lease clock. */
export const paymentRemindersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentReminders', {
      db: app.db,
      settling: app.checkout,
      mail: app.mail,
      seller: app.sellerIdentity,
      clock: app.leaseClock,
      // A separate derivation of the shared bearer-token secret: a reminder link is usable as nothing else.
      linkSecret: hmacSign(app.secrets.jwt, 'payment-reminder-link'),
      config: app.config,
    } satisfies ReminderDeps);
  },
  { name: 'payment-reminders', dependencies: ['checkout', 'mail', 'seller-identity'] },
);

/** At their time on the lease clock: the reminders buyers asked for (docs/rules/checkout.md). */
export const paymentReminderTaskPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.scheduledTasksEnabled) return;
    const deps = app.paymentReminders;
    app.dueWork.add(
      PAYMENT_REMINDERS,
      dueTaskOn(
        () => deps.clock.now(),
        (now) => sendPaymentReminders(deps, now),
        (now) => nextPaymentReminderAt(deps.db, now),
      ),
    );
  },
  { name: 'payment-reminder-task', dependencies: ['payment-reminders', 'due-work'] },
);
