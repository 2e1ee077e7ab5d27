import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '@/shared/api/client';
import { refreshCart } from '@/shared/cart/refresh';
import { useCart } from '@/shared/cart/store';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { leavesTheShop, paidOrderPage, useStartCheckout } from './api';

/** Where the free checkout sends a failure back to: the cart, with the message in the navigation state. */
export interface CartCheckoutState {
  checkoutError?: string;
}

/**
 * The cart's checkout button (docs/rules/checkout.md): signed out → sign in first. Prices and availability
 * are read again first: when anything moved, the cart shows old → new and the buyer clicks again. Then
 * `POST /api/checkout` decides, and the button follows its answer: the payment page, the free checkout
 * page, or the success page. The server also refuses a price the buyer was not shown (409
 * checkout.pricesChanged), which refreshes the cart the same way.
 */
export function CheckoutButton() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.userInfo);
  const items = useCart((state) => state.cartItems);
  const start = useStartCheckout();
  const [error, setError] = useState<string | null>(
    (location.state as CartCheckoutState | null)?.checkoutError ?? null,
  );
  const [redirecting, setRedirecting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const checkout = async () => {
    setError(null);
    if (!user) {
      navigate('/login?redirect=cart');
      return;
    }
    setRefreshing(true);
    let changed: boolean;
    try {
      changed = await refreshCart();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return;
    } finally {
      setRefreshing(false);
    }
    if (changed) return;
    useCart.getState().dismissNotices();
    const current = useCart.getState().cartItems;
    if (current.length === 0) return;
    start.mutate(
      { items: current },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'paid') navigate(paidOrderPage(answer.orderId));
          else if (leavesTheShop(answer)) {
            setRedirecting(true);
            window.location.assign(answer.url);
          } else navigate(answer.url, { state: { items: current } });
        },
        onError: (failure) => {
          setError(failure.message);
          if (failure instanceof ApiRequestError && failure.code === 'checkout.pricesChanged') {
            void refreshCart().catch(() => undefined);
          }
        },
      },
    );
  };

  const busy = refreshing || start.isPending || redirecting;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void checkout()}
        disabled={busy || items.length === 0}
        data-testid="checkout-button"
        className={buttonClass({ size: 'xl', block: true })}
      >
        {busy ? t('button.redirecting') : t('button.checkout')}
      </button>
      {error && <ErrorAlert message={error} />}
    </div>
  );
}
