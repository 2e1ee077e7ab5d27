/**
 * Whether `path` is a path of this site (`/cart`, `/product/x?y`): never `//host`, `/\\host` or `/scheme:…`,
 * so a link carrying it cannot send anyone to another site. Kept with the paths, away from the zod schemas:
 * the storefront's first load reads it (the sign-in redirect) and must not bring zod in.
 */
export const isSameSitePath = (path: string) =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\') &&
  !/^\/[a-z][a-z0-9+.-]*:/i.test(path);

/** What a server-rendered page reads from the catalogue before it renders (entry-server fills the query cache). */
export type PageData = 'homeProducts' | 'catalogProducts' | 'freeProducts' | 'product';

/**
 * One page of the web app. `title` is the `namespace:key` of its title, which the page's head (apps/server seo)
 * and the browser's tab (the web's router) both show; a page without one names itself (a product's name).
 * `description` is its key in the server's `seo:descriptions` (the home page's when absent).
 */
export interface PageEntry {
  path: string;
  title?: string;
  description?: string;
  /** Rendered on the server with its data; otherwise the server sends the app's shell and the browser renders it. */
  ssr: boolean;
  /** Listed in /sitemap.xml, once per language. */
  sitemap: boolean;
  data?: PageData;
}

const storefront = <P extends string>(path: P, title: string, description: string, data?: PageData) =>
  ({ path, title, description, ssr: true, sitemap: true, ...(data ? { data } : {}) }) as const;
const legal = <P extends string>(path: P, key: string, description: string) =>
  storefront(path, `legal:${key}.title`, description);
const browserOnly = <P extends string>(path: P, title?: string) =>
  ({ path, ...(title ? { title } : {}), ssr: false, sitemap: false }) as const;

/**
 * THE page table: every page of the web app, declared once. The web's router mounts each with its component
 * (`apps/web/src/app/pageComponents.tsx`, typed by these ids) and shows its title; the server render loads its
 * `data`; the server renders the `ssr` ones with their head and lists the `sitemap` ones; e-mails, payment
 * returns and redirects link to its paths. Adding a server-rendered page is an entry here and its component there.
 */
export const pageTable = {
  home: storefront('/', 'home:pageTitle', 'home', 'homeProducts'),
  catalog: storefront('/indicators', 'catalog:title', 'indicators', 'catalogProducts'),
  free: storefront('/free', 'catalog:free.title', 'free', 'freeProducts'),
  product: { path: '/product/:id', ssr: true, sitemap: false, data: 'product' },
  cart: { path: '/cart', title: 'cart:title', description: 'cart', ssr: true, sitemap: false },
  ninjaTrader: storefront('/ninjatrader', 'info:ninjatrader.title', 'ninjatrader'),
  legal: legal('/legal', 'legalNotice', 'legal'),
  privacy: legal('/privacy', 'privacy', 'privacy'),
  terms: legal('/terms', 'terms', 'terms'),
  cookies: legal('/cookies', 'cookies', 'cookies'),
  refund: legal('/refund', 'refund', 'refund'),
  about: legal('/about', 'about', 'about'),
  faq: legal('/faq', 'faq', 'faq'),
  help: legal('/help', 'help', 'help'),
  accessibility: legal('/accessibility', 'accessibility', 'accessibility'),
  support: legal('/support', 'support', 'support'),
  login: browserOnly('/login', 'account:login.title'),
  register: browserOnly('/register', 'account:register.title'),
  confirmSignUp: browserOnly('/confirm-signup', 'account:confirmSignUp.title'),
  forgotPassword: browserOnly('/forgot-password', 'selfService:forgotPassword.title'),
  resetPassword: browserOnly('/reset-password', 'selfService:resetPassword.title'),
  verifyEmail: browserOnly('/verify-email', 'selfService:verifyEmail.title'),
  profile: browserOnly('/profile', 'account:profile.title'),
  /** Where a buyer approves an indicator's sign-in (issue 46, RFC 8628's verification URI). */
  activate: browserOnly('/activate', 'devices:activate.title'),
  admin: browserOnly('/admin'),
  freeCheckout: browserOnly('/checkout/free', 'checkout:free.title'),
  checkoutSuccess: browserOnly('/checkout/success'),
  /** The payment reminder's link (docs/rules/checkout.md): refills the cart from the unpaid order. */
  checkoutResume: browserOnly('/checkout/resume', 'checkout:resume.title'),
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pageTable;
export const pageIds = Object.keys(pageTable) as PageId[];

/** Each page's path by id (`pages.product` is `/product/:id`): the table's paths, for links and routes. */
export const pages = Object.fromEntries(pageIds.map((id) => [id, pageTable[id].path])) as {
  readonly [Id in PageId]: (typeof pageTable)[Id]['path'];
};

/** Older paths the web's router still answers, each sending to a page (or showing it, for `/success`). */
export const pageAliases = {
  /** The payment provider's older return path. */
  checkoutSuccess: '/success',
  cookies: '/legal/cookies',
  settings: '/settings',
  signin: '/signin',
} as const;

const segments = (path: string) => path.split('/').filter(Boolean);
const knownPaths = [...pageIds.map((id) => pageTable[id].path), ...Object.values(pageAliases)].map(segments);

/**
 * Whether the web app has a page at `pathname` (the page table's paths and the aliases, `:param` matching one
 * segment; like the router, letter case and a trailing slash do not count). Anything else is its not-found
 * page, which the server answers with status 404.
 */
export function isPagePath(pathname: string): boolean {
  const asked = segments(pathname.toLowerCase());
  return knownPaths.some(
    (known) =>
      known.length === asked.length &&
      known.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === asked[index]),
  );
}

