/**
 * Refunds (docs/rules/refunds.md): the back-office routes and the webhook events they record, and the refund
 * itself with its policy for the buyer's refund requests (modules/refund-requests), which an admin approves.
 */
export { adminRefundRoutes } from './admin-routes';
export { type RefundDeps, refundDepsOf } from './deps';
export { refundEventsPlugin } from './events';
export { daysSincePayment, isPastPolicy, planRefund, refundDeadline } from './policy';
export { refundOrder } from './service';
