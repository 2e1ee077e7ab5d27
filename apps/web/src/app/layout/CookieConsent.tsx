import { lazy, Suspense, useEffect } from 'react';
import { useConsent } from '@/shared/consent/consent';
import { loadMeasurementScript } from '@/shared/consent/measurement';
import { usePublicConfig } from '@/shared/site/useSellerIdentity';
import { useInBrowser } from '@/shared/useInBrowser';

/** Most visits have a stored choice: the banner's code (and texts' markup) comes only when it shows. */
const CookieBanner = lazy(() => import('./CookieBanner').then((m) => ({ default: m.CookieBanner })));

/** Loads the measurement script once the visitor consented to it; the configuration is read only then. */
function useMeasurementScript() {
  const consent = useConsent((state) => state.consent);
  const config = usePublicConfig(Boolean(consent?.measurement));
  useEffect(() => {
    loadMeasurementScript(consent, config?.measurementScriptUrl);
  }, [consent, config?.measurementScriptUrl]);
}

/**
 * The cookie banner, shown while no valid choice is stored (null, not while a stored choice is still being
 * read: undefined), and again from the footer's "Cookie settings" link. Only the browser knows the stored
 * choice: a server-rendered page shows the banner once hydrated, never a banner that then vanishes. While the
 * guarantee popup holds the screen an unanswered banner steps aside (two overlays stacked hide each other on a
 * phone) and comes back when the popup closes.
 */
export function CookieConsent() {
  const consent = useConsent((state) => state.consent);
  const settingsOpen = useConsent((state) => state.settingsOpen);
  const setAside = useConsent((state) => state.bannerSetAside);
  const inBrowser = useInBrowser();
  useMeasurementScript();
  if (!inBrowser || (consent !== null && !settingsOpen) || (setAside && !settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
