import { zodResolver } from '@hookform/resolvers/zod';
import { billingBodySchema } from '@shop/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverMessage } from '@/shared/api/client';
import { type UserInfo, useSession } from '@/shared/session/store';
import { useUpdateBilling } from '../api';
import { countryOptions } from '../countries';
import { FormModal } from './FormModal';
import { inputClass, TextField, useTextFields } from './TextField';

type BillingInput = z.input<typeof billingBodySchema>;
type BillingOutput = z.output<typeof billingBodySchema>;

export function BillingModal({ user, onClose }: { user: UserInfo; onClose(): void }) {
  const { t, i18n } = useTranslation('account');
  const countryId = useId();
  const update = useUpdateBilling();
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const form = useForm<BillingInput, unknown, BillingOutput>({
    resolver: zodResolver(billingBodySchema),
    defaultValues: {
      billingName: user.billingName ?? user.name,
      billingAddress: user.billingAddress ?? '',
      billingZip: user.billingZip ?? '',
      billingCity: user.billingCity ?? '',
      billingCountry: user.billingCountry ?? '',
      billingVAT: user.billingVAT ?? '',
    },
  });

  const { register, handleSubmit } = form;
  const { field, error } = useTextFields(form);

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const answer = await update.mutateAsync({ ...values, billingVAT: values.billingVAT || null });
      useSession.getState().update(answer);
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({ kind: 'error', message: serverMessage(error, t('billingForm.error')) });
    }
  });

  const countryError = error('billingCountry');
  return (
    <FormModal
      texts="billingForm"
      testId="billing-modal"
      successTestId="billing-success"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={update.isPending}
      failure={status?.kind === 'error' ? status.message : null}
      saved={status?.kind === 'success'}
      afterSaved={onClose}
    >
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
          {...register('billingCountry')}
        >
          <option value="">{t('billingForm.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
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
    </FormModal>
  );
}
