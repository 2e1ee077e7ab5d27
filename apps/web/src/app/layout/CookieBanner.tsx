import { pages } from '@shop/contracts';
import { cookieBanner } from '@shop/i18n/cookie-banner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { registerNamespace } from '@/shared/i18n';
import { buttonClass } from '@/shared/ui/Button';

// Its texts come with this chunk: most visits have a stored choice and never load either.
registerNamespace('cookieBanner', cookieBanner);

const secondaryButton = 'rounded-lg border border-slate-600 px-4 py-2 text-sm hover:border-slate-400';
const primaryButton = buttonClass({ size: 'sm' });

/** Per-purpose toggles: necessary cookies always on, audience measurement off unless switched on. */
function CookieSettings() {
  const { t } = useTranslation('cookieBanner');
  const stored = useConsent((state) => state.consent);
  const [measurement, setMeasurement] = useState(stored?.measurement ?? false);
  return (
    <div className="mt-4 space-y-3" data-testid="cookie-settings">
      <h2 className="text-base font-semibold text-white">{t('settingsTitle')}</h2>
      <label className="flex items-start gap-3 rounded-lg border border-slate-700 p-3 text-sm">
        <input type="checkbox" checked disabled className="mt-1" aria-describedby="cookie-necessary-text" />
        <span>
          <span className="font-medium text-white">{t('necessary')}</span>{' '}
          <span className="text-xs text-slate-400">({t('alwaysOn')})</span>
          <span id="cookie-necessary-text" className="block text-slate-400">
            {t('necessaryText')}
          </span>
        </span>
      </label>
      <label className="flex items-start gap-3 rounded-lg border border-slate-700 p-3 text-sm">
        <input
          type="checkbox"
          checked={measurement}
          onChange={(event) => setMeasurement(event.target.checked)}
          className="mt-1"
          aria-describedby="cookie-measurement-text"
        />
        <span>
          <span className="font-medium text-white">{t('measurement')}</span>
          <span id="cookie-measurement-text" className="block text-slate-400">
            {t('measurementText')}
          </span>
        </span>
      </label>
      <button
        type="button"
        className={primaryButton}
        onClick={() => useConsent.getState().decide('customized', measurement)}
      >
        {t('save')}
      </button>
    </div>
  );
}

/**
 * The banner (shown by `CookieConsent`). Decline and accept decide every optional purpose at once; customise
 * opens the per-purpose toggles. The choice is stored with its time and the text version it answered.
 */
export function CookieBanner() {
  const { t } = useTranslation('cookieBanner');
  const settingsOpen = useConsent((state) => state.settingsOpen);
  const [customising, setCustomising] = useState(false);
  const decide = useConsent.getState().decide;

  return (
    <section
      aria-label={t('title')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto border-t border-slate-700 bg-slate-900/95 px-4 py-4 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-col gap-4 md:flex-row md:items-center">
          <p className="flex-1 text-sm text-slate-300">
            {t('text')}{' '}
            <Link to={pages.cookies} className="text-brand-400 underline hover:text-brand-300">
              {t('policy')}
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => decide('declined', false)}>
              {t('decline')}
            </button>
            <button
              type="button"
              className={secondaryButton}
              aria-expanded={customising || settingsOpen}
              onClick={() => {
                setCustomising(true);
                useConsent.getState().engageBanner();
              }}
            >
              {t('customize')}
            </button>
            <button type="button" className={primaryButton} onClick={() => decide('accepted', true)}>
              {t('accept')}
            </button>
          </div>
        </div>
        {(customising || settingsOpen) && <CookieSettings />}
      </div>
    </section>
  );
}
