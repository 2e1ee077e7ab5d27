import { type CartItem, formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { useCartQuote } from '@/shared/cart/quote';

/**
 * What the indicators the buyer already owns take off a bundle in their cart, and the total they will pay,
 * as the server priced it (the browser never works it out). Nothing when no line is credited; a refusal
 * (a bundle they own entirely) shows at checkout with its message.
 */
export function OwnedCredit({ items }: { items: CartItem[] }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pickLanguage(i18n.language);
  const quote = useCartQuote(items);
  const credited = quote?.lines.filter((line) => line.bundleCredit.amount > 0) ?? [];
  if (!quote || credited.length === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="bundle-credit" role="status">
      {credited.map((line) => (
        <p key={line.product} className="flex justify-between gap-2 text-slate-300">
          <span>{t('bundleCredit.line', { products: line.creditedProducts.join(', ') })}</span>
          <span data-testid="bundle-credit-amount">−{formatMoney(line.bundleCredit, language)}</span>
        </p>
      ))}
      <p className="flex justify-between font-bold text-white">
        <span>{t('bundleCredit.total')}</span>
        <span data-testid="bundle-credit-total">{formatMoney(quote.total, language)}</span>
      </p>
    </div>
  );
}
