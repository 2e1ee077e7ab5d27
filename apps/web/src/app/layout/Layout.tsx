import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ReferralLanding } from '@/features/affiliates/ReferralLanding';
import { HydratedApart } from '@/shared/hydration/HydratedApart';
import { CookieConsent } from './CookieConsent';
import { DemoRibbon } from './DemoRibbon';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteTitle } from './RouteTitle';
import { ScrollToTop } from './ScrollToTop';

export function Layout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-screen flex-col bg-slate-950 text-slate-100">
      <ScrollToTop />
      <RouteTitle />
      {/* The first stop of the Tab key: keyboard users jump over the header straight to the page. */}
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-500 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <DemoRibbon />
      {/* Header, page and footer hydrate apart: a click in the header (the language switch) need not wait
          for the page, nor add to cart for the footer. */}
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <HydratedApart>
          <Outlet />
        </HydratedApart>
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <CookieConsent />
      <ReferralLanding />
    </div>
  );
}
