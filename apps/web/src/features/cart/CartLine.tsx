import { type CartItem, money, PLACEHOLDER_IMAGE, pageLinks, type QuotedLine } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxQuantity } from '@/shared/cart/cartRules';
import { useCart } from '@/shared/cart/store';
import { useCurrency } from '@/shared/currency';
import { moneyLabel, priceIn } from '@/shared/format';
import { showPlaceholderImage } from '@/shared/product';
import { UpdatesPlan } from '@/shared/ui/UpdatesPlan';

/**
 * One cart line: image, name linking to the product, unit price, quantity 1..stock (1 when free) and remove.
 * `quoted` is the line as the server charges the signed-in buyer (net under reverse charge, after a bundle
 * credit): its price is the one shown; without it, the catalogue price.
 */
export function CartLine({ item, quoted }: { item: CartItem; quoted?: QuotedLine | undefined }) {
  const { t, i18n } = useTranslation(['cart', 'common']);
  const language = pickLanguage(i18n.language);
  const currency = useCurrency();
  const unitPrice = quoted?.price ?? priceIn(item, currency);
  const shown = (value: typeof unitPrice) =>
    value === null ? t('common:currency.unavailable') : moneyLabel(value, language, t('free'));
  const stock = maxQuantity(item);
  return (
    <li
      data-testid="cart-line"
      className="flex flex-col gap-4 rounded-xl border border-slate-800 bg-slate-900 p-4 sm:flex-row sm:items-center"
    >
      <img
        src={item.image || item.images[0] || PLACEHOLDER_IMAGE}
        alt=""
        className="h-20 w-28 rounded-lg bg-slate-950 object-cover"
        onError={showPlaceholderImage}
      />
      <div className="flex-1">
        <Link
          to={pageLinks.product(item.product)}
          className="text-lg font-semibold text-white hover:text-brand-400"
        >
          {item.name}
        </Link>
        <p className="text-sm text-slate-400">
          {t('line.unitPrice')} <span data-testid="unit-price">{shown(unitPrice)}</span>
        </p>
        <UpdatesPlan months={item.updatesMonths} className="text-sm text-slate-400" />
      </div>
      {/* On a phone, quantity and line total share a row, the total against the right edge like the
          summary's; from sm up the wrapper dissolves into the line's own row. */}
      <div className="flex items-center justify-between gap-4 sm:contents">
        <label className="flex items-center gap-2 text-sm text-slate-400">
          <span className="sr-only">{t('line.quantityFor', { name: item.name })}</span>
          <span aria-hidden="true">{t('line.quantity')}</span>
          <select
            value={item.qty}
            onChange={(event) => useCart.getState().setQty(item.product, Number(event.target.value))}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-1.5 text-slate-100"
          >
            {Array.from({ length: stock }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <p className="text-right font-semibold text-accent-400 sm:w-28" data-testid="line-total">
          {shown(unitPrice && money(unitPrice.amount * item.qty, unitPrice.currency))}
        </p>
      </div>
      <button
        type="button"
        aria-label={t('line.removeFor', { name: item.name })}
        onClick={() => useCart.getState().remove(item.product)}
        className="self-end rounded-lg border border-red-500/40 px-3 py-1.5 text-sm text-red-300 hover:bg-red-500/10 sm:self-auto"
      >
        {t('line.remove')}
      </button>
    </li>
  );
}
