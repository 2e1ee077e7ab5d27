import { type Language, languages, pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { earlyActionNames } from '@/shared/earlyActions';
import { i18next } from '@/shared/i18n';
import { useMenuButton } from './useMenuButton';

/**
 * Français / English dropdown; i18next caches the choice in localStorage (`i18nextLng`). The menu is in the
 * page while closed (hidden): a click before the app has arrived opens it at once, and a language chosen
 * then is said at once (earlyLanguageMenu.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  // Opening moves focus to the checked language.
  const { open, wrapper, buttonProps, menuProps, closeToButton } = useMenuButton(
    '[role="menuitemradio"]',
    '[aria-checked="true"]',
  );
  const current = pickLanguage(i18n.language);

  const choose = (language: Language) => {
    closeToButton();
    // The global instance: the texts React renders with are a copy fixed in one language, swapped in a
    // transition (entry-client's BrowserProviders).
    void i18next.changeLanguage(language);
  };

  return (
    <div className="relative" ref={wrapper}>
      <button
        {...buttonProps}
        type="button"
        className="flex items-center gap-1 rounded-md border border-slate-700 px-2.5 py-1.5 text-sm hover:border-slate-500"
        aria-label={`${current.toUpperCase()}, ${t('nav.language')}: ${t(`languages.${current}`)}`}
        data-testid="language-switcher"
        data-early-action={earlyActionNames.languageMenu}
      >
        {current.toUpperCase()}
        <span aria-hidden="true">▾</span>
      </button>
      <div
        {...menuProps}
        hidden={!open}
        role="menu"
        aria-label={t('nav.language')}
        className="absolute right-0 z-50 mt-2 w-36 rounded-lg border border-slate-700 bg-slate-900 py-1 shadow-xl"
      >
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={language === current}
            lang={language}
            className={`block w-full px-4 py-2 text-left text-sm hover:bg-slate-800 ${
              language === current ? 'text-brand-400' : 'text-slate-200'
            }`}
            data-early-action={earlyActionNames.chooseLanguage}
            data-early-notice={t(`languageSwitching.${language}`)}
            onClick={() => choose(language)}
          >
            {t(`languages.${language}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
