import type { Product } from '@shop/contracts';
import { homePremium } from '@shop/i18n/home-premium';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { mergeTexts } from '@/shared/i18n';
import { ProductCard } from '@/shared/ui/ProductCard';
import { ProductGrid } from '@/shared/ui/ProductGrid';
import { useHomeProducts } from '../api';

// Its texts come with this chunk, which the home page hydrates once idle.
mergeTexts('home', homePremium);

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

/** The first six paid products with an id: free ones have their own page. */
function firstPaid(products: Product[]): Product[] {
  return products
    .filter((product) => Boolean(product._id) && product.price.amount > 0)
    .slice(0, HOME_GRID_SIZE);
}

/** The home page's premium section: its title and the grid of the first six paid products. */
export function PremiumGrid() {
  const { t, i18n } = useTranslation('home');
  const products = useHomeProducts(pickLanguage(i18n.language));

  return (
    <section id="premium" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 className="text-center text-3xl font-bold text-white">{t('premium.title')}</h2>
      <p className="mt-3 text-center text-slate-400">{t('premium.subtitle')}</p>
      <div className="mt-10">
        <ProductGrid
          query={products}
          select={firstPaid}
          empty={t('premium.empty')}
          testId="premium-grid"
          card={(product) => <PremiumCard product={product} />}
        />
      </div>
    </section>
  );
}
