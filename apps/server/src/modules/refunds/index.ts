/** Refunds (docs/rules/refunds.md): the back-office routes and the webhook events they record. */
export { adminRefundRoutes } from './admin-routes';
export { refundEventsPlugin } from './events';
