/**
 * A buyer's refund requests (docs/rules/refunds.md): asked from the orders tab, decided in the back-office;
 * approving one refunds through modules/refunds.
 */
export { adminRefundRequestRoutes, refundRequestRoutes } from './routes';
