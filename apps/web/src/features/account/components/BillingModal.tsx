import { zodResolver } from '@hookform/resolvers/zod';
import { billingBodySchema } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverMessage } from '@/shared/api/client';
import {
  BillingFields,
  billingFormValues,
  buysAsCompany,
  companyDetails,
} from '@/shared/forms/BillingFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import { type UserInfo, useSession } from '@/shared/session/store';
import { FormModal } from '@/shared/ui/FormModal';
import { useUpdateBilling } from '../api';
import { formModalTexts } from './formModalTexts';

type BillingInput = z.input<typeof billingBodySchema>;
type BillingOutput = z.output<typeof billingBodySchema>;

export function BillingModal({ user, onClose }: { user: UserInfo; onClose(): void }) {
  const { t } = useTranslation('account');
  const update = useUpdateBilling();
  const [status, setStatus] = useState<{ kind: 'success' } | { kind: 'error'; message: string } | null>(null);
  const form = useForm<BillingInput, unknown, BillingOutput>({
    resolver: zodResolver(billingBodySchema),
    defaultValues: {
      ...billingFormValues(user),
      billingName: user.billingName ?? user.name,
      billingAsCompany: buysAsCompany(user),
    },
  });
  const { field } = useTextFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const answer = await update.mutateAsync(companyDetails(values));
      useSession.getState().update(answer);
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({ kind: 'error', message: serverMessage(error, t('billingForm.error')) });
    }
  });

  return (
    <FormModal
      texts={formModalTexts(t, 'billingForm')}
      testId="billing-modal"
      successTestId="billing-success"
      onClose={onClose}
      onSubmit={onSubmit}
      pending={update.isPending}
      failure={status?.kind === 'error' ? status.message : null}
      saved={status?.kind === 'success'}
      afterSaved={onClose}
    >
      <BillingFields
        field={field}
        company={{ checked: !!form.watch('billingAsCompany'), register: form.register('billingAsCompany') }}
      />
    </FormModal>
  );
}
