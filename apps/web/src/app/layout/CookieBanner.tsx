import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const COOKIE_CONSENT_KEY = 'cookieConsent';

function readConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** Shown while no consent is stored: decline → 'declined', customise → 'customized', accept → ISO time. */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const [consent, setConsent] = useState<string | null>(readConsent);
  if (consent !== null) return null;

  const store = (value: string) => {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
    setConsent(value);
  };

  return (
    <section
      aria-label={t('cookieBanner.title')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900/95 px-4 py-4 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center">
        <p className="flex-1 text-sm text-slate-300">
          {t('cookieBanner.text')}{' '}
          <Link to="/cookies" className="text-brand-400 underline hover:text-brand-500">
            {t('cookieBanner.policy')}
          </Link>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-lg border border-slate-600 px-4 py-2 text-sm hover:border-slate-400"
            onClick={() => store('declined')}
          >
            {t('cookieBanner.decline')}
          </button>
          <button
            type="button"
            className="rounded-lg border border-slate-600 px-4 py-2 text-sm hover:border-slate-400"
            onClick={() => store('customized')}
          >
            {t('cookieBanner.customize')}
          </button>
          <button
            type="button"
            className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
            onClick={() => store(new Date().toISOString())}
          >
            {t('cookieBanner.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
