import type { AppConfig } from '../../config';
import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { LeaseClock } from '../../lib/payments/clock';
import type { CurrentSeller } from '../seller-identity';
import type { SettlingDeps } from './deps';

/**
 * What the payment reminders reach (docs/rules/checkout.md, "Payment reminder"), built once by checkout's setup
 * (`app.paymentReminders`): the order's payment session is read before its e-mail goes (a lost webhook never
 * earns a paid order a reminder), and every time is on `clock`, the payment sandbox's test clock when it runs.
 */
export interface ReminderDeps {
  db: Database;
  settling: SettlingDeps;
  mail: Pick<MailService, 'enqueue'>;
  seller: CurrentSeller;
  clock: LeaseClock;
  /** The key of the reminder links, derived from the bearer-token secret every instance shares. */
  linkSecret: string;
  config: Pick<AppConfig, 'publicUrl' | 'paymentReminderHours'>;
}
