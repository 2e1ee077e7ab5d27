import { formatMoney, type LeasePlan, leasePlans, type Product } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrency } from '@/shared/currency';
import { leasePricesIn } from '@/shared/format';
import { useSession } from '@/shared/session/store';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useInBrowser } from '@/shared/useInBrowser';
import { useLeaseCheckout } from './api';
import { useNinjaTraderAccount } from './NinjaTraderAccount';
import { useCheckoutBilling } from './useCheckoutBilling';
import { useWithdrawalConsent, WithdrawalConsent } from './WithdrawalConsent';

/**
 * The product page's subscription (docs/rules/leases.md), for a product that offers a monthly or a yearly
 * plan: the plan with its price in the visitor's currency (a plan without one is not leased in it), then as at
 * the card checkout the billing step when the buyer has no address
 * and the withdrawal consent, and on to the payment page the server answers. Signed out: sign in first and
 * come back here.
 */
export function LeaseCheckout({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(['checkout', 'catalog', 'common']);
  const language = pickLanguage(i18n.language);
  // The session lives in the browser: the server's render, and hydration, show the signed-out invitation.
  const inBrowser = useInBrowser();
  const signedIn = useSession((state) => Boolean(state.userInfo)) && inBrowser;
  const { pathname } = useLocation();
  const currency = useCurrency();
  const prices = leasePricesIn(product, currency);
  const offered = leasePlans.filter((plan) => prices[plan] !== null);
  const [picked, setPlan] = useState<LeasePlan | undefined>(offered[0]);
  // A switch of currency may leave the picked plan without a price in the new one.
  const plan = picked && offered.includes(picked) ? picked : offered[0];
  const [redirecting, setRedirecting] = useState(false);
  const start = useLeaseCheckout();
  const consent = useWithdrawalConsent();
  const busy = start.isPending || redirecting;
  const billingStep = useCheckoutBilling(busy);
  const ninjaTrader = useNinjaTraderAccount(product.licensing === 'ninjatrader', '', busy);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!plan) return;
    const billing = await billingStep.collect();
    if (billing === null) return;
    const ninjaTraderEmail = ninjaTrader.collect();
    if (ninjaTraderEmail === null || !consent.require()) return;
    start.mutate(
      {
        productId: product._id,
        plan,
        currency,
        withdrawalConsent: true,
        ...(billing ? { billing } : {}),
        ...(ninjaTraderEmail ? { ninjaTraderEmail } : {}),
      },
      {
        onSuccess: ({ url }) => {
          billingStep.remember(billing);
          setRedirecting(true);
          window.location.assign(url);
        },
        onError: billingStep.onError,
      },
    );
  };

  return (
    <section
      aria-labelledby="lease-title"
      className="mt-4 space-y-3 rounded-xl border border-slate-800 bg-slate-900 p-5"
      data-testid="lease-panel"
    >
      <h2 id="lease-title" className="font-semibold text-white">
        {t('lease.title')}
      </h2>
      {!plan ? (
        <p className="text-slate-300" data-testid="lease-not-in-currency">
          {t('common:currency.leaseUnavailable')}
        </p>
      ) : !signedIn ? (
        <Link
          to={`/login?redirect=${encodeURIComponent(pathname)}`}
          className="inline-flex min-h-6 items-center text-brand-400 hover:underline"
          data-testid="lease-sign-in"
        >
          {t('lease.signIn')}
        </Link>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="space-y-3"
          data-testid="lease-form"
        >
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('lease.plan')}</legend>
            {offered.map((option) => (
              <label key={option} className="flex items-center gap-3 text-slate-200">
                <input
                  type="radio"
                  name="lease-plan"
                  value={option}
                  checked={plan === option}
                  disabled={busy}
                  onChange={() => setPlan(option)}
                  data-testid={`lease-plan-${option}`}
                  className="h-4 w-4 accent-brand-500"
                />
                <span>
                  {t(`lease.${option}`)}{' '}
                  <span className="text-slate-400">
                    {t(`catalog:lease.${option}`, {
                      price: formatMoney(prices[option]!, language),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-slate-400">{t('lease.renews')}</p>
          {billingStep.form}
          {ninjaTrader.field}
          <WithdrawalConsent {...consent.props} disabled={busy} />
          <button
            type="submit"
            disabled={busy}
            data-testid="lease-subscribe"
            className={buttonClass({ size: 'lg', block: true })}
          >
            {busy ? t('button.redirecting') : t('lease.subscribe')}
          </button>
          {start.isError && <ErrorAlert message={start.error.message} />}
        </form>
      )}
    </section>
  );
}
