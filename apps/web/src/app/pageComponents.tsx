import type { PageId } from '@shop/contracts';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { LazyRouteFunction, NonIndexRouteObject } from 'react-router';
import { HomePage } from '@/features/home/HomePage';
import { ContactSection } from '@/features/messaging/components/ContactSection';
import { NewsletterSection } from '@/features/messaging/components/NewsletterSection';
import { type LazyNamespace, loadNamespaces } from '@/shared/i18n';
import { lazyWhenIdle } from '@/shared/lazyPart';

/** A lazy route's code and the texts it reads beyond the first load's (`shared/i18n.ts`), fetched together. */
const withTexts =
  <T,>(namespaces: readonly LazyNamespace[], load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([route]) => route);

/**
 * The home page's testimonials: below the fold, read from the API in the browser, and with the review
 * feature's client (its posting code too) a part of their own, hydrated once the page is idle.
 */
const ReviewTestimonials = lazyWhenIdle(
  withTexts(['reviews'], () =>
    import('@/features/reviews/ReviewTestimonials').then((m) => m.ReviewTestimonials),
  ),
);

/** A newsletter link's outcome (`/?newsletter=`), rarely there: rendered by the server, hydrated once idle. */
const NewsletterStatusBanner = lazyWhenIdle(() =>
  import('@/features/messaging/components/NewsletterStatusBanner').then((m) => m.NewsletterStatusBanner),
);

/** The product page's lease and trial panels: rendered by the server at once, hydrated once the page is idle. */
const ProductPlans = lazyWhenIdle(() => import('./planParts').then((m) => m.ProductPlans));

const accountTexts: LazyNamespace[] = ['account', 'selfService', 'errors'];

/** A page component from a chunk holding several (the legal pages come in four chunks, each with its texts). */
const lazyPage =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));
const notices = () => import('@/features/info/legal-pages/notices');
const saleTerms = () => import('@/features/info/legal-pages/sale-terms');
const infoPages = () => import('@/features/info/legal-pages/info-pages');
const accessibility = () => import('@/features/info/legal-pages/accessibility');

/** What the router mounts at a page's path: its component, at once or from its own chunk. */
export type PageComponent = { element: ReactNode } | { lazy: LazyRouteFunction<NonIndexRouteObject> };

/**
 * Each page of the page table (`pageTable` in @shop/contracts) with its component: a page the table declares
 * without one here, or one here the table does not declare, fails type-checking. Heavy or rarely used pages are
 * lazy, so the home page ships little JavaScript.
 */
