import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asLanguage } from '@/shared/format';
import { PLACEHOLDER_IMAGE, priceLabel, productImages, productText } from '@/shared/product';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useHomeProducts } from '../api';

export const HOME_GRID_SIZE = 6;
const FEATURES_PER_CARD = 3;

function PremiumCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const language = asLanguage(i18n.language);
  const text = productText(product, language);
  return (
    <article
      data-testid="premium-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-800 bg-slate-900 transition hover:border-brand-500/60"
    >
      <img
        src={productImages(product)[0]}
        alt={text.name}
        loading="lazy"
        className="h-48 w-full bg-slate-950 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
            event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-white">{text.name}</h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-400">{text.description}</p>
        <ul aria-label={t('premium.featuresLabel')} className="mt-3 space-y-1 text-sm text-slate-300">
          {text.features.slice(0, FEATURES_PER_CARD).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-400">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between pt-5">
          <span className="text-xl font-bold text-accent-400" data-testid="price">
            {priceLabel(product.price, language, t('common:states.free'))}
          </span>
          <Link
            to={`/product/${product._id}`}
            className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
          >
            {t('premium.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The first six products with an id: spinner, red alert on error, empty message. */
export function PremiumGrid() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, error } = useHomeProducts();
  const products = (data ?? []).filter((product) => Boolean(product._id)).slice(0, HOME_GRID_SIZE);

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
