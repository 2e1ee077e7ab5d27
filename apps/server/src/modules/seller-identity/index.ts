/**
 * The seller's identity (docs/rules/back-office.md): the one stored copy that legal pages, e-mails and
 * documents show, its cache, and the back-office routes that keep it.
 */
export type { SellerIdentityCache } from './cache';
export { sellerIdentityPlugin } from './plugin';
export { adminSellerIdentityRoutes } from './routes';
export { readSellerIdentity } from './store';
