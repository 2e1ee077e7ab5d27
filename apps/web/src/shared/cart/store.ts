import { create } from 'zustand';
import { addToCart, type CartItem, normalizeCart, removeFromCart, setQuantity } from './cartRules';

const STORAGE_KEY = 'cartItems';

function readStoredCart(): CartItem[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? normalizeCart(parsed as CartItem[]) : [];
  } catch {
    return [];
  }
}

interface CartState {
  cartItems: CartItem[];
  add(item: CartItem): void;
  setQty(productId: string, qty: number): void;
  remove(productId: string): void;
  clear(): void;
  /** Re-reads storage (after logout cleared it, or another tab changed it). */
  reload(): void;
}

/** Every change is saved to localStorage under `cartItems`, raw, as the spec keeps it. */
export const useCart = create<CartState>((set, get) => {
  const save = (cartItems: CartItem[]) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cartItems));
    set({ cartItems });
  };
  return {
    cartItems: readStoredCart(),
    add: (item) => save(addToCart(get().cartItems, item)),
    setQty: (productId, qty) => save(setQuantity(get().cartItems, productId, qty)),
    remove: (productId) => save(removeFromCart(get().cartItems, productId)),
    clear: () => save([]),
    reload: () => set({ cartItems: readStoredCart() }),
  };
});
