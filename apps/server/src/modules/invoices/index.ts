/** What the checkout's fulfilment uses to issue an order's document. */
export { findInvoiceOfOrder, issueInvoice, issueReceipt } from './service';
