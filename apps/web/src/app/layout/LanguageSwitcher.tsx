import { type Language, languages, pickLanguage } from '@shop/i18n/web';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsideClick } from './useOutsideClick';

/** Français / English dropdown; i18next caches the choice in localStorage (`i18nextLng`). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, close, open);
  const current = pickLanguage(i18n.language);

  // WAI-ARIA menu button: opening moves focus to the checked item.
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    closeToButton();
  };

  /** Arrow keys, Home and End move between the items; Escape and Tab close the menu. */
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      closeToButton();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative" ref={ref}>
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 rounded-md border border-slate-700 px-2.5 py-1.5 text-sm hover:border-slate-500"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${current.toUpperCase()}, ${t('nav.language')}: ${t(`languages.${current}`)}`}
        data-testid="language-switcher"
        onClick={() => setOpen((value) => !value)}
      >
        {current.toUpperCase()}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          tabIndex={-1}
          aria-label={t('nav.language')}
          onKeyDown={onMenuKey}
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
              onClick={() => choose(language)}
            >
              {t(`languages.${language}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
