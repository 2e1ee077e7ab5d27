import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { ProductCard } from '@/shared/ui/ProductCard';
import { Spinner } from '@/shared/ui/Spinner';
import { useHomeProducts } from '../api';

const HOME_GRID_SIZE = 6;

function PremiumCard({ product }: { product: Product }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <ProductCard
      product={product}
      testId="premium-card"
      priceTestId="price"
      heading="h3"
      imageSize="lg"
      featuresLabel={t('premium.featuresLabel')}
      freeLabel={t('common:states.free')}
      viewLabel={t('premium.view')}
    />
  );
}

/** The first six paid products with an id (free ones have their own page): spinner, alert, empty message. */
export function PremiumGrid() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, error } = useHomeProducts();
  const products = (data ?? [])
    .filter((product) => Boolean(product._id) && product.price > 0)
    .slice(0, HOME_GRID_SIZE);

  return (
    <section id="premium" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 className="text-center text-3xl font-bold text-white">{t('premium.title')}</h2>
      <p className="mt-3 text-center text-slate-400">{t('premium.subtitle')}</p>
      <div className="mt-10">
        {isPending ? (
          <Spinner />
        ) : isError ? (
          <ErrorAlert message={error.message} />
        ) : products.length === 0 ? (
          <p className="text-center text-slate-400" data-testid="empty-products">
            {t('premium.empty')}
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="premium-grid">
            {products.map((product) => (
              <PremiumCard key={product._id} product={product} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
