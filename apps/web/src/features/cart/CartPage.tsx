import { pages } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartItemCount, cartTotal } from '@/shared/cart/cartRules';
import { useCartQuote } from '@/shared/cart/quote';
import { useCartRefresh } from '@/shared/cart/refresh';
import { useCart } from '@/shared/cart/store';
import { useCurrency } from '@/shared/currency';
import { formatCount, moneyLabel } from '@/shared/format';
import { buttonClass } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { Spinner } from '@/shared/ui/Spinner';
import { useInBrowser } from '@/shared/useInBrowser';
import { CartLine } from './CartLine';
import { CartNotices } from './CartNotices';

interface CartPageProps {
  /** The checkout button (built by the checkout feature, composed by the router). */
  checkout: ReactNode;
}

export function CartPage({ checkout }: CartPageProps) {
  const { t, i18n } = useTranslation('cart');
  const language = pickLanguage(i18n.language);
  const items = useCart((state) => state.cartItems);
  const currency = useCurrency();
  useCartRefresh();
  // A signed-in buyer is shown the server's quote: the total checkout charges under their VAT treatment.
  const quote = useCartQuote(items);
  // The cart lives in the browser: the server renders the page's shell, never an "empty cart" that flips.
  const inBrowser = useInBrowser();

  if (!inBrowser) return <Spinner />;
  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="cart-empty">
        <CartNotices />
        <Icon name="cart" className="mx-auto h-16 w-16 text-slate-500" />
        <h1 className="mt-6 text-3xl font-bold text-white">{t('empty.title')}</h1>
        <p className="mt-3 text-slate-400">{t('empty.text')}</p>
        <Link to={pages.catalog} className={buttonClass({ size: 'xl', className: 'mt-8 inline-block' })}>
          {t('empty.link')}
        </Link>
      </div>
    );
  }

  const count = cartItemCount(items);
  const total = quote?.total ?? cartTotal(items, currency);
  const reverseCharge = quote?.vat.treatment === 'reverseCharge';
  const quoted = new Map(quote?.lines.map((line) => [line.product, line]));
  const dollars = currency === 'usd';
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="mb-8 text-4xl font-bold text-white">{t('title')}</h1>
      <CartNotices />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ul className="space-y-4">
            {items.map((item) => (
              <CartLine key={item.product} item={item} quoted={quoted.get(item.product)} />
            ))}
          </ul>
          <Link to={pages.catalog} className="mt-6 inline-block text-sm text-brand-400 hover:underline">
            ← {t('continue')}
          </Link>
        </div>
        <aside
          aria-labelledby="cart-summary-title"
          className="h-fit rounded-xl border border-slate-800 bg-slate-900 p-6"
          data-testid="cart-summary"
        >
          <h2 id="cart-summary-title" className="text-xl font-semibold text-white">
            {t('summary.title')}
          </h2>
          {/* A live region: a changed quantity or a removed line is announced with the new count and total. */}
          <div role="status" aria-atomic="true">
            <p className="mt-4 flex justify-between text-slate-300">
              <span data-testid="cart-count">{t('summary.items', { count })}</span>
            </p>
            <p className="mt-2 flex justify-between border-t border-slate-800 pt-4 text-lg font-bold text-white">
              <span data-testid="cart-total-label">
                {t(reverseCharge ? 'summary.totalReverseCharge' : 'summary.total')}
              </span>
              <span data-testid="cart-total">{moneyLabel(total, language, t('free'))}</span>
            </p>
            {quote && !reverseCharge && quote.vat.vat.amount > 0 && (
              <p className="mt-1 text-right text-sm text-slate-400" data-testid="cart-vat">
                {t('summary.vatIncluded', {
                  rate: formatCount(quote.vat.rateBps / 100, language),
                  amount: moneyLabel(quote.vat.vat, language, t('free')),
                })}
              </p>
            )}
          </div>
          <p className="mt-2 text-xs text-slate-500" data-testid="cart-vat-note">
            {reverseCharge
              ? t(dollars ? 'summary.reverseChargeNoteUsd' : 'summary.reverseChargeNote')
              : t(dollars ? 'summary.vatNoteUsd' : 'summary.vatNote')}
          </p>
          {quote?.vat.reverseChargePending && (
            <p className="mt-2 text-xs text-amber-300" data-testid="cart-vat-pending">
              {t('summary.reverseChargePending')}
            </p>
          )}
          <div className="mt-6">{checkout}</div>
        </aside>
      </div>
    </div>
  );
}
