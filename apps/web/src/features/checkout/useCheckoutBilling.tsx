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

/**
 * The billing step of a checkout (docs/rules/checkout.md): shown while the signed-in buyer's billing address
 * is incomplete, or once the server refused one (`checkout.billingRequired`, e.g. an older free-text country).
 * `collect()` is what the checkout call carries: undefined when nothing is asked, null while the form is not
 * valid (its errors are shown), the details otherwise; `remember()` keeps them in the session once the
 * server took them, which hides the step.
 */
export function useCheckoutBilling(disabled: boolean) {
  const { t } = useTranslation('checkout');
  const user = useSession((state) => state.userInfo);
  const [refused, setRefused] = useState(false);
  const handle = useRef<CheckoutBillingHandle>(null);
  const asked = !!user && (refused || !hasBillingAddress(user));

  const collect = async (): Promise<BillingBody | undefined | null> => {
    if (!asked) return undefined;
    return (await handle.current?.values()) ?? null;
  };
  const remember = (billing: BillingBody | undefined) => {
    if (!billing) return;
    useSession.getState().update({ ...billing, billingVAT: billing.billingVAT ?? null });
    setRefused(false);
  };
  const onError = (failure: unknown) => {
    if (failure instanceof ApiRequestError && failure.code === 'checkout.billingRequired') setRefused(true);
  };
  const form =
    asked && user ? (
      <Suspense fallback={<Spinner label={t('billing.loading')} />}>
        <CheckoutBilling ref={handle} user={user} disabled={disabled} />
      </Suspense>
    ) : null;
  return { form, collect, remember, onError };
}
