import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/shared/ui/ProductCard';

/** A catalogue card: the shared product card with its category and a view button naming the product. */
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
      freeLabel={t('card.free')}
      viewLabel={t('card.view')}
      viewAriaLabel={`${t('card.view')} ${product.name}`}
      lead={lead}
    />
  );
}
