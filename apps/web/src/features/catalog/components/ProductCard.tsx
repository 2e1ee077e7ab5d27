import type { Product } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asLanguage } from '@/shared/format';
import { PLACEHOLDER_IMAGE, priceLabel, productImages, productText } from '@/shared/product';

const FEATURES_PER_CARD = 3;

/** A catalogue card: image, name, description, up to three features, price or free, view button. */
export function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('catalog');
  const language = asLanguage(i18n.language);
  const text = productText(product, language);
  return (
    <article
      data-testid="product-card"
      data-category={product.category}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-800 bg-slate-900 transition hover:border-brand-500/60"
    >
      <img
        src={productImages(product)[0]}
        alt={text.name}
        loading="lazy"
        className="h-44 w-full bg-slate-950 object-cover"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
            event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium tracking-wide text-brand-400 uppercase">
          {t(`categories.${product.category}`)}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-white" data-testid="product-name">
          {text.name}
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-400">{text.description}</p>
        <ul className="mt-3 space-y-1 text-sm text-slate-300">
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
          <span
            className="text-xl font-bold text-accent-400"
            data-testid="product-price"
            data-price={product.price}
          >
            {priceLabel(product.price, language, t('card.free'))}
          </span>
          <Link
            to={`/product/${product._id}`}
            aria-label={`${t('card.view')} ${text.name}`}
            className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
          >
            {t('card.view')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The responsive grid all catalogue lists use. */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-grid">
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}
