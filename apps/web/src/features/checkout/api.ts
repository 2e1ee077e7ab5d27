import type {
  CheckoutRequest,
  CheckoutSessionResponse,
  CheckoutSessionStatus,
  FreeOrderResponse,
  Order,
} from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import type { CartItem } from '@/shared/cart/cartRules';

/**
 * The product id, the quantity and the unit price the buyer was shown travel: the server prices every
 * line from its database and refuses a price that is no longer the one shown.
 */
const toCheckoutRequest = (items: CartItem[]): CheckoutRequest => ({
  cartItems: items.map((item) => ({ product: item.product, qty: item.qty, expectedPrice: item.price })),
});

/** POST /api/checkout/create-session → the payment page's URL. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (items: CartItem[]) =>
      apiRequest<CheckoutSessionResponse>('/checkout/create-session', {
        method: 'POST',
        body: toCheckoutRequest(items),
      }),
  });
}

/** POST /api/checkout/create-free-order → the new (already paid) order's id. */
export function useCreateFreeOrder() {
  return useMutation({
    mutationFn: (items: CartItem[]) =>
      apiRequest<FreeOrderResponse>('/checkout/create-free-order', {
        method: 'POST',
        body: toCheckoutRequest(items),
      }),
  });
}

/** GET /api/orders/:id (the success page checks the order is the signed-in user's). */
export const fetchOrder = (orderId: string, signal?: AbortSignal) =>
  apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}`, { signal });

/** GET /api/checkout/sessions/:sessionId?order_id= → whether the order is paid. */
export const fetchSessionStatus = (sessionId: string, orderId: string, signal?: AbortSignal) =>
  apiRequest<CheckoutSessionStatus>(
    `/checkout/sessions/${encodeURIComponent(sessionId)}?order_id=${encodeURIComponent(orderId)}`,
    { signal },
  );
