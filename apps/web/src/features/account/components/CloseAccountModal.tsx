import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBodySchema } from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTextFields } from '@/shared/forms/useTextFields';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { useCloseAccount } from '../selfServiceApi';

type CloseInput = z.input<typeof deleteAccountBodySchema>;
type CloseOutput = z.output<typeof deleteAccountBodySchema>;

interface CloseAccountModalProps {
  onClose(): void;
  /** Called once the account is closed and the local session cleared. */
  onClosed(): void;
}

/** Closing the account: the current password again and an explicit tick, then DELETE /api/users/me. */
export function CloseAccountModal({ onClose, onClosed }: CloseAccountModalProps) {
  const { t } = useTranslation('selfService');
  const { t: tAccount } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const closeAccount = useCloseAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CloseInput, unknown, CloseOutput>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const { field, error } = useTextFields(form);
  const confirmError = error('confirm');

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await closeAccount.mutateAsync(body);
      onClosed();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : tError('internal'));
    }
  });

  return (
    <Modal
      title={t('closeAccount.title')}
      closeLabel={tAccount('modal.close')}
      onClose={onClose}
      testId="close-account-modal"
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <p className="text-slate-300">{t('closeAccount.warning')}</p>
        <TextField
          label={t('closeAccount.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div>
          <label className="flex items-start gap-3 text-slate-200">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 accent-red-500"
              aria-invalid={confirmError ? true : undefined}
              {...form.register('confirm')}
            />
            <span>{t('closeAccount.confirm')}</span>
          </label>
          {confirmError && (
            <p role="alert" className="mt-1 text-sm text-red-300">
              {confirmError}
            </p>
          )}
        </div>
        {failure && <ErrorAlert message={failure} />}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-700 px-4 py-2 text-slate-200 hover:border-slate-500"
          >
            {t('closeAccount.cancel')}
          </button>
          <button
            type="submit"
            disabled={closeAccount.isPending}
            className="rounded-lg bg-red-600 px-4 py-2 font-medium text-white hover:bg-red-700 disabled:opacity-60"
          >
            {closeAccount.isPending ? t('closeAccount.submitting') : t('closeAccount.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
