import { pages } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/shared/ui/QueryState';
import { usePurchases } from './api';
import { LicenceRequestsList } from './licences/LicenceRequestsList';
import { NinjaTraderLicences } from './licences/NinjaTraderLicences';
import { useLicenceModal } from './licences/useLicenceModal';
import { PurchaseCards } from './PurchaseCards';
import { useBuyerReleases } from './releases/api';
import { ReleaseEmailsSwitch } from './releases/ReleaseStatus';

const STEPS = ['download', 'open', 'import', 'restart'] as const;
const REQUIREMENTS = ['os', 'ram', 'platform'] as const;

/**
 * The profile's indicators tab: the installation guide, a card per purchase (a bundle's holding its
 * indicators), the upgrades on offer, the licences, the machines holding them and the trials.
 */
export function IndicatorsTab({
  upgrades,
  machines,
  trials,
}: {
  upgrades?: ReactNode;
  machines?: ReactNode;
  trials?: ReactNode;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.language);
  const purchases = usePurchases();
  const releases = useBuyerReleases();
  const licence = useLicenceModal();

  return (
    <section aria-labelledby="indicators-title" className="space-y-6" data-testid="indicators-tab">
      <h2 id="indicators-title" className="text-xl font-semibold text-white">
        {t('indicators.title')}
      </h2>
      <details className="rounded-xl border border-slate-800 bg-slate-900 p-4" data-testid="install-guide">
        <summary className="cursor-pointer font-semibold text-brand-400">
          {t('indicators.guide.toggle')}
        </summary>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-white">{t('indicators.guide.stepsTitle')}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-300">
              {STEPS.map((step) => (
                <li key={step}>{t(`indicators.guide.steps.${step}`)}</li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="font-semibold text-white">{t('indicators.guide.requirementsTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-300">
              {REQUIREMENTS.map((requirement) => (
                <li key={requirement}>{t(`indicators.guide.requirements.${requirement}`)}</li>
              ))}
            </ul>
          </div>
        </div>
        <Link to={pages.support} className="mt-4 inline-block py-1 text-sm text-brand-400 hover:underline">
          {t('indicators.guide.support')}
        </Link>
      </details>
      <QueryState query={purchases}>
        {(products) => (
          <PurchaseCards
            products={products}
            releases={releases.data ?? []}
            language={language}
            onLicence={licence.open}
          />
        )}
      </QueryState>
      {upgrades}
      <ReleaseEmailsSwitch />
      {licence.view}
      <LicenceRequestsList onMove={licence.open} />
      <NinjaTraderLicences />
      {machines}
      {trials}
    </section>
  );
}
