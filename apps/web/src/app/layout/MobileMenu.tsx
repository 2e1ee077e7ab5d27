import { pages } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { UserInfo } from '@/shared/session/store';
import { mainLinks } from './navLinks';
import { useLogout } from './useHeaderActions';
import { moveFocus } from './useMenuButton';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base ${isActive ? 'bg-slate-800 text-brand-400' : 'text-slate-200 hover:bg-slate-800'}`;

interface MobileMenuProps {
  user: UserInfo | null;
  onNavigate(): void;
  onContact(): void;
}

/**
 * The small-screen menu: main links, contact, and the account links (settings only when signed in). It
 * opens with the focus on its first link, and the arrow keys, Home and End move between its entries, as
 * in the header's other menus (the header's toggle closes it on Escape and takes the focus back).
 */
export function MobileMenu({ user, onNavigate, onContact }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const logout = useLogout();
  const nav = useRef<HTMLElement>(null);
  const entries = () => [...(nav.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  useEffect(() => {
    nav.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);
  return (
    <nav
      ref={nav}
      id="mobile-menu"
      onKeyDown={(event) => moveFocus(event, entries())}
      aria-label={t('nav.menu')}
      className="border-t border-slate-800 bg-slate-950 px-4 pb-4 md:hidden"
    >
      <div className="space-y-1 pt-2">
        {mainLinks.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
            {t(link.key)}
          </NavLink>
        ))}
        <button
          type="button"
          className="block w-full rounded-md px-3 py-2 text-left text-base text-slate-200 hover:bg-slate-800"
          onClick={() => {
            onNavigate();
            onContact();
          }}
        >
          {t('nav.contact')}
        </button>
        <NavLink to={pages.cart} className={linkClass} onClick={onNavigate}>
          {t('nav.cart')}
        </NavLink>
      </div>
      <div className="mt-3 space-y-1 border-t border-slate-800 pt-3">
        {user ? (
          <>
            <p className="px-3 text-sm text-slate-400">
              {user.name} · {user.email}
            </p>
            <NavLink to={pages.profile} className={linkClass} onClick={onNavigate}>
              {t('nav.profile')}
            </NavLink>
            <NavLink to="/settings" className={linkClass} onClick={onNavigate}>
              {t('nav.settings')}
            </NavLink>
            {user.isAdmin && (
              <NavLink to={pages.admin} className={linkClass} onClick={onNavigate}>
                {t('nav.admin')}
              </NavLink>
            )}
            <button
              type="button"
              className="block w-full rounded-md px-3 py-2 text-left text-base text-red-300 hover:bg-slate-800"
              onClick={() => {
                onNavigate();
                void logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </>
        ) : (
          <NavLink to={pages.login} className={linkClass} onClick={onNavigate}>
            {t('nav.login')}
          </NavLink>
        )}
      </div>
    </nav>
  );
}
