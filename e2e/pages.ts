/**
 * The pages the accessibility journeys walk: every path of the spec's route table a visitor reaches without
 * an account (plus a not-found one), and the signed-in account pages.
 */
export const publicPages = [
  '/',
  '/indicators',
  '/free',
  '/product/volume-profile-premium',
  '/product/vwap-lite',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=invalid',
  '/verify-email?token=invalid',
  '/ninjatrader',
  '/legal',
  '/privacy',
  '/terms',
  '/cookies',
  '/refund',
  '/about',
  '/faq',
  '/help',
  '/support',
  '/accessibility',
  '/no-such-page',
];

/** The account pages, for a signed-in buyer. */
export const accountPages = ['/profile?tab=profile', '/profile?tab=indicators', '/profile?tab=orders'];

/** A phone's width (CSS pixels) where the mobile layout applies. */
export const mobile = { width: 390, height: 844 };

/** The back-office tabs (`/admin?tab=…`), in the panel's order. */
export const adminTabs = [
  'dashboard',
  'products',
  'users',
  'orders',
  'newsletter',
  'reviews',
  'licenses',
  'maintenance',
  'security',
];
