import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, adminUserUpdateSchema } from '@shop/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverMessage } from '@/shared/api/client';
import { BillingFields, billingFormValues } from '@/shared/forms/BillingFields';
import { useTextFields } from '@/shared/forms/useTextFields';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { SaveActions } from '../components/SaveActions';
import { useUpdateUser } from './api';

type UserInput = z.input<typeof adminUserUpdateSchema>;
type UserOutput = z.output<typeof adminUserUpdateSchema>;

/**
 * Edits a user: name and e-mail required, the admin flag, and the billing block, empty or complete by the
 * customer's own billing rules (the shared schema the server applies too). The server's refusals (last
 * admin, own admin flag, e-mail taken) show translated under the form.
 */
export function UserEditModal({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  onClose(): void;
  onSaved(user: AdminUser): void;
}) {
  const { t } = useTranslation('admin');
  const adminId = useId();
  const update = useUpdateUser();
  const form = useForm<UserInput, unknown, UserOutput>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { name: user.name, email: user.email, isAdmin: user.isAdmin, ...billingFormValues(user) },
  });
  const { field } = useTextFields(form);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await update.mutateAsync({ id: user._id, body }));
    } catch {
      // Shown from update.error.
    }
  });

  return (
    <Modal
      title={t('users.editTitle', { name: user.name })}
      closeLabel={t('shared.close')}
      onClose={onClose}
      testId="user-edit-modal"
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField label={t('users.name')} data-testid="user-name" {...field('name')} />
        <TextField label={t('users.email')} type="email" data-testid="user-email" {...field('email')} />
        <label htmlFor={adminId} className="flex items-center gap-2 text-slate-200">
          <input id={adminId} type="checkbox" data-testid="user-is-admin" {...form.register('isAdmin')} />
          {t('users.isAdmin')}
        </label>
        <fieldset className="space-y-4 border-t border-slate-800 pt-4">
          <legend className="text-sm font-semibold text-white">{t('users.billingTitle')}</legend>
          <p className="text-xs text-slate-400">{t('users.billingHint')}</p>
          <BillingFields field={field} />
        </fieldset>
        {update.error && <ErrorAlert message={serverMessage(update.error, t('shared.genericError'))} />}
        <SaveActions onCancel={onClose} pending={update.isPending} submitTestId="user-save" />
      </form>
    </Modal>
  );
}
