import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, contract } from '../api/client';
import { useCart } from './store';

/**
 * POST /api/cart/quote with the cart's product ids, then brings the stored cart up to date. Returns
 * whether anything the buyer saw changed (a price, a line removed). An empty cart changes nothing.
 */
export async function refreshCart(signal?: AbortSignal): Promise<boolean> {
  const ids = useCart.getState().cartItems.map((item) => item.product);
  if (ids.length === 0) return false;
  const quote = await apiRequest('/cart/quote', {
    schema: contract('cartQuoteResponseSchema'),
    method: 'POST',
    body: { products: ids },
    signal,
  });
  return useCart.getState().applyQuote(quote);
}

/**
 * Re-reads the cart's prices and availability when the cart page opens and when the language changes
 * (names follow the reader's language). A failed refresh leaves the cart as it is: the checkout
 * refreshes again and the server refuses prices the buyer did not see.
 */
export function useCartRefresh(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!i18n.language) return;
    const controller = new AbortController();
    refreshCart(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [i18n.language]);
}
