import { zodResolver } from '@hookform/resolvers/zod';
import { type BillingBody, billingBodySchema } from '@shop/contracts';
import { type Ref, useImperativeHandle } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BillingFields,
  billingFormValues,
  buysAsCompany,
  companyDetails,
} from '@/shared/forms/BillingFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import type { UserInfo } from '@/shared/session/store';

/** What the checkout step asks of the billing form when the buyer clicks on. */
export interface CheckoutBillingHandle {
  /** The details, valid by the billing profile's rules; null after showing what is wrong (focus on it). */
  values(): Promise<BillingBody | null>;
}

interface CheckoutBillingProps {
  user: UserInfo;
  disabled?: boolean;
  ref: Ref<CheckoutBillingHandle>;
}

/**
 * The billing address a checkout asks for when the buyer's is incomplete (docs/rules/checkout.md): the
 * billing profile's fields and schema, prefilled from what the account knows. It has no button of its own:
 * the checkout's button collects it and the server remembers it with the order. Its own chunk (zod and the
 * form library), loaded only for a buyer it is shown to.
 */
export function CheckoutBilling({ user, disabled, ref }: CheckoutBillingProps) {
  const { t } = useTranslation('checkout');
  const form = useForm<z.input<typeof billingBodySchema>, unknown, z.output<typeof billingBodySchema>>({
    resolver: zodResolver(billingBodySchema),
    defaultValues: {
      ...billingFormValues(user),
      billingName: user.billingName || user.name,
      billingAsCompany: buysAsCompany(user),
    },
  });
  const { field } = useTextFields(form);
  useImperativeHandle(
    ref,
    () => ({
      values: () =>
        new Promise<BillingBody | null>((resolve) => {
          void form.handleSubmit(
            (values) => resolve(companyDetails(values)),
            () => resolve(null),
          )();
        }),
    }),
    [form],
  );
  return (
    <fieldset disabled={disabled} className="space-y-4 text-left" data-testid="checkout-billing">
      <legend className="text-base font-semibold text-white">{t('billing.title')}</legend>
      <p className="text-sm text-slate-400">{t('billing.why')}</p>
      <BillingFields
        field={field}
        company={{ checked: !!form.watch('billingAsCompany'), register: form.register('billingAsCompany') }}
      />
    </fieldset>
  );
}
