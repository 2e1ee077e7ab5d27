import { missingSellerFields, pageLinks } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerScheduledTask } from '../../lib/schedule';
import { affiliateLedger } from '../affiliates';
import { recordAudit } from '../audit';
import { SUPPORT_LANGUAGE } from '../contact';
import { redeemCoupons, releaseCoupons } from '../coupons';
import { issueCreditNote } from '../credit-notes';
import { findInvoiceOfOrder, issueInvoices, issueReceipt } from '../invoices';
import { applyUpgrades, revertUpgrades, revokeOrderLicences, revokeRefundedSeats } from '../licences';
import { ordersEnded, ordersPaid } from '../ninjatrader-delivery';
import { readSellerIdentity } from '../seller-identity';
import { convertTrials } from '../trials';
import { OrderLifecycle } from './lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one owner of an order's life (docs/rules/orders.md). */
    orderLifecycle: OrderLifecycle;
  }
}

/** Builds the order lifecycle from the app's named parts, once they are registered. */
export const orderLifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = new OrderLifecycle({
      db: app.db,
      payments: app.payments,
      mail: app.mail,
      documents: {
        issueInvoices: (tx, targets, seller, issuedAt) => issueInvoices(app, tx, targets, seller, issuedAt),
        issueReceipt: (order, buyer, seller) => issueReceipt(app, order, buyer, seller),
        findInvoice: findInvoiceOfOrder,
        issueCreditNote: (tx, input) => issueCreditNote(app, tx, input),
      },
      // The seat pool reads only the configured machines per seat: no need to wait for the licences module.
      licences: {
        revokeOrderLicences: (tx, orderId, refundId) =>
          revokeOrderLicences({ config: app.config, events: app.shopEvents }, tx, orderId, refundId),
        revokeRefundedSeats: (tx, orderId, refundId, chosen) =>
          revokeRefundedSeats({ config: app.config, events: app.shopEvents }, tx, orderId, refundId, chosen),
      },
      // The leases module registers its ledger after this one: read when an order moves, not now.
      leases: { periodRevoked: (tx, orderId, options) => app.leases.periodRevoked(tx, orderId, options) },
      trials: {
        convertTrials: (tx, paidOrders) => convertTrials(app.trials, tx, paidOrders),
      },
      coupons: { redeem: redeemCoupons, release: releaseCoupons },
      upgrades: {
        apply: (tx, ended) => applyUpgrades(app.licences, tx, ended),
        revert: revertUpgrades,
      },
      vendorLicences: {
        ordersPaid: (tx, paid) => ordersPaid(app.vendorLicenceSync, tx, paid),
        ordersEnded: (tx, ended, reason) => ordersEnded(app.vendorLicenceSync, tx, ended, reason),
      },
      affiliates: affiliateLedger({ config: app.config, clock: app.leaseClock, events: app.shopEvents }),
      events: app.shopEvents,
      recordAudit,
      seller: {
        current: () => app.sellerIdentity.current(),
        async forInvoices(tx) {
          const { identity } = await readSellerIdentity(tx);
          const mayInvoice = app.config.env !== 'production' || missingSellerFields(identity).length === 0;
          return { identity, mayInvoice };
        },
      },
      supportAddress: app.supportAddress,
      links: {
        accountOrdersUrl: `${app.config.publicUrl}${pageLinks.profileTab('orders')}`,
        staffLanguage: SUPPORT_LANGUAGE,
      },
      log: app.log,
    });
    app.decorate('orderLifecycle', lifecycle);
    // Invoices that waited for the seller's identity: issued by its save, and at start and every 10 minutes
    // in case an instance stopped between that save and their issue.
    if (app.config.scheduledTasksEnabled) {
      registerScheduledTask(app, 'pending invoices', 10 * 60_000, () => lifecycle.issuePendingInvoices());
    }
  },
  {
    name: 'order-lifecycle',
    dependencies: [
      'database',
      'payments',
      'mail',
      'pdf-renderer',
      'seller-identity',
      'ninjatrader-delivery',
      'webhooks',
    ],
  },
);
