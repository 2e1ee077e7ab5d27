import { pages } from '@shop/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { cartItemCount } from '@/shared/cart/cartRules';
import { useCart } from '@/shared/cart/store';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mainLinks } from './navLinks';
import { useContactLink } from './useHeaderActions';
import { useOutsideClick } from './useOutsideClick';

/** Only a signed-in visitor has it, and only the browser knows one: its code is not in the first load. */
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
/** Opened by a tap on small screens only: fetched then. */
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const SCROLL_THRESHOLD_PX = 20;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-400' : 'text-slate-300 hover:text-white'
  }`;

/**
 * The cart's count on the header's cart link, the only part of the header that reads the cart: adding to the
 * cart re-renders this, not every link of the header inside the click's task (seen in V8's profile of the click
 * at 4× CPU slowdown, bench/trace-click.ts).
 */
function CartCount() {
  const { t } = useTranslation('common');
  const count = useCart((state) => cartItemCount(state.cartItems));
  if (count === 0) return null;
  return (
    <>
      <span
        data-testid="cart-badge"
        className="absolute -top-1 -right-1 min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-xs font-bold text-slate-950"
      >
        {count}
      </span>
      <span className="sr-only"> {t('header.cartItems', { count })}</span>
    </>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const user = useSession((state) => state.userInfo);
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileRef = useRef<HTMLDivElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useOutsideClick(mobileRef, closeMobile, mobileOpen, menuToggle);
  const goToContact = useContactLink();
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors ${
        scrolled ? 'border-slate-800/80 bg-slate-950/70 backdrop-blur-md' : 'border-transparent bg-slate-950'
      }`}
    >
      <div ref={mobileRef}>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link to={pages.home} className="flex items-center gap-2 text-lg font-bold text-white">
            {/* Low priority: React's server render would otherwise preload it ahead of the page's largest image. */}
            <img src="/favicon.svg" alt="" className="h-7 w-7" fetchPriority="low" />
            {t('brand')}
          </Link>
          <nav aria-label={t('nav.menu')} className="ml-4 hidden items-center gap-1 md:flex">
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                {t(link.key)}
              </NavLink>
            ))}
            <button
              type="button"
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-300 hover:text-white"
              onClick={goToContact}
            >
              {t('nav.contact')}
            </button>
            {user?.isAdmin && (
              <NavLink to={pages.admin} className={navClass}>
                {t('nav.admin')}
              </NavLink>
            )}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <Link
              to={pages.cart}
              data-testid="cart-link"
              className="relative rounded-md px-3 py-2 text-sm text-slate-300 hover:text-white"
            >
              <Icon name="cart" className="inline h-5 w-5 align-[-4px]" />
              <span className="sr-only sm:not-sr-only sm:ml-1">{t('nav.cart')}</span>
              <CartCount />
            </Link>
            <div className="hidden md:block">
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <Link to={pages.login} className={buttonClass({ size: 'sm' })}>
                  {t('nav.login')}
                </Link>
              )}
            </div>
            <button
              ref={menuToggle}
              type="button"
              className="rounded-md border border-slate-700 px-3 py-2 text-sm md:hidden"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMobileOpen((value) => !value)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                setMobileOpen(true);
              }}
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} className="h-5 w-5" />
            </button>
          </div>
        </div>
        {mobileOpen && (
          <Suspense fallback={null}>
            <MobileMenu user={user} onNavigate={closeMobile} onContact={goToContact} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
