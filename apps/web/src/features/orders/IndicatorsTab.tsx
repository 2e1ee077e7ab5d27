import type { BuyerRelease, PurchasedProduct } from '@shop/contracts';
import { pages } from '@shop/contracts';
import { type Language, pickLanguage } from '@shop/i18n/web';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, priceLabel } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { EmptyState, QueryState } from '@/shared/ui/QueryState';
import { usePurchases } from './api';
import { DownloadButton } from './download/DownloadButton';
import type { LicenceTarget } from './licences/LicenceModal';
import { LicenceRequestsList } from './licences/LicenceRequestsList';
import { useLicenceModal } from './licences/useLicenceModal';
import { useBuyerReleases } from './releases/api';
import { ReleaseEmailsSwitch, ReleaseStatus } from './releases/ReleaseStatus';

const STEPS = ['download', 'open', 'import', 'restart'] as const;
const REQUIREMENTS = ['os', 'ram', 'platform'] as const;

/**
 * The profile's indicators tab: the installation guide, a card per purchased product, the upgrades on offer,
 * the licences and trials.
 */
export function IndicatorsTab({ upgrades, trials }: { upgrades?: ReactNode; trials?: ReactNode }) {
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
          <ProductCards
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
      {trials}
    </section>
  );
}

function ProductCards({
  products,
  releases,
  language,
  onLicence,
}: {
  products: PurchasedProduct[];
  releases: BuyerRelease[];
  language: Language;
  onLicence(target: LicenceTarget): void;
}) {
  const { t } = useTranslation('orders');
  const { t: tl } = useTranslation('licences');
  if (products.length === 0) {
    return (
      <EmptyState
        testId="indicators-empty"
        message={t('indicators.empty')}
        link={{ to: pages.catalog, label: t('indicators.browse') }}
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {products.map((product) => (
        <li
          key={`${product.orderId}-${product.productId}`}
          className="rounded-xl border border-slate-800 bg-slate-900 p-5"
          data-testid="purchased-product"
        >
          <h3 className="text-lg font-semibold text-white">{product.productName}</h3>
          <p className="mt-1 text-sm text-accent-400">
            {product.includedIn
              ? t('indicators.includedIn', { bundle: product.includedIn })
              : t('indicators.price', {
                  price: priceLabel(product.price, language, t('history.free'), product.currency),
                })}
          </p>
          <p className="mt-2 text-sm text-slate-400">{product.description}</p>
          <p className="mt-3 text-xs text-slate-500">
            {t('indicators.purchasedOn', { date: formatDate(product.purchaseDate, language) })}
          </p>
          <ProductRelease product={product} releases={releases} />
          {/* Offered only when the licence route would accept it (docs/rules/entitlements.md). */}
          {product.licenceRequestable ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              data-testid="get-licence"
              onClick={() => onLicence(product)}
            >
              {tl('getLicense')}
            </Button>
          ) : (
            <p className="mt-4 text-xs text-slate-400" data-testid="licence-seats-taken">
              {tl('seatsAllTaken')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The download of a product with releases is the newest release the buyer may have (docs/rules/releases.md),
 * shown with its status; a product without releases downloads its one zip.
 */
function ProductRelease({ product, releases }: { product: PurchasedProduct; releases: BuyerRelease[] }) {
  const queryClient = useQueryClient();
  const release = releases.find((entry) => entry.productId === product.productId);
  const file = release?.latestEntitled?.file;
  return (
    <>
      {release && <ReleaseStatus release={release} />}
      <DownloadButton
        product={file ? { ...product, downloadLink: file } : product}
        // The version shown as the buyer's is the one they last downloaded.
        onDownloaded={() => void queryClient.invalidateQueries({ queryKey: ['users', 'releases'] })}
      />
    </>
  );
}
