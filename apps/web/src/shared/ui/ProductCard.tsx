import type { Product } from '@shop/contracts';
import { pageLinks } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductPrice } from '@/shared/currency';
import { productImages, showPlaceholderImage } from '@/shared/product';
import { buttonClass } from '@/shared/ui/Button';

const FEATURES_PER_CARD = 3;
const imageHeights = { md: 'h-44', lg: 'h-48' } as const;

export interface ProductCardProps {
  product: Product;
  /** The card's `data-testid`. */
  testId: string;
  /** The price's `data-testid`. */
  priceTestId: string;
  /** The name heading's `data-testid`, if any. */
  nameTestId?: string;
  /** The name's heading level (h2 on a page of cards, h3 inside a titled section). */
  heading?: 'h2' | 'h3';
  imageSize?: keyof typeof imageHeights;
  /** A line above the name (e.g. the category). */
  eyebrow?: ReactNode;
  /**
   * The plans beside the one-time price (updates period, lease prices), where the page shows them: the
   * catalogue's cards do, the home page's first load leaves them out (docs/decisions/0008-initial-js-budget.md).
   */
  plans?: ReactNode;
  /** Accessible name of the features list, if any. */
  featuresLabel?: string;
  /** Already translated texts. */
  freeLabel: string;
  viewLabel: string;
  /** Accessible name of the view link, when it must differ from its text. */
  viewAriaLabel?: string;
  /**
   * The card opens the page's grid, its image likely the largest paint on a phone: loaded at once and ahead of
   * the other images (the server's render also preloads it) instead of lazily once laid out.
   */
  lead?: boolean;
}

/**
 * A product card: image, name, description, up to three features, the plans its page passes, price or free
 * (and "out of stock" at stock 0), link to /product/{_id}.
 */
export function ProductCard({
  product,
  testId,
  priceTestId,
  nameTestId,
  heading: Heading = 'h2',
  imageSize = 'md',
  eyebrow,
  plans,
  featuresLabel,
  freeLabel,
  viewLabel,
  viewAriaLabel,
  lead = false,
}: ProductCardProps) {
  const { t } = useTranslation('common');
  const shownPrice = useProductPrice(freeLabel);
  return (
    <article
      data-testid={testId}
      data-category={product.category}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-800 bg-slate-900 transition hover:border-brand-500/60"
    >
      <img
        src={productImages(product)[0]}
        alt={product.name}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        className={`${imageHeights[imageSize]} w-full bg-slate-950 object-contain`}
        onError={showPlaceholderImage}
      />
      <div className="flex flex-1 flex-col p-5">
        {eyebrow && <p className="text-xs font-medium tracking-wide text-brand-400 uppercase">{eyebrow}</p>}
        <Heading
          className={`${eyebrow ? 'mt-1 ' : ''}text-lg font-semibold text-white`}
          data-testid={nameTestId}
        >
          {product.name}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-400">{product.description}</p>
        <ul aria-label={featuresLabel} className="mt-3 space-y-1 text-sm text-slate-300">
          {product.features.slice(0, FEATURES_PER_CARD).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-400">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        {plans}
        <div className="mt-auto flex items-center justify-between pt-5">
          <span
            className="text-xl font-bold text-accent-400"
            data-testid={priceTestId}
            data-price={product.price.amount}
          >
            {shownPrice(product)}
          </span>
          {product.countInStock === 0 && (
            <span className="text-sm font-medium text-red-400" data-testid="out-of-stock">
              {t('states.outOfStock')}
            </span>
          )}
          <Link
            to={pageLinks.product(product._id)}
            aria-label={viewAriaLabel}
            className={buttonClass({ size: 'sm' })}
          >
            {viewLabel}
          </Link>
        </div>
      </div>
    </article>
  );
}
