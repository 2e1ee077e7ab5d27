import type { CartItem, CheckoutQuoteRequest, Currency } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '@/shared/api/client';
import { useCurrency } from '@/shared/currency';
import { formatPrice } from '@/shared/format';

/** POST /api/checkout/quote → the cart as the server will charge this buyer (bundle credits, docs/rules/bundles.md). */
const quoteCart = (cartItems: CheckoutQuoteRequest['cartItems'], currency: Currency) =>
  apiRequest('/checkout/quote', {
    method: 'POST',
    schema: contract('checkoutQuoteSchema'),
    body: { cartItems, currency } satisfies CheckoutQuoteRequest,
  });

/**
 * What the indicators the buyer already owns take off a bundle in their cart, and the total they will pay,
 * as the server priced it (the browser never works it out). Nothing when no line is credited; a refusal
 * (a bundle they own entirely) shows at checkout with its message.
 */
export function OwnedCredit({ items }: { items: CartItem[] }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pickLanguage(i18n.language);
  const currency = useCurrency();
  const lines = items.map((item) => ({ product: item.product, qty: item.qty }));
  const quote = useQuery({
    queryKey: ['checkout-quote', lines, language, currency],
    queryFn: () => quoteCart(lines, currency),
    retry: false,
  });
  const credited = quote.data?.lines.filter((line) => line.bundleCredit > 0) ?? [];
  if (!quote.data || credited.length === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="bundle-credit" role="status">
      {credited.map((line) => (
        <p key={line.product} className="flex justify-between gap-2 text-slate-300">
          <span>{t('bundleCredit.line', { products: line.creditedProducts.join(', ') })}</span>
          <span data-testid="bundle-credit-amount">
            −{formatPrice(line.bundleCredit, language, currency)}
          </span>
        </p>
      ))}
      <p className="flex justify-between font-bold text-white">
        <span>{t('bundleCredit.total')}</span>
        <span data-testid="bundle-credit-total">{formatPrice(quote.data.total, language, currency)}</span>
      </p>
    </div>
  );
}
