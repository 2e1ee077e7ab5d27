import { pages } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '@/shared/session/store';
import { useLogout } from './useHeaderActions';
import { useMenuButton } from './useMenuButton';

/** Signed-in user's dropdown: name, e-mail, profile link and logout (a WAI-ARIA menu button). */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  const { open, wrapper, buttonProps, menuProps, close } = useMenuButton('[role="menuitem"]');
  const logout = useLogout();

  return (
    <div className="relative" ref={wrapper}>
      <button
        {...buttonProps}
        type="button"
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-200 hover:bg-slate-800"
        data-testid="user-menu"
      >
        {/* The initial is drawn by CSS so the button's name is exactly its visible text (WCAG 2.5.3). */}
        <span
          data-initial={user.name.slice(0, 1).toUpperCase()}
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 font-semibold text-white before:content-[attr(data-initial)]"
        />
        <span className="sr-only">{t('header.userMenu')}: </span>
        <span className="max-w-32 truncate">{user.name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          {...menuProps}
          role="menu"
          aria-label={t('header.userMenu')}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-700 bg-slate-900 py-2 shadow-xl"
        >
          <div className="border-b border-slate-800 px-4 pb-2">
            <p className="truncate font-medium text-white">{user.name}</p>
            <p className="truncate text-sm text-slate-400">{user.email}</p>
          </div>
          <Link
            to={pages.profile}
            role="menuitem"
            tabIndex={-1}
            className="block px-4 py-2 text-sm text-slate-200 hover:bg-slate-800"
            onClick={close}
          >
            {t('nav.profile')}
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="block w-full px-4 py-2 text-left text-sm text-red-300 hover:bg-slate-800"
            onClick={() => {
              close();
              void logout();
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
