import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';
import { inputClass, TextField } from './TextField';

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
  const countryId = useId();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { error: countryError, ...country } = field('billingCountry');
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
      <div>
        <label htmlFor={countryId} className="mb-1 block text-sm font-medium text-slate-300">
          {t('billingForm.country')}
        </label>
        <select
          id={countryId}
          className={inputClass}
          autoComplete="billing country"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          data-testid="billing-country"
          {...country}
        >
          <option value="">{t('billingForm.chooseCountry')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${countryId}-error`} role="alert" className="mt-1 text-sm text-red-300">
            {countryError}
          </p>
        )}
      </div>
      <TextField
        label={t('billingForm.vat')}
        hint={t('billingForm.vatHint')}
        data-testid="billing-vat"
        {...field('billingVAT')}
      />
    </>
  );
}
