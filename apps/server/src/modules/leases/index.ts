/**
 * Leases: monthly and yearly subscriptions to a product on Stripe Billing (docs/rules/leases.md). Each paid
 * period is billed as an order through checkout and the order lifecycle; other modules use this file only.
 */
export { leaseGraceMailsPlugin } from './plugin';
export { adminLeaseRoutes, leaseRoutes } from './routes';
