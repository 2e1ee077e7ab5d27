/**
 * The web app's pages, in one place: the web router mounts them, and the server writes links to them into
 * e-mails, payment redirects and its own redirects. Renaming a page here moves both sides together.
 */
export const pages = {
  home: '/',
  catalog: '/indicators',
  free: '/free',
  product: '/product/:id',
  cart: '/cart',
  ninjaTrader: '/ninjatrader',
  legal: '/legal',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  refund: '/refund',
  about: '/about',
  faq: '/faq',
  help: '/help',
  accessibility: '/accessibility',
  support: '/support',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  profile: '/profile',
  admin: '/admin',
  freeCheckout: '/checkout/free',
  checkoutSuccess: '/checkout/success',
} as const;

/**
 * The query parameters a server-rendered storefront page reads while it renders: the catalogue's filter,
 * sort and search (`/indicators?category=&sort=&search=`) and a newsletter link's outcome (`/?newsletter=`).
 * The server's page cache keys on these alone, so links carrying tracking parameters (utm_*, fbclid…) share
 * one cached render instead of each rendering anew and crowding the others out. A storefront page that
 * starts reading another parameter must add it here.
 */
export const renderedQueryParams = ['category', 'sort', 'search', 'newsletter'] as const;

/** The tabs of the customer area, chosen by `/profile?tab=`. */
export const profileTabs = ['profile', 'indicators', 'orders'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** What a newsletter link did, shown by the home page from `/?newsletter=`. */
export const newsletterOutcomes = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

/** Links to pages with their parameters (paths relative to the site's root). */
export const pageLinks = {
  product: (idOrSlug: string) => pages.product.replace(':id', encodeURIComponent(idOrSlug)),
  profileTab: (tab: ProfileTab) => `${pages.profile}?tab=${tab}`,
  resetPassword: (token: string) => `${pages.resetPassword}?token=${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `${pages.verifyEmail}?token=${encodeURIComponent(token)}`,
  newsletterOutcome: (outcome: NewsletterOutcome) => `${pages.home}?newsletter=${outcome}`,
  /** The payment provider's return page; it fills `{CHECKOUT_SESSION_ID}` in itself. */
  checkoutSuccess: (orderId: string) =>
    `${pages.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}&order_id=${encodeURIComponent(orderId)}`,
} as const;
