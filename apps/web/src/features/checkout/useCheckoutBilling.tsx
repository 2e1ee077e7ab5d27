import { type BillingBody, hasBillingAddress } from '@shop/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/client';
import { loadNamespaces } from '@/shared/i18n';
import { useSession } from '@/shared/session/store';
import { Spinner } from '@/shared/ui/Spinner';
import type { CheckoutBillingHandle } from './CheckoutBilling';

/** The form and its texts (labels in `account`, the schema's messages in `errors`) come together. */
const CheckoutBilling = lazy(() =>
  Promise.all([import('./CheckoutBilling'), loadNamespaces(['account', 'errors'])]).then(([module]) => ({
    default: module.CheckoutBilling,
  })),
);

/** The server's refusals that the billing form answers: no complete address, a VAT number VIES refused. */
const BILLING_REFUSALS = new Set(['checkout.billingRequired', 'checkout.vatNumberRefused']);

/**
 * The billing step of a checkout (docs/rules/checkout.md): shown while the signed-in buyer's billing address
 * is incomplete, once the server refused one (`checkout.billingRequired`, e.g. an older free-text country, or
 * `checkout.vatNumberRefused`), or when the buyer opens it to buy as a company (docs/rules/vat.md).
 * `collect()` is what the checkout call carries: undefined when nothing is asked, null while the form is not
 * valid (its errors are shown), the details otherwise; `remember()` keeps them in the session once the
 * server took them, which hides the step.
 */
export function useCheckoutBilling(disabled: boolean) {
  const { t } = useTranslation('checkout');
  const user = useSession((state) => state.userInfo);
  const [refused, setRefused] = useState(false);
  const handle = useRef<CheckoutBillingHandle>(null);
  const [opened, setOpened] = useState(false);
  const asked = !!user && (refused || opened || !hasBillingAddress(user));

  const collect = async (): Promise<BillingBody | undefined | null> => {
    if (!asked) return undefined;
    return (await handle.current?.values()) ?? null;
  };
  const remember = (billing: BillingBody | undefined) => {
    if (!billing) return;
    const { billingAsCompany: _choice, ...details } = billing;
    useSession.getState().update({
      ...details,
      billingVAT: details.billingVAT ?? null,
      billingCompany: details.billingCompany ?? null,
    });
    setRefused(false);
    setOpened(false);
  };
  const onError = (failure: unknown) => {
    if (failure instanceof ApiRequestError && BILLING_REFUSALS.has(failure.code)) setRefused(true);
  };
  const form =
    asked && user ? (
      <Suspense fallback={<Spinner label={t('billing.loading')} />}>
        <CheckoutBilling ref={handle} user={user} disabled={disabled} />
      </Suspense>
    ) : user ? (
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpened(true)}
        data-testid="checkout-as-company"
        className="inline-flex min-h-6 items-center text-sm text-brand-400 hover:underline"
      >
        {t('billing.asCompany')}
      </button>
    ) : null;
  return { form, collect, remember, onError };
}
