import { shortOrderId } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCart } from '@/shared/cart/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Icon } from '@/shared/ui/Icon';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Spinner } from '@/shared/ui/Spinner';
import { useCheckoutVerification } from './useCheckoutVerification';

const REDIRECT_SECONDS = 5;
const ORDERS_TAB = '/profile?tab=orders&newpurchase=true';

/** /checkout/success and /success: verifies the payment, empties the cart once, then heads to the orders. */
export function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useCheckoutVerification(params);
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [stayed, setStayed] = useState(false);
  const emptied = useRef(false);

  useEffect(() => {
    if (state.kind !== 'success' || emptied.current) return;
    emptied.current = true;
    useCart.getState().clear();
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== 'success' || stayed) return;
    if (seconds <= 0) {
      navigate(ORDERS_TAB);
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [state.kind, stayed, seconds, navigate]);

  if (state.kind === 'verifying') {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="checkout-verifying">
        <Spinner label={t('success.verifying')} />
        <p className="text-slate-300">{t('success.verifying')}</p>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-24" data-testid="checkout-error">
        <PageTitle title={t('success.errorTitle')} />
        <h1 className="mb-4 text-2xl font-bold text-white">{t('success.errorTitle')}</h1>
        <ErrorAlert message={t(`success.errors.${state.error}`)} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/cart" className={buttonClass({ variant: 'secondary', size: 'md' })}>
            {t('success.backToCart')}
          </Link>
          <Link to="/profile?tab=orders" className={buttonClass({ size: 'md' })}>
            {t('success.viewOrders')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="checkout-success">
      <Icon name="check" className="mx-auto h-16 w-16 text-emerald-400" />
      <PageTitle title={state.free ? t('success.freeTitle') : t('success.title')} />
      <h1 className="mt-4 text-3xl font-bold text-white">
        {state.free ? t('success.freeTitle') : t('success.title')}
      </h1>
      <p className="mt-4 text-slate-300" data-testid="checkout-order-number">
        {t('success.orderNumber', { id: shortOrderId(state.orderId) })}
      </p>
      <p className="mt-2 text-slate-400">{t('success.available')}</p>
      <p className="mt-1 text-slate-400">{t('success.emailSent')}</p>
      {!stayed && (
        <div className="mt-8" role="status" aria-live="polite">
          <p className="text-sm text-slate-400" data-testid="redirect-countdown">
            {t('success.redirecting', { seconds })}
          </p>
          <div className="mx-auto mt-2 h-1.5 max-w-xs overflow-hidden rounded-full bg-slate-800">
            <div
              className="h-full bg-brand-500 transition-all duration-1000 ease-linear"
              data-testid="redirect-bar"
              style={{ width: `${((REDIRECT_SECONDS - seconds) / REDIRECT_SECONDS) * 100}%` }}
            />
          </div>
        </div>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!stayed && (
          <button
            type="button"
            onClick={() => setStayed(true)}
            data-testid="checkout-stay"
            className={buttonClass({ variant: 'secondary', size: 'md' })}
          >
            {t('success.stay')}
          </button>
        )}
        <Link to={ORDERS_TAB} data-testid="checkout-view-orders" className={buttonClass({ size: 'md' })}>
          {t('success.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
