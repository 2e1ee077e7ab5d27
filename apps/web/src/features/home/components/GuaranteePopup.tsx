import { pages } from '@shop/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { Dialog } from '@/shared/ui/Dialog';
import { Icon } from '@/shared/ui/Icon';

const GUARANTEE_FLAG = 'guaranteePopupShown';
const GUARANTEE_DELAY_MS = 5000;

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(GUARANTEE_FLAG) !== null;
  } catch {
    return true;
  }
}

/**
 * The 7-day money-back popup: 5 s after the home page loads, once per browser session. While the cookie
 * banner waits for an answer the popup waits too (two overlays at once hide each other on a phone); its
 * 5 s then count from the answer.
 */
export function GuaranteePopup() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const bannerAnswered = useConsent((state) => Boolean(state.consent));
  const close = useCallback(() => {
    sessionStorage.setItem(GUARANTEE_FLAG, 'true');
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!bannerAnswered || alreadyShown()) return;
    const timer = window.setTimeout(() => {
      if (!alreadyShown()) setOpen(true);
    }, GUARANTEE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bannerAnswered]);

  if (!open) return null;

  return (
    <Dialog
      labelledBy="guarantee-title"
      onClose={close}
      layer="z-[60]"
      testId="guarantee-popup"
      backdropTestId="guarantee-backdrop"
      className="w-full max-w-md rounded-2xl border border-accent-500/40 bg-slate-900 p-8 text-center shadow-2xl"
    >
      <button
        type="button"
        aria-label={t('guarantee.close')}
        className="absolute top-3 right-3 rounded-md px-2 py-1 text-slate-400 hover:bg-slate-800 hover:text-white"
        onClick={close}
      >
        <Icon name="close" className="h-5 w-5" />
      </button>
      <Icon name="shield" className="mx-auto h-14 w-14 text-accent-400" />
      <h2 id="guarantee-title" className="mt-4 text-2xl font-bold text-white">
        {t('guarantee.title')}
      </h2>
      <p className="mt-3 text-slate-300">{t('guarantee.text')}</p>
      <Link
        to={pages.catalog}
        onClick={close}
        className="mt-6 inline-block rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-accent-400"
      >
        {t('guarantee.cta')}
      </Link>
    </Dialog>
  );
}
