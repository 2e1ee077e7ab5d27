import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { LeasePrices } from '@/shared/ui/LeasePrices';
import { ProductCard } from '@/shared/ui/ProductCard';
import { UpdatesPlan } from '@/shared/ui/UpdatesPlan';

/**
 * A catalogue card: the shared product card with its category, its trial and plans, and a view button naming
 * the product.
 */
export function CatalogCard({ product, lead }: { product: Product; lead?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <ProductCard
      product={product}
      testId="product-card"
      priceTestId="product-price"
      nameTestId="product-name"
      eyebrow={
        <>
          {t(`categories.${product.category}`)}
          {/* Here rather than in the shared card, which the home page's first load carries (decision 8). */}
          {product.trialDays && (
            <span className="mt-1 block tracking-normal normal-case" data-testid="product-card-trial">
              {t('card.trial', { count: product.trialDays })}
            </span>
          )}
        </>
      }
      plans={
        <>
          <UpdatesPlan months={product.updatesMonths} className="mt-3 text-sm text-slate-400" />
          <LeasePrices product={product} className="mt-3 text-sm text-slate-200" />
        </>
      }
      freeLabel={t('card.free')}
      viewLabel={t('card.view')}
      viewAriaLabel={`${t('card.view')} ${product.name}`}
      lead={lead}
    />
  );
}
