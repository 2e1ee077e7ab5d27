import { zodResolver } from '@hookform/resolvers/zod';
import { billingBodySchema } from '@shop/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type UserInfo, useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useUpdateBilling } from '../api';
import { countryOptions } from '../countries';
import { serverMessage } from '../errors';
import { Modal } from './Modal';
import { inputClass, TextField } from './TextField';

/** Spec: on success the message shows, then the modal closes after 1.5 s. */
export const BILLING_CLOSE_DELAY_MS = 1500;

type BillingInput = z.input<typeof billingBodySchema>;
type BillingOutput = z.output<typeof billingBodySchema>;

export function BillingModal({ user, onClose }: { user: UserInfo; onClose(): void }) {
  const { t, i18n } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const countryId = useId();
  const update = useUpdateBilling();
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingInput, unknown, BillingOutput>({
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

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = window.setTimeout(onClose, BILLING_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, onClose]);

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

  const fieldError = (name: keyof BillingInput) => {
    const message = errors[name]?.message;
    return message ? tError(message) : undefined;
  };
  const countryError = fieldError('billingCountry');
  return (
    <Modal title={t('billingForm.title')} onClose={onClose} testId="billing-modal">
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('billingForm.name')}
          autoComplete="billing name"
          error={fieldError('billingName')}
          data-testid="billing-name"
          {...register('billingName')}
        />
        <TextField
          label={t('billingForm.address')}
          autoComplete="billing street-address"
          error={fieldError('billingAddress')}
          data-testid="billing-address"
          {...register('billingAddress')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('billingForm.zip')}
            autoComplete="billing postal-code"
            error={fieldError('billingZip')}
            data-testid="billing-zip"
            {...register('billingZip')}
          />
          <TextField
            label={t('billingForm.city')}
            autoComplete="billing address-level2"
            error={fieldError('billingCity')}
            data-testid="billing-city"
            {...register('billingCity')}
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
            <p role="alert" className="mt-1 text-sm text-red-300">
              {countryError}
            </p>
          )}
        </div>
        <TextField
          label={t('billingForm.vat')}
          hint={t('billingForm.vatHint')}
          error={fieldError('billingVAT')}
          data-testid="billing-vat"
          {...register('billingVAT')}
        />
        {status?.kind === 'error' && <ErrorAlert message={status.message} />}
        {status?.kind === 'success' && (
          <p
            role="status"
            data-testid="billing-success"
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
          >
            {t('billingForm.success')}
          </p>
        )}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-700 px-4 py-2 text-slate-200 hover:border-slate-500"
          >
            {t('billingForm.cancel')}
          </button>
          <button
            type="submit"
            disabled={update.isPending || status?.kind === 'success'}
            className="rounded-lg bg-brand-500 px-4 py-2 font-medium text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {update.isPending ? t('billingForm.saving') : t('billingForm.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
