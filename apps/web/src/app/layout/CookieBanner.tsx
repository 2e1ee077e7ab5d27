import { pages } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { buttonClass } from '@/shared/ui/Button';

const secondaryButton = 'rounded-lg border border-slate-600 px-4 py-2 text-sm hover:border-slate-400';
const primaryButton = buttonClass({ size: 'sm' });

/** Per-purpose toggles: necessary cookies always on, audience measurement off unless switched on. */
function CookieSettings() {
  const { t } = useTranslation('common');
  const stored = useConsent((state) => state.consent);
  const [measurement, setMeasurement] = useState(stored?.measurement ?? false);
  return (
    <div className="mt-4 space-y-3" data-testid="cookie-settings">
      <h2 className="text-base font-semibold text-white">{t('cookieBanner.settingsTitle')}</h2>
      <label className="flex items-start gap-3 rounded-lg border border-slate-700 p-3 text-sm">
        <input type="checkbox" checked disabled className="mt-1" aria-describedby="cookie-necessary-text" />
        <span>
          <span className="font-medium text-white">{t('cookieBanner.necessary')}</span>{' '}
          <span className="text-xs text-slate-400">({t('cookieBanner.alwaysOn')})</span>
          <span id="cookie-necessary-text" className="block text-slate-400">
            {t('cookieBanner.necessaryText')}
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
          <span className="font-medium text-white">{t('cookieBanner.measurement')}</span>
          <span id="cookie-measurement-text" className="block text-slate-400">
            {t('cookieBanner.measurementText')}
          </span>
        </span>
      </label>
      <button
        type="button"
        className={primaryButton}
        onClick={() => useConsent.getState().decide('customized', measurement)}
      >
        {t('cookieBanner.save')}
      </button>
    </div>
  );
}

/**
 * The banner (shown by `CookieConsent`). Decline and accept decide every optional purpose at once; customise
 * opens the per-purpose toggles. The choice is stored with its time and the text version it answered.
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const settingsOpen = useConsent((state) => state.settingsOpen);
  const [customising, setCustomising] = useState(false);
  const decide = useConsent.getState().decide;

  return (
    <section
      aria-label={t('cookieBanner.title')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto border-t border-slate-700 bg-slate-900/95 px-4 py-4 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-col gap-4 md:flex-row md:items-center">
          <p className="flex-1 text-sm text-slate-300">
            {t('cookieBanner.text')}{' '}
            <Link to={pages.cookies} className="text-brand-400 underline hover:text-brand-300">
              {t('cookieBanner.policy')}
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButton} onClick={() => decide('declined', false)}>
              {t('cookieBanner.decline')}
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
              {t('cookieBanner.customize')}
            </button>
            <button type="button" className={primaryButton} onClick={() => decide('accepted', true)}>
              {t('cookieBanner.accept')}
            </button>
          </div>
        </div>
        {(customising || settingsOpen) && <CookieSettings />}
      </div>
    </section>
  );
}
