import { apiErrorSchema, invoiceParamsSchema, invoiceResponseSchema, shortOrderId } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth/plugin';
import { AppError, notFound } from '../../lib/errors';
import { findVisibleOrder, stateOf } from '../orders';
import { invoiceChecksumRecorder } from './archive';
import { ensureInvoicePdf } from './rendering';
import { findInvoiceOfOrder, receiptFileKey } from './service';

export const INVOICE_LINK_TTL_SECONDS = 5 * 60;

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['invoices'],
        summary:
          "A 5-minute signed link to a paid order's invoice PDF (owner or admin), served to their session alone",
        security: [{ bearer: [] }],
        params: invoiceParamsSchema,
        response: {
          200: invoiceResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const order = await findVisibleOrder(app.db, request.params.orderId, currentUser(request));
      if (!order) throw notFound('order.notFound');
      // An order paid once keeps its document after a refund or a cancellation (paidAt stays); one an admin
      // unmarked shows none until it is marked paid again.
      const paidOnce = order.paidAt !== null && stateOf(order) !== 'unmarked';
      if (paidOnce && order.totalCents === 0) {
        // A free order has a receipt instead of an invoice (no number consumed).
        const filename = `receipt-${shortOrderId(order.id)}.pdf`;
        return {
          invoicePdfUrl: app.signedUrls.createOwnerDocumentUrl(
            receiptFileKey(order.id),
            INVOICE_LINK_TTL_SECONDS,
            filename,
            order.userId,
          ),
          number: null,
        };
      }
      const invoice = paidOnce ? await findInvoiceOfOrder(app.db, order.id) : undefined;
      // Rendered after the commit that issued it: a link is only handed out for a file that exists.
      if (!invoice || !(await ensureInvoicePdf(app, invoice, invoiceChecksumRecorder(app.db))))
        throw new AppError(409, 'invoice.notAvailable');
      const filename = `invoice-${shortOrderId(order.id)}-${invoice.number}.pdf`;
      return {
        invoicePdfUrl: app.signedUrls.createOwnerDocumentUrl(
          invoice.fileKey,
          INVOICE_LINK_TTL_SECONDS,
          filename,
          order.userId,
        ),
        number: invoice.number,
      };
    },
  );
};
