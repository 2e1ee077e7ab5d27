/**
 * The affiliate programme (docs/rules/affiliates.md): partners, their clicks, the referrals checkout stores on
 * orders and leases, and the commission ledger the order lifecycle moves. Checkout, leases and the lifecycle
 * use this file only.
 */
import type { ShopModule } from '../shop-module';
import { webhooksModule } from '../webhooks';
import { adminAffiliateRoutes } from './admin-routes';
import { forgetUser } from './forget-user';
import { affiliatesPlugin } from './plugin';
import { affiliateRoutes } from './routes';

export { attributeLease, attributeOrder } from './attribution';
export { checkPaidCards, type PaidCard } from './own-card';
export { affiliateLedger } from './plugin';
export { type Referral, readReferralCookie, referralCookieSecret } from './referral-cookie';

export const affiliatesModule: ShopModule = {
  name: 'affiliates',
  needs: [webhooksModule],
  setup: async (app) => {
    await app.register(affiliatesPlugin);
  },
  routes: [affiliateRoutes],
  adminRoutes: [adminAffiliateRoutes],
  forgetUser,
};
