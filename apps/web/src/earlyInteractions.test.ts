// @vitest-environment happy-dom
import { pages } from '@shop/contracts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootHolding, clicksOn, endBoot } from '@/test/earlyBoot';
import { SERVER_STATE_ID, type ServerState } from './app/serverState';
import { catalogKeys } from './features/catalog/keys';
import { earlyActionNames } from './shared/earlyActions';
import { product } from './test/fixtures';

const vwap = product();

/**
 * A server-rendered product page before the app has arrived: the header's cart link, the quantity chosen, the
 * add-to-cart button as the purchase panel renders it, and the state the server rendered the page with.
 */
function serverRenderedProductPage(productInState = vwap) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(catalogKeys.product(productInState.slug, 'en'), productInState);
  const state = {
    language: 'en',
    currency: 'eur',
    queries: dehydrate(queryClient),
    router: {},
  } as ServerState;
  document.body.innerHTML = `
    <div id="root">
      <a href="${pages.cart}">Cart</a>
      <select id="product-quantity"><option>1</option><option selected>2</option></select>
      <button type="button" data-early-action="${earlyActionNames.addToCart}" data-product="${vwap._id}"
        data-added-notice="Added to your cart. Opening your cart…">Add to cart</button>
    </div>
    <script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state)}</script>`;
  return { cartLinkClicks: clicksOn(`a[href="${pages.cart}"]`), buttonClicks: clicksOn('button') };
}

const notice = () => document.querySelector('[role="status"]');

describe('a click made before the app has arrived', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    endBoot();
    Reflect.deleteProperty(document, 'readyState');
    document.body.innerHTML = '';
  });

  it('add to cart stores the line and says so at once; the cart opens once the app has hydrated', async () => {
    const { cartLinkClicks, buttonClicks } = serverRenderedProductPage();
    const { started, replay, cart } = await bootHolding();

    document.querySelector('button')!.click();

    await vi.waitFor(() => expect(notice()).not.toBeNull());
    // The app is started once the line is stored, so that its code does not hold that up.
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    expect(notice()!.textContent).toBe('Added to your cart. Opening your cart…');
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toMatchObject([{ product: vwap._id, qty: 2 }]);
    expect(cartLinkClicks).toHaveLength(0);

    replay();

    await vi.waitFor(() => expect(cartLinkClicks).toHaveLength(1));
    expect(notice()).toBeNull();
    // The button's own handler (the app's) never had the click: the line was added once, not twice.
    expect(buttonClicks).toHaveLength(0);
    expect(cart()).toMatchObject([{ product: vwap._id, qty: 2 }]);
  });

  it('add to cart pressed first has its code fetched then, and the click acts within its own task', async () => {
    serverRenderedProductPage();
    const { cart } = await bootHolding();
    const button = document.querySelector('button')!;

    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    button.click();

    // Synchronously after the click: nothing awaited an import.
    expect(notice()).not.toBeNull();
    expect(cart()).toMatchObject([{ product: vwap._id, qty: 2 }]);
  });

  it('add to cart clicked while the page is still parsed acts once the server state has been parsed', async () => {
    const { cartLinkClicks } = serverRenderedProductPage();
    const state = document.getElementById(SERVER_STATE_ID)!;
    state.remove();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { replay, cart } = await bootHolding();

    document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notice()).toBeNull();
    // The rest of the HTML arrives: the state (the body's last element), then DOMContentLoaded.
    document.body.append(state);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));

    await vi.waitFor(() => expect(notice()).not.toBeNull());
    expect(cart()).toMatchObject([{ product: vwap._id, qty: 2 }]);
    replay();
    await vi.waitFor(() => expect(cartLinkClicks).toHaveLength(1));
  });

  it('add to cart on a page whose state lacks the product is held and replayed for the app', async () => {
    const { cartLinkClicks, buttonClicks } = serverRenderedProductPage(
      product({ _id: 'another', slug: 'x' }),
    );
    const { replay } = await bootHolding();

    document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(buttonClicks).toHaveLength(0);
    replay();

    // Held from the button's own handler until the replay, then given to it once.
    await vi.waitFor(() => expect(buttonClicks).toHaveLength(1));
    expect(localStorage.getItem('cartItems')).toBeNull();
    expect(notice()).toBeNull();
    expect(cartLinkClicks).toHaveLength(0);
  });
});
