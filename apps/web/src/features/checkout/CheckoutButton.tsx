import type { CartItem, CouponCheck } from '@shop/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '@/shared/api/client';
import { isFreeCart, needsNinjaTraderAccount } from '@/shared/cart/cartRules';
import { useCartQuote } from '@/shared/cart/quote';
import { refreshCart } from '@/shared/cart/refresh';
import { useCart } from '@/shared/cart/store';
import { lazyWhenIdle } from '@/shared/lazyPart';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { leavesTheShop, paidOrderPage, useStartCheckout } from './api';
import { useNinjaTraderAccount } from './NinjaTraderAccount';
import { PaymentReminderConsent } from './PaymentReminderConsent';
import { forgetResumedOrder, resumedOrder } from './resumedOrder';
import { useCheckoutBilling } from './useCheckoutBilling';
import { useWithdrawalConsent, WithdrawalConsent } from './WithdrawalConsent';

/** The coupon field's code comes once the cart has rendered and the browser is idle (docs/decisions/0008). */
const CouponField = lazyWhenIdle(() => import('./CouponField').then((module) => module.CouponField));
const OwnedCredit = lazyWhenIdle(() => import('./OwnedCredit').then((module) => module.OwnedCredit));

/** Where the free checkout sends a failure back to: the cart, with the message in the navigation state. */
export interface CartCheckoutState {
  checkoutError?: string;
}

/**
 * What the cart hands the free checkout page: the lines, that the buyer ticked the withdrawal consent, and the
 * coupon that made the cart free, if one did.
 */
export interface FreeCheckoutState {
  items: CartItem[];
  withdrawalConsent: true;
  couponCode?: string;
  /** The NinjaTrader account e-mail typed in the cart, for a line licensed by NinjaTrader. */
  ninjaTraderEmail?: string;
}

/**
 * The cart's checkout button (docs/rules/checkout.md): signed out → sign in first; a buyer without a complete
 * billing address fills the billing step above it, sent with the checkout call. Prices and availability
 * are read again first: when anything moved, the cart shows old → new and the buyer clicks again. Then
 * `POST /api/checkout` decides, and the button follows its answer: the payment page, the free checkout
 * page, or the success page, with the coupon the buyer's code field accepted. The server also refuses a price the buyer was not shown (409
 * checkout.pricesChanged), which refreshes the cart the same way, and a total other than the quote the cart
 * showed (409 checkout.totalChanged: billing details given here changed the VAT treatment), which the cart
 * then quotes anew (docs/rules/cart.md). A cart to pay offers the optional payment reminder, unticked.
 */
export function CheckoutButton() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.userInfo);
  const items = useCart((state) => state.cartItems);
  const start = useStartCheckout();
  // The total the cart shows a signed-in buyer: checkout refuses another one (the same query as the cart's).
  const quote = useCartQuote(items);
  const [error, setError] = useState<string | null>(
    (location.state as CartCheckoutState | null)?.checkoutError ?? null,
  );
  const [redirecting, setRedirecting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const consent = useWithdrawalConsent();
  const [reminder, setReminder] = useState(false);
  const busy = refreshing || start.isPending || redirecting;
  const billingStep = useCheckoutBilling(busy);
  const ninjaTrader = useNinjaTraderAccount(needsNinjaTraderAccount(items), '', busy);

  const checkout = async () => {
    setError(null);
    if (!user) {
      navigate('/login?redirect=cart');
      return;
    }
    const billing = await billingStep.collect();
    if (billing === null) return;
    const ninjaTraderEmail = ninjaTrader.collect();
    if (ninjaTraderEmail === null) return;
    if (!consent.require()) return;
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
    const couponCode = coupon?.code;
    start.mutate(
      {
        items: current,
        withdrawalConsent: true,
        billing,
        couponCode,
        expectedTotal: quote?.total,
        ninjaTraderEmail,
        paymentReminder: reminder,
        resumedFrom: resumedOrder(),
      },
      {
        onSuccess: (answer) => {
          billingStep.remember(billing);
          forgetResumedOrder();
          if (answer.kind === 'paid') navigate(paidOrderPage(answer.orderId));
          else if (leavesTheShop(answer)) {
            setRedirecting(true);
            window.location.assign(answer.url);
          } else {
            const state: FreeCheckoutState = {
              items: current,
              withdrawalConsent: true,
              couponCode,
              ninjaTraderEmail,
            };
            navigate(answer.url, { state });
          }
        },
        onError: (failure) => {
          setError(failure.message);
          billingStep.onError(failure);
          if (failure instanceof ApiRequestError && failure.code === 'checkout.pricesChanged') {
            void refreshCart().catch(() => undefined);
          }
          // The server kept the billing details, which changed the total: the cart quotes them now.
          if (failure instanceof ApiRequestError && failure.code === 'checkout.totalChanged') {
            billingStep.remember(billing);
          }
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {user && (
        <Suspense fallback={null}>
          <OwnedCredit items={items} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={<div className="h-16" />}>
          <CouponField items={items} applied={coupon} onChange={setCoupon} disabled={busy} />
        </Suspense>
      )}
      {billingStep.form}
      {user && ninjaTrader.field}
      {user && <WithdrawalConsent {...consent.props} disabled={busy} />}
      {user && !isFreeCart(items) && (
        <PaymentReminderConsent checked={reminder} onChange={setReminder} disabled={busy} />
      )}
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