export const pageComponents: Record<PageId, PageComponent> = {
  // Storefront
  home: {
    element: (
      <>
        <Suspense fallback={null}>
          <NewsletterStatusBanner />
        </Suspense>
        <HomePage
          newsletter={<NewsletterSection />}
          contact={<ContactSection />}
          testimonials={
            <Suspense fallback={null}>
              <ReviewTestimonials />
            </Suspense>
          }
        />
      </>
    ),
  },
  catalog: {
    lazy: withTexts(['catalog'], () =>
      import('@/features/catalog/CatalogPage').then((m) => ({ Component: m.CatalogPage })),
    ),
  },
  free: {
    lazy: withTexts(['catalog'], () =>
      import('@/features/catalog/FreePage').then((m) => ({ Component: m.FreePage })),
    ),
  },
  product: {
    lazy: withTexts(['catalog', 'reviews'], () =>
      Promise.all([
        import('@/features/catalog/ProductPage'),
        import('@/features/reviews/ProductReviews'),
      ]).then(([{ ProductPage }, { ProductReviews }]) => ({
        element: (
          <ProductPage
            reviews={(productId) => <ProductReviews productId={productId} />}
            plans={(product) => (
              <Suspense fallback={null}>
                <ProductPlans product={product} />
              </Suspense>
            )}
          />
        ),
      })),
    ),
  },
  cart: {
    lazy: withTexts(['cart', 'checkout', 'catalog'], () =>
      Promise.all([import('@/features/cart/CartPage'), import('@/features/checkout/CheckoutButton')]).then(
        ([{ CartPage }, { CheckoutButton }]) => ({
          element: <CartPage checkout={<CheckoutButton />} />,
        }),
      ),
    ),
  },
  ninjaTrader: {
    lazy: withTexts(['info'], () =>
      import('@/features/info/NinjaTraderPage').then((m) => ({ Component: m.NinjaTraderPage })),
    ),
  },
  legal: { lazy: lazyPage(notices, (m) => m.LegalNoticePage) },
  privacy: { lazy: lazyPage(notices, (m) => m.PrivacyPage) },
  terms: { lazy: lazyPage(saleTerms, (m) => m.TermsPage) },
  cookies: { lazy: lazyPage(saleTerms, (m) => m.CookiesPage) },
  refund: { lazy: lazyPage(saleTerms, (m) => m.RefundPage) },
  about: { lazy: lazyPage(infoPages, (m) => m.AboutPage) },
  faq: { lazy: lazyPage(infoPages, (m) => m.FaqPage) },
  help: { lazy: lazyPage(infoPages, (m) => m.HelpPage) },
  accessibility: { lazy: lazyPage(accessibility, (m) => m.AccessibilityPage) },
  support: {
    // The contact form's error texts come with the form (loadForms), once the page is idle.
    lazy: withTexts(['info'], () =>
      infoPages().then(({ SupportPage }) => ({
        element: <SupportPage contact={<ContactSection />} />,
      })),
    ),
  },
  // Accounts
  login: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
    ),
  },
  register: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
    ),
  },
  confirmSignUp: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/ConfirmSignUpPage').then((m) => ({ Component: m.ConfirmSignUpPage })),
    ),
  },
  forgotPassword: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
    ),
  },
  resetPassword: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
    ),
  },
  verifyEmail: {
    lazy: withTexts(accountTexts, () =>
      import('@/features/account/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
    ),
  },
  profile: {
    lazy: withTexts(['account', 'selfService', 'orders', 'licences', 'devices', 'affiliates', 'errors'], () =>
      Promise.all([
        import('@/features/account/ProfilePage'),
        import('@/features/orders/OrdersTab'),
        import('@/features/orders/IndicatorsTab'),
        import('./planParts'),
        import('@/features/checkout/UpgradeOffers'),
        import('@/features/devices/MachinesSection'),
        import('@/features/affiliates/PartnerTab'),
      ]).then(
        ([
          { ProfilePage },
          { OrdersTab },
          { IndicatorsTab },
          { MyPlans },
          { UpgradeOffers },
          { MachinesSection },
          { PartnerTab },
        ]) => ({
          element: (
            <ProfilePage
              indicatorsTab={
                <IndicatorsTab
                  upgrades={<UpgradeOffers />}
                  machines={<MachinesSection />}
                  trials={<MyPlans />}
                />
              }
              ordersTab={<OrdersTab />}
              partnerTab={<PartnerTab />}
            />
          ),
        }),
      ),
    ),
  },
  activate: {
    lazy: withTexts(['devices', 'errors'], () =>
      import('@/features/devices/ActivatePage').then((m) => ({ Component: m.ActivatePage })),
    ),
  },
  // Back-office: its own lazy chunk, never loaded by storefront pages.
  admin: {
    lazy: withTexts(['catalog', 'licences', 'errors', 'validation'], () =>
      import('@/features/admin/AdminPage').then((m) => ({ Component: m.AdminPage })),
    ),
  },
  // Checkout
  freeCheckout: {
    lazy: withTexts(['checkout', 'account', 'errors'], () =>
      import('@/features/checkout/FreeCheckoutPage').then((m) => ({ Component: m.FreeCheckoutPage })),
    ),
  },
  checkoutResume: {
    lazy: withTexts(['checkout', 'errors'], () =>
      import('@/features/checkout/CheckoutResumePage').then((m) => ({ Component: m.CheckoutResumePage })),
    ),
  },
  checkoutSuccess: {
    lazy: withTexts(['checkout', 'orders'], () =>
      import('@/features/checkout/CheckoutSuccessPage').then((m) => ({
        Component: m.CheckoutSuccessPage,
      })),
    ),
  },
};
