import { pageLinks, pages } from '@shop/contracts';
import { type ComponentType, Suspense } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { withRedirect } from '@/features/account/redirect';
import { HomePage } from '@/features/home/HomePage';
import { ContactSection } from '@/features/messaging/components/ContactSection';
import { NewsletterSection } from '@/features/messaging/components/NewsletterSection';
import { type LazyNamespace, loadNamespaces } from '@/shared/i18n';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { Layout } from './layout/Layout';

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

const accountTexts: LazyNamespace[] = ['account', 'selfService', 'errors'];

type LegalModule = typeof import('@/features/info/LegalPage');
const legalPage = (pick: (module: LegalModule) => ComponentType) =>
  import('@/features/info/LegalPage').then((module) => ({ Component: pick(module) }));

/** /signin is not a page: it sends to /login, keeping the `redirect` query. */
function redirectToLogin(request: Request) {
  return redirect(withRedirect(pages.login, new URL(request.url).searchParams.get('redirect')));
}

/**
 * A path that only sends elsewhere. Its `element: null` tells React Router the empty render is intended
 * (otherwise it warns that the leaf route has no element while the loader redirects).
 */
const redirectRoute = (path: string, loader: LoaderFunction) => ({ path, loader, element: null });

/**
 * One route table for the whole app, used by the browser's router (entry-client) and the server's render
 * (entry-server). Each feature exports its pages; heavy or rarely used pages are lazy so the home page
 * ships little JavaScript.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // While the first lazy page loads, the shell (header, footer) shows with an empty main area.
    hydrateFallbackElement: <Layout />,
    children: [
      // Storefront
      {
        index: true,
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
      {
        path: pages.catalog,
        lazy: withTexts(['catalog'], () =>
          import('@/features/catalog/CatalogPage').then((m) => ({ Component: m.CatalogPage })),
        ),
      },
      {
        path: pages.free,
        lazy: withTexts(['catalog'], () =>
          import('@/features/catalog/FreePage').then((m) => ({ Component: m.FreePage })),
        ),
      },
      {
        path: pages.product,
        lazy: withTexts(['catalog', 'reviews'], () =>
          Promise.all([
            import('@/features/catalog/ProductPage'),
            import('@/features/reviews/ProductReviews'),
          ]).then(([{ ProductPage }, { ProductReviews }]) => ({
            element: <ProductPage reviews={(productId) => <ProductReviews productId={productId} />} />,
          })),
        ),
      },
      {
        path: pages.cart,
        lazy: withTexts(['cart', 'checkout'], () =>
          Promise.all([
            import('@/features/cart/CartPage'),
            import('@/features/checkout/CheckoutButton'),
          ]).then(([{ CartPage }, { CheckoutButton }]) => ({
            element: <CartPage checkout={<CheckoutButton />} />,
          })),
        ),
      },
      {
        path: pages.ninjaTrader,
        lazy: withTexts(['info'], () =>
          import('@/features/info/NinjaTraderPage').then((m) => ({ Component: m.NinjaTraderPage })),
        ),
      },
      { path: pages.legal, lazy: () => legalPage((m) => m.LegalNoticePage) },
      { path: pages.privacy, lazy: () => legalPage((m) => m.PrivacyPage) },
      { path: pages.terms, lazy: () => legalPage((m) => m.TermsPage) },
      { path: pages.cookies, lazy: () => legalPage((m) => m.CookiesPage) },
      { path: pages.refund, lazy: () => legalPage((m) => m.RefundPage) },
      { path: pages.about, lazy: () => legalPage((m) => m.AboutPage) },
      { path: pages.faq, lazy: () => legalPage((m) => m.FaqPage) },
      { path: pages.help, lazy: () => legalPage((m) => m.HelpPage) },
      { path: pages.accessibility, lazy: () => legalPage((m) => m.AccessibilityPage) },
      {
        path: pages.support,
        // The contact form's error texts come with the form (loadForms), once the page is idle.
        lazy: withTexts(['info'], () =>
          import('@/features/info/LegalPage').then(({ SupportPage }) => ({
            element: <SupportPage contact={<ContactSection />} />,
          })),
        ),
      },
      redirectRoute('legal/cookies', () => redirect(pages.cookies)),
      // Accounts
      {
        path: pages.login,
        lazy: withTexts(accountTexts, () =>
          import('@/features/account/LoginPage').then((m) => ({ Component: m.LoginPage })),
        ),
      },
      {
        path: pages.register,
        lazy: withTexts(accountTexts, () =>
          import('@/features/account/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
        ),
      },
      {
        path: pages.forgotPassword,
        lazy: withTexts(accountTexts, () =>
          import('@/features/account/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
        ),
      },
      {
        path: pages.resetPassword,
        lazy: withTexts(accountTexts, () =>
          import('@/features/account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
        ),
      },
      {
        path: pages.verifyEmail,
        lazy: withTexts(accountTexts, () =>
          import('@/features/account/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
        ),
      },
      {
        path: pages.profile,
        lazy: withTexts(['account', 'selfService', 'orders', 'licences', 'errors'], () =>
          Promise.all([
            import('@/features/account/ProfilePage'),
            import('@/features/orders/OrdersTab'),
            import('@/features/orders/IndicatorsTab'),
          ]).then(([{ ProfilePage }, { OrdersTab }, { IndicatorsTab }]) => ({
            element: <ProfilePage indicatorsTab={<IndicatorsTab />} ordersTab={<OrdersTab />} />,
          })),
        ),
      },
      // Back-office: its own lazy chunk, never loaded by storefront pages.
      {
        path: pages.admin,
        lazy: withTexts(['catalog', 'licences', 'errors', 'validation'], () =>
          import('@/features/admin/AdminPage').then((m) => ({ Component: m.AdminPage })),
        ),
      },
      // Checkout
      {
        path: pages.freeCheckout,
        lazy: withTexts(['checkout', 'account', 'errors'], () =>
          import('@/features/checkout/FreeCheckoutPage').then((m) => ({ Component: m.FreeCheckoutPage })),
        ),
      },
      {
        path: pages.checkoutSuccess,
        lazy: withTexts(['checkout', 'orders'], () =>
          import('@/features/checkout/CheckoutSuccessPage').then((m) => ({
            Component: m.CheckoutSuccessPage,
          })),
        ),
      },
      {
        path: 'success',
        lazy: withTexts(['checkout', 'orders'], () =>
          import('@/features/checkout/CheckoutSuccessPage').then((m) => ({
            Component: m.CheckoutSuccessPage,
          })),
        ),
      },
      redirectRoute('settings', () => redirect(pageLinks.profileTab('profile'))),
      redirectRoute('signin', ({ request }) => redirectToLogin(request)),
      { path: '*', lazy: () => import('./layout/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
