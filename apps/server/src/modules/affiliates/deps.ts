import type { AppConfig } from '../../config';
import type { Database } from '../../lib/db/client';
import type { LeaseClock } from '../../lib/payments/clock';
import type { ShopEvents } from '../webhooks';

/**
 * What the affiliate programme's services reach, each named: registration builds it once (`app.affiliates`),
 * a module test on a database copy without an app.
 */
export interface AffiliateDeps {
  db: Database;
  config: Pick<AppConfig, 'vatRatePercent' | 'publicUrl' | 'env'>;
  /** Keys the referral cookie (derived from the bearer-token secret). */
  cookieSecret: string;
  /** The lease clock: renewals are dated on it, so the refund window and the payable date are too. */
  clock: LeaseClock;
  /** The webhooks' outbox: each commission entry is an event for the owner's tools (docs/rules/webhooks.md). */
  events: ShopEvents;
}
