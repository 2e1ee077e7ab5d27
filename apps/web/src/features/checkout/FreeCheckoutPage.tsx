import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isFreeCart, needsNinjaTraderAccount } from '@/shared/cart/cartRules';
import { useCart } from '@/shared/cart/store';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { leavesTheShop, paidOrderPage, useStartCheckout } from './api';
import type { CartCheckoutState, FreeCheckoutState } from './CheckoutButton';
import { useNinjaTraderAccount } from './NinjaTraderAccount';
import { useCheckoutBilling } from './useCheckoutBilling';
import { useWithdrawalConsent, WithdrawalConsent } from './WithdrawalConsent';

/** The four cosmetic steps of the free checkout (docs/rules/checkout.md), in milliseconds. */
const FREE_CHECKOUT_STEPS = [
  { key: 'verifying', ms: 800 },
  { key: 'validating', ms: 1000 },
  { key: 'processing', ms: 1200 },
  { key: 'finalizing', ms: 600 },
] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /checkout/free: the summary of an all-free cart, a confirm button and a short fake progress. */
export function FreeCheckoutPage() {
  const { t } = useTranslation(['checkout', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.userInfo);
  const cartItems = useCart((state) => state.cartItems);
  const clearCart = useCart((state) => state.clear);
  const state = location.state as Partial<FreeCheckoutState> | null;
  const carried = state?.items;
  const items = carried && carried.length > 0 ? carried : cartItems;
  // A coupon taking off everything made the cart free: it is confirmed here with the same code.
  const couponCode = state?.couponCode;
  const start = useStartCheckout();
  const [step, setStep] = useState<number | null>(null);
  const mounted = useRef(true);
  // Ticked only when the buyer ticked it in the cart a moment ago; on a direct visit it starts unticked.
  const consent = useWithdrawalConsent(state?.withdrawalConsent === true);
  // A direct visit by a buyer without a billing address asks for it here too (the cart asked on the way).
  const billingStep = useCheckoutBilling(step !== null);
  // Typed in the cart on the way here; a direct visit asks for it on this page.
  const ninjaTrader = useNinjaTraderAccount(
    needsNinjaTraderAccount(items),
    state?.ninjaTraderEmail ?? '',
    step !== null,
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!user) navigate('/login?redirect=cart', { replace: true });
  }, [user, navigate]);

  const confirm = async () => {
    const billing = await billingStep.collect();
    if (billing === null) return;
    const ninjaTraderEmail = ninjaTrader.collect();
    if (ninjaTraderEmail === null) return;
    if (!consent.require()) return;
    const order = start.mutateAsync({
      items,
      confirmFree: true,
      withdrawalConsent: true,
      billing,
      couponCode,
      ninjaTraderEmail,
    });
    order.catch(() => undefined);
    for (let index = 0; index < FREE_CHECKOUT_STEPS.length; index += 1) {
      if (!mounted.current) return;
      setStep(index);
      await wait(FREE_CHECKOUT_STEPS[index]!.ms);
    }
    try {
      const answer = await order;
      billingStep.remember(billing);
      if (!mounted.current) return;
      if (answer.kind === 'paid') navigate(paidOrderPage(answer.orderId));
      else if (leavesTheShop(answer)) window.location.assign(answer.url);
      else {
        // Already owned: no new order, straight to the indicators.
        clearCart();
        navigate(answer.url);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : t('success.errors.general');
      if (mounted.current) {
        const state: CartCheckoutState = { checkoutError: t('free.failed', { message }) };
        navigate('/cart', { state });
      }
    }
  };

  if (!couponCode && !isFreeCart(items)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="free-checkout-empty">
        <p className="text-slate-300">{t('free.empty')}</p>
        <Link to="/cart" className="mt-6 inline-block text-brand-400 hover:underline">
          {t('free.backToCart')}
        </Link>
      </div>
    );
  }

  const running = step !== null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <section
        aria-labelledby="free-checkout-title"
        className="relative rounded-xl border border-slate-800 bg-slate-900 p-6"
        data-testid="free-checkout"
      >
        <button
          type="button"
          onClick={() => navigate('/cart')}
          disabled={running}
          aria-label={t('free.close')}
          title={t('free.close')}
          className="absolute top-4 right-4 rounded p-1 text-slate-400 hover:text-white disabled:opacity-40"
        >
          <Icon name="close" className="h-5 w-5" />
        </button>
        <h1 id="free-checkout-title" className="text-2xl font-bold text-white">
          {t('free.title')}
        </h1>
        <h2 className="mt-6 text-sm font-semibold tracking-wide text-slate-400 uppercase">
          {t('free.summary')}
        </h2>
        <ul className="mt-3 divide-y divide-slate-800">
          {items.map((item) => (
            <li key={item.product} className="flex justify-between py-3 text-slate-200">
              <span>{item.name}</span>
              <span className="text-sm text-slate-400">{t('free.quantity', { qty: item.qty })}</span>
            </li>
          ))}
        </ul>
        {couponCode && (
          <p className="mt-4 text-sm text-slate-300" data-testid="free-checkout-coupon">
            {t('coupon.applied', { code: couponCode })}
          </p>
        )}
        <p className="mt-4 flex justify-between border-t border-slate-800 pt-4 font-bold text-white">
          <span>{t('free.total')}</span>
          <span className="text-accent-400">{t('common:states.free')}</span>
        </p>
        {/* The step's text lands in a live region that is there from the start, so each step is announced. */}
        <div className="mt-6" role="status" data-testid="free-checkout-status">
          {running && (
            <div data-testid="free-checkout-progress">
              <div className="h-2 overflow-hidden rounded-full bg-slate-800">
                <div
                  className="h-full bg-brand-500 transition-all duration-500"
                  data-testid="free-checkout-bar"
                  style={{ width: `${((step + 1) / FREE_CHECKOUT_STEPS.length) * 100}%` }}
                />
              </div>
              <p className="mt-3 text-sm text-slate-300">
                {t(`free.steps.${FREE_CHECKOUT_STEPS[step]!.key}`)}
              </p>
            </div>
          )}
        </div>
        {!running && (
          <div className="mb-4 space-y-4">
            {billingStep.form}
            {ninjaTrader.field}
            <WithdrawalConsent {...consent.props} />
          </div>
        )}
        {!running && (
          <button
            type="button"
            onClick={() => void confirm()}
            data-testid="free-checkout-confirm"
            className={buttonClass({ size: 'xl', block: true })}
          >
            {t('free.confirm')}
          </button>
        )}
      </section>
    </div>
  );
}
