/**
 * What the checkout's fulfilment uses to issue an order's document, and what credit notes reuse of
 * invoices: the calendar year of numbering, the languages a document is printed in, and the rendering of a
 * document snapshot into a stored PDF.
 */

import type { ShopModule } from '../shop-module';
import { pdfRendererPlugin } from './pdf-pool';
import { invoicePdfsPlugin } from './rendering';
import { invoicesRoutes } from './routes';

export {
  type ArchivedFile,
  type ChecksumRecorder,
  checkedArchiveBytes,
  invoiceChecksumRecorder,
  sha256Hex,
} from './archive';
export { documentLanguages } from './languages';
export { invoiceYear } from './numbering';
export { ensureInvoicePdf, type PdfStore } from './rendering';
export {
  currencyOfDocument,
  type DocumentDeps,
  documentSeller,
  findInvoiceOfOrder,
  type InvoiceOrder,
  type InvoiceRow,
  type InvoiceTarget,
  invoicedOrders,
  issueInvoices,
  issueReceipt,
  type ReceiptDeps,
} from './service';

export const invoicesModule: ShopModule = {
  name: 'invoices',
  setup: async (app, { config }) => {
    await app.register(pdfRendererPlugin, { threads: config.pdfRenderThreads });
  },
  routes: [invoicesRoutes],
  background: async (app, { config }) => {
    await app.register(invoicePdfsPlugin, { sweep: config.scheduledTasksEnabled });
  },
};
