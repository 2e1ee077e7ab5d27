import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { countryOptions } from './countries';

export type BillingFieldName =
  | 'billingName'
  | 'billingAddress'
  | 'billingZip'
  | 'billingCity'
  | 'billingCountry'
  | 'billingVAT';

/** A user's billing details as form values: absent ones as empty text. */
export function billingFormValues(
  user: Partial<Record<BillingFieldName, string | null>>,
): Record<BillingFieldName, string> {
  return {
    billingName: user.billingName ?? '',
    billingAddress: user.billingAddress ?? '',
    billingZip: user.billingZip ?? '',
    billingCity: user.billingCity ?? '',
    billingCountry: user.billingCountry ?? '',
    billingVAT: user.billingVAT ?? '',
  };
}

/** A field's registration and its translated error, as `useTextFields(form).field(name)` gives them. */
export type BillingFieldBinding = (name: BillingFieldName) => UseFormRegisterReturn & { error?: string };

/**
 * The billing block of a form (name, address, zip, city, country, VAT), with the customer's labels: the
 * customer's billing modal and the admin's user editor both show it, validated by the same shared schema.
 */
export function BillingFields({ field }: { field: BillingFieldBinding }) {
  const { t, i18n } = useTranslation('account');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <>
      <TextField
        label={t('billingForm.name')}
        autoComplete="billing name"
        data-testid="billing-name"
        {...field('billingName')}
      />
      <TextField
        label={t('billingForm.address')}
        autoComplete="billing street-address"
        data-testid="billing-address"
        {...field('billingAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('billingForm.zip')}
          autoComplete="billing postal-code"
          data-testid="billing-zip"
          {...field('billingZip')}
        />
        <TextField
          label={t('billingForm.city')}
          autoComplete="billing address-level2"
          data-testid="billing-city"
          {...field('billingCity')}
        />
      </div>
      <Select
        label={t('billingForm.country')}
        autoComplete="billing country"
        data-testid="billing-country"
        {...field('billingCountry')}
      >
        <option value="">{t('billingForm.chooseCountry')}</option>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
      <TextField
        label={t('billingForm.vat')}
        hint={t('billingForm.vatHint')}
        data-testid="billing-vat"
        {...field('billingVAT')}
      />
    </>
  );
}
