import { pages } from '@shop/contracts';
import { homeGuarantee } from '@shop/i18n/home-guarantee';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { mergeTexts } from '@/shared/i18n';
import { Dialog } from '@/shared/ui/Dialog';
import { Icon } from '@/shared/ui/Icon';

// Its texts come with this chunk, like its code: the popup opens 5 s after the page at the earliest.
mergeTexts('home', homeGuarantee);

const GUARANTEE_FLAG = 'guaranteePopupShown';
const GUARANTEE_DELAY_MS = 5000;
/** A visitor who leaves the cookie banner unanswered still sees the guarantee, once the banner has had its turn. */
const GUARANTEE_UNANSWERED_BANNER_DELAY_MS = 15_000;

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(GUARANTEE_FLAG) !== null;
  } catch {
    return true;
  }
}

/**
 * The 7-day money-back popup: 5 s after the home page loads, once per browser session. While the cookie
 * banner waits for an answer the popup lets it speak first: answered, the popup's 5 s count from the answer;
 * left untouched for 15 s, the popup shows and the banner steps aside until it closes (two overlays at once
 * hide each other on a phone); a visitor who opened the banner's settings is left to finish first.
 */
export function GuaranteePopup() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const banner = useConsent((state) => {
    if (state.consent === undefined) return 'reading';
    if (state.consent) return 'answered';
    return state.bannerEngaged ? 'engaged' : 'unanswered';
  });
  const close = useCallback(() => {
    sessionStorage.setItem(GUARANTEE_FLAG, 'true');
    setOpen(false);
    useConsent.getState().setBannerAside(false);
  }, []);

  useEffect(() => {
    // A visitor busy with the banner's settings keeps it: the popup then waits for their answer.
    if (banner === 'reading' || banner === 'engaged' || alreadyShown()) return;
    // The banner has shown since the page started, however late this lazy popup's code arrived.
    const delay =
      banner === 'answered'
        ? GUARANTEE_DELAY_MS
        : Math.max(0, GUARANTEE_UNANSWERED_BANNER_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => {
      if (alreadyShown()) return;
      if (!useConsent.getState().consent) useConsent.getState().setBannerAside(true);
      setOpen(true);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [banner]);
  // Leaving the home page with the popup open must not leave the banner hidden on the next page.
  useEffect(() => () => useConsent.getState().setBannerAside(false), []);

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
