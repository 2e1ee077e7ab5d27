import { type Product, pages } from '@shop/contracts';
import { cartItemOf } from '@/shared/cart/cartRules';
import { cartStore } from '@/shared/cart/cartStore';
import { type EarlyAction, PRODUCT_QUANTITY_ID } from '@/shared/earlyActions';
import { showEarlyNotice } from '@/shared/earlyNotice';
import { isProductKey } from '../keys';

/** The notice an early add to cart shows. */
const EARLY_CART_NOTICE_ID = 'early-cart-notice';

/**
 * Add to cart clicked before the app has arrived (issue 45: a click made during load is handled within 300 ms
 * of the part becoming visible; the app's code takes a second or more to arrive and hydrate on a slow phone).
 * The page's first script hands the click here (earlyInteractions.ts) instead of holding it: the line is
 * stored at once, from the product the server rendered the page with, exactly as the app's own click stores
 * it, and a notice in the page's language says so. What it returns is done once the app has hydrated: the
 * notice goes and the cart opens, through the header's cart link as a visitor's click would. Nothing is done
 * when the server's state does not hold the product: the click is then held and replayed like any other.
 */
export const addToCartEarly: EarlyAction = (button, { queries }) => {
  const product = queries?.queries.find(
    (query) =>
      isProductKey(query.queryKey) &&
      (query.state.data as Product | undefined)?._id === button.dataset.product,
  )?.state.data as Product | undefined;
  if (!product) return undefined;
  const select = document.getElementById(PRODUCT_QUANTITY_ID);
  const qty = select instanceof HTMLSelectElement ? Number(select.value) : 1;
  cartStore.getState().add(cartItemOf(product, qty));
  const notice = showEarlyNotice(EARLY_CART_NOTICE_ID, button.dataset.addedNotice ?? '');
  return () => {
    notice.remove();
    document.querySelector<HTMLAnchorElement>(`#root a[href="${pages.cart}"]`)?.click();
  };
};
