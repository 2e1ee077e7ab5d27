/**
 * What the checkout's fulfilment uses to issue an order's document, and what credit notes reuse of
 * invoices: the calendar year of numbering, the languages a document is printed in, and the rendering of a
 * document snapshot into a stored PDF.
 */
export { documentLanguages } from './languages';
export { invoiceYear } from './numbering';
export { ensureInvoicePdf } from './rendering';
export {
  currencyOfDocument,
  documentSeller,
  findInvoiceOfOrder,
  type InvoiceOrder,
  type InvoiceRow,
  type InvoiceTarget,
  invoicedOrders,
  issueInvoices,
  issueReceipt,
} from './service';
