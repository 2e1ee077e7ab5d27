import type { Product } from '@shop/contracts';
import { pages } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextFrameShown } from '@/shared/afterPaint';
import { cartItemOf, maxQuantity } from '@/shared/cart/cartRules';
import { useCart } from '@/shared/cart/store';
import { earlyActionNames, PRODUCT_QUANTITY_ID } from '@/shared/earlyActions';
import { buttonClass } from '@/shared/ui/Button';

/** Stock status, quantity 1..stock (1 when free) and the add-to-cart button (disabled without stock). */
export function PurchasePanel({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [qty, setQty] = useState(1);
  const inStock = product.countInStock > 0;

  // The header's new count is painted first, then the cart page is opened: the router's work and the cart
  // page's render would hold that paint (add to cart missed its 100 ms INP at 4× CPU slowdown, bench/inp.ts).
  const addToCart = () => {
    useCart.getState().add(cartItemOf({ ...product, name }, qty));
    void nextFrameShown().then(() => navigate(pages.cart));
  };

  return (
    <div className="mt-4 space-y-4 rounded-xl border border-slate-800 bg-slate-900 p-5 sm:mt-6">
      <p className="flex justify-between text-sm">
        <span className="text-slate-400">{t('product.stock')}</span>
        <span className={inStock ? 'text-emerald-400' : 'text-red-400'} data-testid="stock-status">
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </span>
      </p>
      {inStock && (
        <div className="flex items-center justify-between text-sm text-slate-400">
          <label htmlFor={PRODUCT_QUANTITY_ID}>{t('product.quantity')}</label>
          <select
            id={PRODUCT_QUANTITY_ID}
            value={qty}
            onChange={(event) => setQty(Number(event.target.value))}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-1.5 text-slate-100"
          >
            {Array.from({ length: maxQuantity(product) }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        disabled={!inStock}
        onClick={addToCart}
        // A click before the app has arrived is acted on by the page's first script (earlyAddToCart.ts).
        data-early-action={earlyActionNames.addToCart}
        data-product={product._id}
        data-added-notice={t('product.addedEarly')}
        className={buttonClass({
          size: 'xl',
          block: true,
          className: 'disabled:bg-slate-700 disabled:text-slate-400',
        })}
      >
        {t('product.addToCart')}
      </button>
    </div>
  );
}
