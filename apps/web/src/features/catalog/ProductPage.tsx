import { isRecordId, type Product, pageLinks, pages } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useProductPrice } from '@/shared/currency';
import { HydratedApart } from '@/shared/hydration/HydratedApart';
import { productImages } from '@/shared/product';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { LeasePrices } from '@/shared/ui/LeasePrices';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Spinner } from '@/shared/ui/Spinner';
import { UpdatesPlan } from '@/shared/ui/UpdatesPlan';
import { useProduct } from './api';
import { BundleContents } from './components/BundleContents';
import { ImageSlider } from './components/ImageSlider';
import { ProductChangelog, ProductDescription } from './components/ProductDescription';
import { PurchasePanel } from './components/PurchasePanel';
import { catalogKeys } from './keys';

interface ProductPageProps {
  /** The product's reviews (another feature, composed by the router), given the product's id. */
  reviews?: (productId: string) => ReactNode;
  /** The panels of the product's other plans (its lease plans, its free trial), given the product. */
  plans?: (product: Product) => ReactNode;
}

/** /product/:id: accepts an id, a slug or a legacy slug (replaced in the URL by the current slug). */
export function ProductPage({ reviews, plans }: ProductPageProps) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const language = pickLanguage(i18n.language);
  const shownPrice = useProductPrice(t('card.free'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: product, isPending, isError, error } = useProduct(id, language);

  useEffect(() => {
    if (product && !isRecordId(id) && product.slug !== id) {
      queryClient.setQueryData(catalogKeys.product(product.slug, language), product);
      void navigate(pageLinks.product(product.slug), { replace: true });
    }
  }, [product, id, language, navigate, queryClient]);

  const backLink = (
    <Link to={pages.catalog} className="inline-block py-1 text-sm text-brand-400 hover:underline">
      ← {t('product.back')}
    </Link>
  );

  if (isPending) return <Spinner />;
  if (isError || !product) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-16" data-testid="product-error">
        <ErrorAlert message={isError ? error.message || t('common:errors.generic') : t('product.notFound')} />
        {backLink}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10" data-testid="product-page">
      {backLink}
      <div className="mt-4 grid gap-6 sm:mt-6 sm:gap-10 lg:grid-cols-2">
        <HydratedApart>
          <ImageSlider
            key={product._id}
            images={productImages(product)}
            name={product.name}
            productId={product._id}
          />
        </HydratedApart>
        <div>
          <p className="text-sm font-medium tracking-wide text-brand-400 uppercase">
            {t(`categories.${product.category}`)}
          </p>
          <PageTitle title={product.name} />
          <h1 className="mt-2 text-3xl font-bold text-white sm:text-4xl">{product.name}</h1>
          <p className="mt-3 text-3xl font-bold text-accent-400 sm:mt-4" data-testid="product-price">
            {shownPrice(product)}
          </p>
          <UpdatesPlan months={product.updatesMonths} lifetime className="mt-1 text-sm text-slate-300" />
          <LeasePrices product={product} className="mt-2 text-lg text-slate-200" />
          {/* Right under the price, so a phone shows price and add-to-cart without scrolling. */}
          <HydratedApart>
            <PurchasePanel product={product} name={product.name} />
          </HydratedApart>
          {plans?.(product)}
          <p className="mt-4 text-slate-300">{product.description}</p>
          <BundleContents contains={product.contains} />
          <dl className="mt-6 grid grid-cols-2 gap-3 text-sm">
            <dt className="text-slate-400">{t('product.category')}</dt>
            <dd className="text-slate-100">{t(`categories.${product.category}`)}</dd>
            <dt className="text-slate-400">{t('product.compatibility')}</dt>
            <dd className="text-slate-100">{product.compatibility}</dd>
            {product.trialDays !== null && (
              <>
                <dt className="text-slate-400">{t('product.trial')}</dt>
                <dd className="text-slate-100" data-testid="product-trial">
                  {t('card.trial', { count: product.trialDays })}
                </dd>
              </>
            )}
            <dt className="text-slate-400">{t('product.rating')}</dt>
            <dd className="text-slate-100" data-testid="product-rating">
              {product.rating === null ? (
                t('product.noReviews')
              ) : (
                <>
                  <span className="text-accent-400" aria-hidden="true">
                    {'★'.repeat(Math.round(product.rating))}
                    {'☆'.repeat(5 - Math.round(product.rating))}
                  </span>{' '}
                  {t('product.ratingSummary', {
                    rating: product.rating.toLocaleString(language, { maximumFractionDigits: 1 }),
                    count: product.numReviews,
                  })}
                </>
              )}
            </dd>
          </dl>
          {product.features.length > 0 && (
            <ul className="mt-6 space-y-2 text-slate-300">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-400">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {/* Below the fold: each its own Suspense boundary, hydrated apart from (and after) the purchase panel,
          first the one the visitor touches (React's selective hydration). */}
      <Suspense fallback={<Spinner />}>
        <ProductDescription slug={product.slug} language={language} />
      </Suspense>
      <Suspense fallback={null}>
        <ProductChangelog slug={product.slug} language={language} />
      </Suspense>
      <Suspense fallback={<Spinner />}>{reviews?.(product._id)}</Suspense>
    </div>
  );
}
