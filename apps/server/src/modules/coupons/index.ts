/**
 * Coupons (docs/rules/coupons.md): checkout applies and reserves them, the order lifecycle redeems or releases
 * them, refunds prorate their discount, the back-office writes them.
 */
export { type AppliedCoupon, applyCoupon, redeemCoupons, releaseCoupons, reserveCoupon } from './redemption';
export { adminCouponRoutes } from './routes';
export { proratedUnitsCents } from './rules';
