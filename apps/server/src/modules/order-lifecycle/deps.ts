import type { SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import type { users } from '../../lib/db/schema';
import type { MailService } from '../../lib/mail/plugin';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { AuditActor, AuditEntry } from '../audit';
import type { CreditNoteRow, RefundedPart } from '../credit-notes';
import type { InvoiceOrder, InvoiceRow, InvoiceTarget } from '../invoices';
import type { UpgradeStep } from '../licences';
import type { OrderRow } from '../orders';
import type { SupportAddress } from '../seller-identity';
import type { ShopEvents } from '../webhooks';

/** The documents an order's life issues, each in the caller's transaction (invoices and credit notes module). */
export interface OrderDocuments {
  issueInvoices(
    tx: Transaction,
    targets: readonly InvoiceTarget[],
    seller: SellerIdentity,
    issuedAt: Date,
  ): Promise<{ orderId: string; number: string; fileKey: string }[]>;
  issueReceipt(
    order: InvoiceOrder,
    buyer: BuyerRow | undefined,
    seller: SellerIdentity,
  ): Promise<{ fileKey: string }>;
  findInvoice(db: Executor, orderId: string): Promise<InvoiceRow | undefined>;
  issueCreditNote(
    tx: Transaction,
    input: { order: OrderRow; invoice: InvoiceRow; buyer: BuyerRow | undefined; part: RefundedPart },
  ): Promise<CreditNoteRow>;
}

/** What a transition revokes (licences module). */
export interface LicenceRevocation {
  revokeOrderLicences(tx: Transaction, orderId: string, refundId: string | null): Promise<number>;
  revokeRefundedSeats(
    tx: Transaction,
    orderId: string,
    refundId: string,
    chosen: readonly string[],
  ): Promise<string[]>;
}

/**
 * What revoking a lease's period order does to the lease (leases module, docs/rules/leases.md): its licence
 * stops at once, unless the refund keeps it.
 */
export interface LeasePeriods {
  periodRevoked(tx: Executor, orderId: string, options: { keepLicence: boolean }): Promise<void>;
}

/** What an order's payment, or its end without one, does to its coupon use (coupons module). */
export interface CouponUses {
  redeem(tx: Transaction, orderIds: readonly string[]): Promise<void>;
  release(tx: Transaction, orderIds: readonly string[]): Promise<void>;
}

/** What becoming paid does to the buyer's free trials (trials module). */
export interface TrialConversion {
  convertTrials(tx: Transaction, paidOrders: readonly OrderRow[]): Promise<unknown>;
}

/**
 * What an upgrade order's payment, or its end, does to the lower line's licences (licences module,
 * docs/rules/upgrades.md), once the lifecycle ended or reopened the lower line itself: run with the orders
 * becoming paid (beside `convertTrials`), and with those whose licences are revoked.
 */
export interface UpgradeEffects {
  /** The lower lines the paid orders' upgrades just ended (`endLowerLines`) take their licences along. */
  apply(tx: Transaction, ended: readonly UpgradeStep[]): Promise<unknown>;
  /** The lower lines reopened when upgrades stop granting (`reopenLowerLines`) get their licences back. */
  revert(tx: Transaction, reopened: readonly UpgradeStep[]): Promise<void>;
}

/**
 * What an order's payment, or its end, asks of NinjaTrader's licensing for its products licensed by NinjaTrader
 * (ninjatrader-delivery module, docs/rules/vendor-licences.md), in the transaction that moves it.
 */
export interface VendorLicenceEffects {
  ordersPaid(tx: Transaction, paid: readonly OrderRow[]): Promise<void>;
  ordersEnded(tx: Transaction, ended: readonly OrderRow[], reason: 'refund' | 'unpaid'): Promise<void>;
}

/**
 * What an order's move does to the commission its partner earns (affiliates module, docs/rules/affiliates.md):
 * every order that moved (paid, refunded, unmarked, paid again) is reported in the moving transaction.
 */
export interface AffiliateCommissions {
  ordersMoved(tx: Transaction, orderIds: readonly string[]): Promise<void>;
}

export type BuyerRow = typeof users.$inferSelect;

/** The seller's identity (seller-identity module), as documents and e-mails need it. */
export interface SellerSource {
  /** The stored identity, from the instance's cache: e-mails. */
  current(): Promise<SellerIdentity>;
  /**
   * The stored identity as the transaction reads it, for the invoices it issues, and whether they may be
   * issued now: not in production while it is incomplete (docs/rules/invoices.md).
   */
  forInvoices(tx: Executor): Promise<{ identity: SellerIdentity; mayInvoice: boolean }>;
}

/**
 * Everything an order transition touches, named: a reader sees the whole reach of the lifecycle here, and a
 * test builds one without an app.
 */
export interface LifecycleDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'createRefund'>;
  mail: Pick<MailService, 'enqueueAll'>;
  documents: OrderDocuments;
  licences: LicenceRevocation;
  leases: LeasePeriods;
  trials: TrialConversion;
  coupons: CouponUses;
  upgrades: UpgradeEffects;
  vendorLicences: VendorLicenceEffects;
  affiliates: AffiliateCommissions;
  /** The webhooks' outbox: an order paid or refunded is an event for the owner's tools (docs/rules/webhooks.md). */
  events: ShopEvents;
  recordAudit(tx: Executor, entries: readonly AuditEntry[]): Promise<void>;
  seller: SellerSource;
  /** Where the shop's staff are told of what the shop did by itself (the saved support e-mail, else SUPPORT_EMAIL). */
  supportAddress: SupportAddress;
  links: {
    accountOrdersUrl: string;
    /** The language the shop's staff read. */
    staffLanguage: Language;
  };
  log: FastifyBaseLogger;
}

export type { AuditActor, AuditEntry };
