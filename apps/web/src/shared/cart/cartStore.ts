import type { CartItem } from '@shop/contracts';
import { createStore } from 'zustand/vanilla';
import {
  addToCart,
  type CartQuote,
  normalizeCart,
  type PriceChange,
  reconcileCart,
  removeFromCart,
  setQuantity,
  storedLine,
} from './cartRules';

const STORAGE_KEY = 'cartItems';

function readStoredCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? normalizeCart((parsed as CartItem[]).map(storedLine)) : [];
  } catch {
    return [];
  }
}

/** What the last refresh changed, shown on the cart page until the buyer dismisses it or pays. */
export interface CartNotices {
  changes: PriceChange[];
  removed: string[];
}

const noNotices: CartNotices = { changes: [], removed: [] };

export interface CartState {
  cartItems: CartItem[];
  notices: CartNotices;
  add(item: CartItem): void;
  setQty(productId: string, qty: number): void;
  remove(productId: string): void;
  clear(): void;
  /** Re-reads storage (after logout cleared it, or another tab changed it). */
  reload(): void;
  /**
   * Applies the catalogue's current state; returns whether a price moved or a line left the cart, so
   * the checkout can stop and let the buyer look again.
   */
  applyQuote(quote: CartQuote): boolean;
  dismissNotices(): void;
}

/**
 * The cart, outside React: the page's first script adds to it before the app has arrived
 * (features/catalog/components/earlyAddToCart.ts), so it must not bring React with it. Every change is saved to
 * localStorage under `cartItems`, raw (docs/rules/cart.md).
 */
export const cartStore = createStore<CartState>((set, get) => {
  const save = (cartItems: CartItem[]) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cartItems));
    set({ cartItems });
  };
  return {
    cartItems: [],
    notices: noNotices,
    add: (item) => save(addToCart(get().cartItems, item)),
    setQty: (productId, qty) => save(setQuantity(get().cartItems, productId, qty)),
    remove: (productId) => save(removeFromCart(get().cartItems, productId)),
    clear: () => {
      save([]);
      set({ notices: noNotices });
    },
    reload: () => set({ cartItems: readStoredCart() }),
    applyQuote: (quote) => {
      const { items, changes, removed } = reconcileCart(get().cartItems, quote);
      save(items);
      if (changes.length === 0 && removed.length === 0) return false;
      // A price that moved twice keeps its first "from": the buyer compares with what they saw.
      const earlier = new Map(get().notices.changes.map((change) => [change.product, change.from]));
      set({
        notices: {
          changes: changes.map((change) => ({ ...change, from: earlier.get(change.product) ?? change.from })),
          removed: [...get().notices.removed, ...removed],
        },
      });
      return true;
    },
    dismissNotices: () => set({ notices: noNotices }),
  };
});

// Read at once, but not as the initial state: zustand hands React the initial (empty) cart as the server
// snapshot, so a server-rendered page hydrates with the cart the server saw, then shows the stored one.
if (typeof localStorage !== 'undefined') cartStore.getState().reload();
