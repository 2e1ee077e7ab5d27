import type { BillingBody, Currency, SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../lib/db/client';
import type { subscriptions } from '../../lib/db/schema';
import type { MailService } from '../../lib/mail/plugin';
import type { LeaseClock } from '../../lib/payments/clock';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { FileStorage } from '../../lib/storage/storage';
import type { PaidCard } from '../affiliates';
import type { PricedLine, saleTermsOf } from '../checkout';
import type { LicensedProduct } from '../licences';
import type { OrderLifecycle } from '../order-lifecycle';
import type { ShopEvents } from '../webhooks';

type LeaseRow = typeof subscriptions.$inferSelect;
export type SaleTerms = Awaited<ReturnType<typeof saleTermsOf>>;

/** What a lease's checkout and its periods' orders use of checkout: the billing address and the sale's terms. */
export interface LeaseSales {
  requireBillingAddress(userId: string, given: BillingBody | undefined): Promise<void>;
  saleTermsOf(db: Executor, userId: string, consented: boolean, currency: Currency): Promise<SaleTerms>;
  chargedLines(lines: PricedLine[], terms: SaleTerms): PricedLine[];
}

/** What a lease's machine and file use of licences: the move limit and the signed file. */
export interface LeaseLicences {
  refuseMoveInCooldown(movedAt: Date | null, language: Language, now: Date): void;
  signLeaseFile(
    db: Executor,
    facts: { lease: LeaseRow & { machineId: string }; product: LicensedProduct; email: string },
    now: Date,
  ): Promise<{ token: string; fileName: string }>;
}

/**
 * What the leases' services reach, each named: registration builds it once (`app.leaseDeps`), a module test
 * on a database copy without an app.
 */
export interface LeaseDeps {
  db: Database;
  config: Pick<AppConfig, 'leaseGraceDays' | 'publicUrl'>;
  payments: Pick<
    PaymentGateway,
    | 'createCheckoutSession'
    | 'retrieveSubscription'
    | 'invoicePaymentIntent'
    | 'setCancelAtPeriodEnd'
    | 'pauseSubscription'
    | 'discountSubscription'
    | 'cancelSubscription'
    | 'createPortalSession'
    | 'payInvoice'
  >;
  /** Keys the one-click card-update links of the dunning e-mails (derived from the bearer-token secret). */
  cardLinkSecret: string;
  /** Verifies the referral cookie of a partner link (affiliates' `referralCookieSecret`). */
  referralSecret: string;
  /** The lease clock: the provider's time (the sandbox's test clock in development). */
  clock: LeaseClock;
  mail: Pick<MailService, 'enqueue'>;
  sellerIdentity: { current(): Promise<SellerIdentity> };
  storage: Pick<FileStorage, 'put'>;
  signedUrls: { createSignedUrl(key: string, ttlSeconds: number, filename: string, userId: string): string };
  orderLifecycle: Pick<OrderLifecycle, 'pay' | 'givePaymentsBack'>;
  sales: LeaseSales;
  licences: LeaseLicences;
  /** The webhooks' outbox: a lease renewed or ended is an event for the owner's tools (docs/rules/webhooks.md). */
  events: ShopEvents;
  /**
   * The affiliates' own-card rule, told of a period's committed card payment (docs/rules/affiliates.md): a
   * referred lease paid with the partner's own card earns nothing.
   */
  paidCards(paid: readonly PaidCard[]): Promise<void>;
  log: FastifyBaseLogger;
}
