import {
  type SellerIdentity,
  type SellerIdentityField,
  type SellerIdentityState,
  sellerIdentityFields,
} from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ApiRequestError } from '@/shared/api/errors';
import { FormSubmit } from '@/shared/ui/FormSubmit';
import { Spinner } from '@/shared/ui/Spinner';
import { TextField } from '@/shared/ui/TextField';
import { LoadErrorBanner } from '../components/AdminUi';
import { useSaveSellerIdentity, useSellerIdentityState } from './api';

const hinted: Partial<Record<SellerIdentityField, 'siret' | 'vat'>> = { siret: 'siret', vat: 'vat' };

/** Each refused field's message as the server wrote it (translated, naming the field), by field. */
function fieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    (error.details ?? []).map((detail) => [detail.path.replace(/^body\./, ''), detail.message]),
  );
}

/**
 * The seller's identity (legal pages, invoices, e-mails): every field required, checked by the server (SIRET,
 * VAT number), whose messages show under each field. Saving a complete identity issues the invoices that
 * waited for it.
 */
export function SellerTab() {
  const state = useSellerIdentityState();
  if (state.isError) {
    return <LoadErrorBanner message={state.error.message} onRetry={() => void state.refetch()} />;
  }
  if (!state.data) return <Spinner />;
  return <SellerForm state={state.data} />;
}

function SellerForm({ state }: { state: SellerIdentityState }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<SellerIdentity>(state.identity);
  const save = useSaveSellerIdentity();
  const errors = fieldErrors(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const missing = state.missing.map((field) => t(`seller.fields.${field}`)).join(', ');
  return (
    <form className="max-w-2xl space-y-4" onSubmit={onSubmit} noValidate data-testid="seller-identity-form">
      <h2 className="text-xl font-semibold text-white">{t('seller.title')}</h2>
      <p className="text-slate-300">{t('seller.intro')}</p>
      <p
        role="status"
        data-testid="seller-identity-status"
        className={state.complete ? 'text-emerald-300' : 'text-amber-300'}
      >
        {state.complete ? t('seller.complete') : t('seller.incomplete', { fields: missing })}
        {state.pendingInvoices > 0 && ` ${t('seller.pendingInvoices', { count: state.pendingInvoices })}`}
      </p>
      {sellerIdentityFields.map((field) => {
        const hint = hinted[field];
        return (
          <TextField
            key={field}
            label={t(`seller.fields.${field}`)}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            value={values[field]}
            hint={hint ? t(`seller.hints.${hint}`) : undefined}
            error={errors[field]}
            data-testid={`seller-${field}`}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        );
      })}
      {save.isSuccess && (
        <p role="status" className="text-emerald-300" data-testid="seller-identity-saved">
          {t('seller.saved')}
        </p>
      )}
      <FormSubmit
        failure={save.isError ? serverMessage(save.error, t('shared.genericError')) : null}
        pending={save.isPending}
        label={t('shared.save')}
        pendingLabel={t('shared.saving')}
      />
    </form>
  );
}