/**
 * The query parameters a server-rendered storefront page reads while it renders: the catalogue's filter,
 * sort and search (`/indicators?category=&sort=&search=`) and a newsletter link's outcome (`/?newsletter=`).
 * The server's page cache keys on these alone, so links carrying tracking parameters (utm_*, fbclid…) share
 * one cached render instead of each rendering anew and crowding the others out. A storefront page that
 * starts reading another parameter must add it here.
 */
export const renderedQueryParams = ['category', 'sort', 'search', 'newsletter'] as const;

/** The tabs of the customer area, chosen by `/profile?tab=`. */
export const profileTabs = ['profile', 'indicators', 'orders', 'partner'] as const;
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
  /** The e-mailed link that creates the account of a sign-up (docs/rules/accounts.md). */
  confirmSignUp: (token: string) => `${pages.confirmSignUp}?token=${encodeURIComponent(token)}`,
  /** The e-mailed link that lets an admin's first two-factor enrolment go on (the back-office's security tab). */
  adminEnrol: (token: string) => `${pages.admin}?tab=security&enrol=${encodeURIComponent(token)}`,
  /** The back-office's licence requests tab, linked from the admins' licence alerts. */
  adminLicences: () => `${pages.admin}?tab=licenses`,
  /** The back-office's seller identity settings (the dashboard's notice and start-up's warning link there). */
  adminSeller: `${pages.admin}?tab=seller`,
  /** The back-office's webhook endpoints (the notice of an endpoint the shop turned off links there). */
  adminWebhooks: `${pages.admin}?tab=webhooks`,
  newsletterOutcome: (outcome: NewsletterOutcome) => `${pages.home}?newsletter=${outcome}`,
  /**
   * The payment provider's return page; it fills `{CHECKOUT_SESSION_ID}` in itself. `buyer` (the buyer's account
   * id) lets the page tell a buyer who came back signed in to another account, since the server answers another
   * account's order exactly like an unknown one (404).
   */
  checkoutSuccess: (orderId: string, buyerId: string) =>
    `${pages.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}&order_id=${encodeURIComponent(orderId)}&buyer=${encodeURIComponent(buyerId)}`,
  /** The payment reminder's signed link back to paying (docs/rules/checkout.md). */
  checkoutResume: (token: string) => `${pages.checkoutResume}?token=${encodeURIComponent(token)}`,
} as const;

/**
 * Whether a path segment is a record id (a UUID, as `idSchema` accepts) rather than a slug. Without zod, so
 * the storefront pages that only tell the two apart do not carry it.
 */
export const isRecordId = (segment: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment);

/**
 * The device flow's `verification_uri_complete`: the activation page with its code filled in. Apart from
 * `pageLinks`, so that the storefront's first load (which keeps the whole object) does not carry it.
 */
export const activatePageLink = (userCode: string) =>
  `${pages.activate}?code=${encodeURIComponent(userCode)}`;
