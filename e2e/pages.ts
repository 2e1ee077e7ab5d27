/**
 * Every page a visitor reaches without an account (each path of the spec's route table, the states a link
 * leaves them in, and a not-found one), with the title its tab shows: an i18n key, or `heading` when the
 * title is the page's own heading (a product's name). `serverRendered`: the server sends the page's
 * content and the browser must adopt it; the others are rendered by the browser alone.
 */
export interface PublicPage {
  path: string;
  title: string | 'heading';
  serverRendered: boolean;
}

const rendered = (path: string, title: string): PublicPage => ({ path, title, serverRendered: true });
const browserOnly = (path: string, title: string): PublicPage => ({ path, title, serverRendered: false });

export const publicPages: PublicPage[] = [
  rendered('/', 'home:pageTitle'),
  rendered('/indicators', 'catalog:title'),
  rendered('/indicators?category=volume&sort=price_desc', 'catalog:title'),
  rendered('/free', 'catalog:free.title'),
  rendered('/product/volume-profile-premium', 'heading'),
  rendered('/product/vwap-lite', 'heading'),
  rendered('/product/vwap-premium', 'heading'),
  rendered('/cart', 'cart:title'),
  browserOnly('/login', 'account:login.title'),
  browserOnly('/register', 'account:register.title'),
  browserOnly('/forgot-password', 'selfService:forgotPassword.title'),
  browserOnly('/reset-password?token=invalid', 'selfService:resetPassword.title'),
  // Opened without the token of an e-mailed link: the page says the link is incomplete.
  browserOnly('/reset-password', 'selfService:resetPassword.title'),
  browserOnly('/verify-email?token=invalid', 'selfService:verifyEmail.title'),
  browserOnly('/verify-email', 'selfService:verifyEmail.title'),
  browserOnly('/confirm-signup?token=invalid', 'account:confirmSignUp.title'),
  browserOnly('/confirm-signup', 'account:confirmSignUp.title'),
  rendered('/ninjatrader', 'info:ninjatrader.title'),
  rendered('/legal', 'legal:legalNotice.title'),
  rendered('/privacy', 'legal:privacy.title'),
  rendered('/terms', 'legal:terms.title'),
  rendered('/cookies', 'legal:cookies.title'),
  rendered('/refund', 'legal:refund.title'),
  rendered('/about', 'legal:about.title'),
  rendered('/faq', 'legal:faq.title'),
  rendered('/help', 'legal:help.title'),
  rendered('/support', 'legal:support.title'),
  rendered('/accessibility', 'legal:accessibility.title'),
  browserOnly('/no-such-page', 'common:notFound.title'),
];

/** The account pages, for a signed-in buyer. */
export const accountPages = [
  '/profile?tab=profile',
  '/profile?tab=indicators',
  '/profile?tab=orders',
  '/profile?tab=partner',
];

/** The projects' own window (Playwright's Desktop Chrome), to come back to after a narrower check. */
export const desktop = { width: 1280, height: 720 };

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
  'partners',
  'maintenance',
  'security',
];
