import { useStore } from 'zustand';
import { type CartState, cartStore } from './cartStore';

/** The cart in React (`useCart(selector)`), and the store itself (`useCart.getState()`), as zustand's `create` binds them. */
export const useCart = Object.assign(
  <Selected>(selector: (state: CartState) => Selected): Selected => useStore(cartStore, selector),
  cartStore,
);
