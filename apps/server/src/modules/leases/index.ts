/**
 * Leases: monthly and yearly subscriptions to a product on Stripe Billing (docs/rules/leases.md). Each paid
 * period is billed as an order through checkout and the order lifecycle; other modules use this file only.
 */
export { adminLeaseRoutes } from './admin-routes';
export { leaseMetrics } from './metrics';
export { leaseGraceMailsPlugin } from './plugin';
export { leaseRoutes } from './routes';
