import { type Product, pages } from '@shop/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { cartItemOf } from '@/shared/cart/cartRules';
import { cartStore } from '@/shared/cart/cartStore';
import { PRODUCT_QUANTITY_ID } from '@/shared/earlyActions';
import { isProductKey } from '../keys';

/** The notice an early add to cart shows, outside the app's tree (the app has not hydrated it yet). */
const EARLY_CART_NOTICE_ID = 'early-cart-notice';

function showNotice(text: string): HTMLElement {
  const notice = document.createElement('p');
  notice.id = EARLY_CART_NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.className =
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-emerald-600 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg';
  notice.textContent = text;
  document.body.append(notice);
  return notice;
}

/**
 * Add to cart clicked before the app has arrived (issue 45: a click made during load is handled within 300 ms
 * of the part becoming visible; the app's code takes a second or more to arrive and hydrate on a slow phone).
 * The page's first script hands the click here (earlyInteractions.ts) instead of holding it: the line is
 * stored at once, from the product the server rendered the page with, exactly as the app's own click stores
 * it, and a notice in the page's language says so. What it returns is done once the app has hydrated: the
 * notice goes and the cart opens, through the header's cart link as a visitor's click would. Nothing is done
 * when the server's state does not hold the product: the click is then held and replayed like any other.
 */
export function addToCartEarly(button: HTMLElement, queries: DehydratedState): (() => void) | undefined {
  const product = queries.queries.find(
    (query) =>
      isProductKey(query.queryKey) &&
      (query.state.data as Product | undefined)?._id === button.dataset.product,
  )?.state.data as Product | undefined;
  if (!product) return undefined;
  const select = document.getElementById(PRODUCT_QUANTITY_ID);
  const qty = select instanceof HTMLSelectElement ? Number(select.value) : 1;
  cartStore.getState().add(cartItemOf(product, qty));
  const notice = showNotice(button.dataset.addedNotice ?? '');
  return () => {
    notice.remove();
    document.querySelector<HTMLAnchorElement>(`#root a[href="${pages.cart}"]`)?.click();
  };
}
