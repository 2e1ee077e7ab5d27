import type { SellerIdentity } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../lib/db/client';
import type { LeaseClock } from '../../lib/payments/clock';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { OrderLifecycle } from '../order-lifecycle';
import type { FulfilmentQueue } from './session-outcomes';

/**
 * What checkout reaches, each part named as the app's decoration of it, so that its setup hands over the
 * app's own parts (`app.checkout`, plugin.ts) and a module test builds them on a database copy without an app.
 */
export interface CheckoutDeps {
  db: Database;
  payments: Pick<
    PaymentGateway,
    'createCoupon' | 'createCheckoutSession' | 'retrieveCheckoutSession' | 'expireCheckoutSession'
  >;
  orderLifecycle: Pick<OrderLifecycle, 'pay' | 'fail'>;
  /** Where payment outcomes queue to be applied (`fulfilment-limit.ts`). */
  fulfilments: FulfilmentQueue;
  /** The seller's identity, whose French VAT number VIES is asked with. */
  sellerIdentity: { current(): Promise<SellerIdentity> };
  config: Pick<AppConfig, 'vatMode' | 'vatRatePercent' | 'vies' | 'publicUrl' | 'paymentReminderHours'>;
  log: FastifyBaseLogger;
  /** The payment reminders' clock: the payment sandbox's test clock when it runs (docs/rules/checkout.md). */
  leaseClock: LeaseClock;
  /** Verifies the referral cookie of a partner link (affiliates' `referralCookieSecret`). */
  referralSecret: string;
}

/** What pricing a buyer's cart reads beyond the database it is handed: the VAT settings and VIES's caller. */
export type PricingDeps = Pick<CheckoutDeps, 'config' | 'sellerIdentity'>;

/** What pricing reads and its own database, for the reads outside any transaction. */
export type BuyerPricingDeps = Pick<CheckoutDeps, 'db' | 'config' | 'sellerIdentity'>;

/** What settling a payment session reaches: its provider, the fulfilment queue and the log. */
export type SettlingDeps = Pick<CheckoutDeps, 'db' | 'payments' | 'fulfilments' | 'log'>;
