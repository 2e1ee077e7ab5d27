import { pageLinks } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../admin';
import { SUPPORT_LANGUAGE } from '../contact';
import { issueCreditNote } from '../credit-notes';
import { findInvoiceOfOrder, issueInvoices, issueReceipt } from '../invoices';
import { revokeOrderLicences, revokeRefundedSeats } from '../licences';
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
    app.decorate(
      'orderLifecycle',
      new OrderLifecycle({
        db: app.db,
        payments: app.payments,
        mail: app.mail,
        documents: {
          issueInvoices: (tx, targets, paidAt) => issueInvoices(app, tx, targets, paidAt),
          issueReceipt: (order, buyer, paidAt) => issueReceipt(app, order, buyer, paidAt),
          findInvoice: findInvoiceOfOrder,
          issueCreditNote: (tx, input) => issueCreditNote(app, tx, input),
        },
        licences: { revokeOrderLicences, revokeRefundedSeats },
        recordAudit,
        links: {
          accountOrdersUrl: `${app.config.publicUrl}${pageLinks.profileTab('orders')}`,
          seller: app.config.seller,
          supportEmail: app.config.mail.supportEmail,
          staffLanguage: SUPPORT_LANGUAGE,
        },
        log: app.log,
      }),
    );
  },
  { name: 'order-lifecycle', dependencies: ['database', 'payments', 'mail', 'pdf-renderer'] },
);
