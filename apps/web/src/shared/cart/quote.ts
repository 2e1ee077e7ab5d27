import type { CartItem, CheckoutQuote, CheckoutQuoteRequest } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '../api/client';
import { useCurrency } from '../currency';
import { useSession } from '../session/store';

/**
 * POST /api/checkout/quote: the cart as the server will charge the signed-in buyer, under their VAT treatment
 * (reverse charge, their country's rate), bundle credits included (docs/rules/vat.md, bundles.md). The cart's
 * total and the checkout's credit lines read this one query; undefined while signed out, loading, or refused
 * (checkout then shows the refusal). The buyer's billing country and VAT number, and the lines' catalogue
 * prices, are in the key: saving the billing details, or a refresh bringing a new price, quotes again.
 */
export function useCartQuote(items: CartItem[]): CheckoutQuote | undefined {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const currency = useCurrency();
  const user = useSession((state) => state.userInfo);
  const cartItems = items.map((item) => ({ product: item.product, qty: item.qty }));
  const billing = [user?.billingCountry ?? null, user?.billingVAT ?? null];
  // The catalogue prices the cart's refresh brought: a price that moved is quoted again.
  const prices = items.map((item) => [item.price.amount, item.usdPrice?.amount ?? null]);
  const quote = useQuery({
    queryKey: ['checkout-quote', user?._id, billing, cartItems, prices, language, currency],
    queryFn: () =>
      apiRequest('/checkout/quote', {
        method: 'POST',
        schema: contract('checkoutQuoteSchema'),
        body: { cartItems, currency } satisfies CheckoutQuoteRequest,
      }),
    enabled: !!user && cartItems.length > 0,
    retry: false,
  });
  return user ? quote.data : undefined;
}
