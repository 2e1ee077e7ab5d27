import type { Money } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/shared/cart/store';
import { moneyLabel } from '@/shared/format';

/**
 * What the last refresh of the cart changed: prices old → new, lines that left the cart. The live region
 * is always in the page, so the notices are announced when the refresh brings them.
 */
export function CartNotices() {
  const { t, i18n } = useTranslation('cart');
  const language = pickLanguage(i18n.language);
  const { changes, removed } = useCart((state) => state.notices);
  const price = (value: Money) => moneyLabel(value, language, t('free'));
  if (changes.length === 0 && removed.length === 0) return <div role="status" />;
  return (
    <div role="status">
      <section
        aria-labelledby="cart-notices-title"
        data-testid="cart-notices"
        className="mb-6 rounded-xl border border-amber-500/50 text-left bg-amber-500/10 p-4 text-amber-100"
      >
        <h2 id="cart-notices-title" className="font-semibold">
          {t('notices.title')}
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {changes.map((change) => (
            <li key={change.product} data-testid="cart-price-change">
              {t('notices.priceChanged', {
                name: change.name,
                from: price(change.from),
                to: price(change.to),
              })}
            </li>
          ))}
          {removed.map((name) => (
            <li key={name} data-testid="cart-removed">
              {t('notices.removed', { name })}
            </li>
          ))}
        </ul>
        {changes.length > 0 && <p className="mt-2 text-sm">{t('notices.review')}</p>}
        <button
          type="button"
          onClick={() => useCart.getState().dismissNotices()}
          className="mt-3 rounded-lg border border-amber-400/60 px-3 py-1.5 text-sm hover:bg-amber-500/20"
        >
          {t('notices.dismiss')}
        </button>
      </section>
    </div>
  );
}
