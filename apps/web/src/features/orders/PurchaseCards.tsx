import type { BuyerRelease, PurchasedProduct } from '@shop/contracts';
import { pages } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, moneyLabel } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/QueryState';
import { DownloadButton } from './download/DownloadButton';
import type { LicenceTarget } from './licences/LicenceModal';
import { ReleaseStatus } from './releases/ReleaseStatus';

type Bundle = NonNullable<PurchasedProduct['includedIn']>;

/** What the indicators tab lists: a product bought on its own, or a bundle with the indicators it granted. */
export type Purchase =
  | { kind: 'product'; product: PurchasedProduct }
  | { kind: 'bundle'; bundle: Bundle; purchaseDate: string; members: PurchasedProduct[] };

/**
 * The purchases as the buyer paid them (docs/rules/bundles.md): the indicators of one bundle line gathered
 * under it, at the place of the first of them (the list is newest first).
 */
export function groupPurchases(products: PurchasedProduct[]): Purchase[] {
  const purchases: Purchase[] = [];
  const bundles = new Map<string, Extract<Purchase, { kind: 'bundle' }>>();
  for (const product of products) {
    const bundle = product.includedIn;
    if (!bundle) {
      purchases.push({ kind: 'product', product });
      continue;
    }
    const known = bundles.get(bundle.lineId);
    if (known) {
      known.members.push(product);
      continue;
    }
    const entry = { kind: 'bundle' as const, bundle, purchaseDate: product.purchaseDate, members: [product] };
    bundles.set(bundle.lineId, entry);
    purchases.push(entry);
  }
  return purchases;
}

interface CardsProps {
  products: PurchasedProduct[];
  releases: BuyerRelease[];
  language: Language;
  onLicence(target: LicenceTarget): void;
}

/** A card per purchase, each with the price paid in its own currency; a bundle's card lists its indicators. */
export function PurchaseCards({ products, releases, language, onLicence }: CardsProps) {
  const { t } = useTranslation('orders');
  if (products.length === 0) {
    return (
      <EmptyState
        testId="indicators-empty"
        message={t('indicators.empty')}
        link={{ to: pages.catalog, label: t('indicators.browse') }}
      />
    );
  }
  const price = (paid: PurchasedProduct['price']) =>
    t('indicators.price', { price: moneyLabel(paid, language, t('history.free')) });
  const purchasedOn = (date: string) => (
    <p className="mt-3 text-xs text-slate-500">
      {t('indicators.purchasedOn', { date: formatDate(date, language) })}
    </p>
  );
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {groupPurchases(products).map((purchase) =>
        purchase.kind === 'product' ? (
          <li
            key={`${purchase.product.orderId}-${purchase.product.productId}`}
            className="rounded-xl border border-slate-800 bg-slate-900 p-5"
            data-testid="purchased-product"
          >
            <h3 className="text-lg font-semibold text-white">{purchase.product.productName}</h3>
            <p className="mt-1 text-sm text-accent-400">{price(purchase.product.price)}</p>
            <p className="mt-2 text-sm text-slate-400">{purchase.product.description}</p>
            {purchasedOn(purchase.product.purchaseDate)}
            <ProductActions product={purchase.product} releases={releases} onLicence={onLicence} />
          </li>
        ) : (
          <li
            key={purchase.bundle.lineId}
            className="rounded-xl border border-slate-800 bg-slate-900 p-5 md:col-span-2"
            data-testid="purchased-bundle"
          >
            <h3 className="text-lg font-semibold text-white">{purchase.bundle.name}</h3>
            <p className="mt-1 text-sm text-accent-400">{price(purchase.bundle.price)}</p>
            {purchasedOn(purchase.purchaseDate)}
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {purchase.members.map((member) => (
                <li
                  key={member.productId}
                  className="rounded-lg border border-slate-800 p-4"
                  data-testid="purchased-product"
                >
                  <h4 className="font-semibold text-white">{member.productName}</h4>
                  <p className="mt-1 text-sm text-accent-400">
                    {t('indicators.includedIn', { bundle: purchase.bundle.name })}
                  </p>
                  <p className="mt-2 text-sm text-slate-400">{member.description}</p>
                  <ProductActions product={member} releases={releases} onLicence={onLicence} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * An indicator's download and licence. The download of a product with releases is the newest release the buyer
 * may have (docs/rules/releases.md), shown with its status; a product without releases downloads its one zip.
 * "Get a licence" is offered only when the licence route would accept it (docs/rules/entitlements.md).
 */
function ProductActions({
  product,
  releases,
  onLicence,
}: {
  product: PurchasedProduct;
  releases: BuyerRelease[];
  onLicence(target: LicenceTarget): void;
}) {
  const { t } = useTranslation('licences');
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
      {product.licenceRequestable ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          data-testid="get-licence"
          onClick={() => onLicence(product)}
        >
          {t('getLicense')}
        </Button>
      ) : (
        <p className="mt-4 text-xs text-slate-400" data-testid="licence-seats-taken">
          {t('seatsAllTaken')}
        </p>
      )}
    </>
  );
}
