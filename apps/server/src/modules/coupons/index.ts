/**
 * Coupons (docs/rules/coupons.md): checkout applies and reserves them, the order lifecycle redeems or releases
 * them, refunds prorate their discount, the back-office writes them.
 */
import type { ShopModule } from '../shop-module';

export {
  type AppliedCoupon,
  applyCoupon,
  couponCodes,
  couponIdByCode,
  redeemCoupons,
  releaseCoupons,
  reserveCoupon,
} from './redemption';

import { adminCouponRoutes } from './routes';

export { proratedUnitsCents } from './rules';

export const couponsModule: ShopModule = { name: 'coupons', adminRoutes: [adminCouponRoutes] };
