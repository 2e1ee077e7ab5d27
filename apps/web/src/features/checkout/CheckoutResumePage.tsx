import { type CheckoutResume, pageLinks, pages } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiRequest, contract } from '@/shared/api/client';
import { cartItemOf } from '@/shared/cart/cartRules';
import { useCart } from '@/shared/cart/store';
import { chooseCurrency } from '@/shared/currency';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Spinner } from '@/shared/ui/Spinner';
import { useResumeCheckout } from './api';
import { rememberResumedOrder } from './resumedOrder';

/**
 * Puts the reminded order's products back in the cart, as the catalogue sells them now (a product no longer
 * sold is left out), in the order's currency, and remembers the order for the next checkout.
 */
async function refillCart(resume: CheckoutResume): Promise<void> {
  const quote = await apiRequest('/cart/quote', {
    schema: contract('cartQuoteResponseSchema'),
    method: 'POST',
    body: { products: resume.lines.map((line) => line.product) },
  });
  const quantities = new Map(resume.lines.map((line) => [line.product, line.qty]));
  for (const product of quote.products) {
    useCart.getState().add(cartItemOf(product, quantities.get(product._id) ?? 1));
  }
  chooseCurrency(resume.currency);
  rememberResumedOrder(resume.orderId);
}

/**
 * /checkout/resume?token=…: the payment reminder's link (docs/rules/checkout.md, "Payment reminder"). Signed
 * in as the buyer it was sent to, it refills the cart and opens it, where the buyer checks the prices and
 * ticks the checkout's boxes again; signed out, it asks to sign in first and comes back here.
 */
export function CheckoutResumePage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useSession((state) => state.userInfo);
  const resume = useResumeCheckout();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    resume.mutate(token, {
      onSuccess: (answer) =>
        refillCart(answer).then(
          () => navigate(pages.cart, { replace: true }),
          (failure: Error) => setError(failure.message),
        ),
      onError: (failure) => setError(failure.message),
    });
  }, [user, token, resume, navigate]);

  const back = pageLinks.checkoutResume(token);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="checkout-resume">
      <PageTitle title={t('resume.title')} />
      <h1 className="text-3xl font-bold text-white">{t('resume.title')}</h1>
      {!user && (
        <>
          <p className="mt-4 text-slate-300">{t('resume.signIn')}</p>
          <Link
            to={`${pages.login}?redirect=${encodeURIComponent(back)}`}
            className={buttonClass({ size: 'lg', className: 'mt-6 inline-block' })}
          >
            {t('resume.signInButton')}
          </Link>
        </>
      )}
      {user && !error && (
        <div className="mt-8" role="status">
          <Spinner />
          <p className="mt-4 text-slate-300">{t('resume.loading')}</p>
        </div>
      )}
      {error && (
        <div className="mt-6 space-y-4">
          <ErrorAlert message={error} />
          <div className="flex justify-center gap-3">
            <Link to={pages.cart} className={buttonClass({ variant: 'secondary' })}>
              {t('resume.toCart')}
            </Link>
            <Link to={pageLinks.profileTab('orders')} className={buttonClass({ variant: 'outline' })}>
              {t('resume.toOrders')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
