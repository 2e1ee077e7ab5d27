import { type LicenceRequest, type LicenceStatus, processStatuses } from '@shop/contracts';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { SaveActions } from '../components/SaveActions';
import type { useLicenceActions } from './api';

/**
 * The process modal (docs/rules/licences.md): approved by default, exported, installed or rejected; the note is
 * optional, but a rejection needs it (the buyer reads it as the reason).
 */
export function ProcessModal({
  licence,
  update,
  onClose,
}: {
  licence: LicenceRequest;
  update: ReturnType<typeof useLicenceActions>['update'];
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('licences');
  const titleId = useId();
  const [status, setStatus] = useState<LicenceStatus>('approved');
  const [notes, setNotes] = useState(licence.adminNotes ?? '');
  const close = useCallback(() => {
    if (!update.isPending) onClose();
  }, [update.isPending, onClose]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: licence._id, body: { status, adminNotes: notes } });
      onClose();
    } catch {
      // Shown from update.error.
    }
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={close}
      testId="licence-process-modal"
      className="w-full max-w-md rounded-xl border border-slate-700 bg-slate-900 p-6"
    >
      <form onSubmit={save}>
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {t('licences.modal.title')}
        </h2>
        <p className="mt-1 font-mono text-xs text-slate-400">{licence.machineIdName}</p>
        <label className="mt-4 block text-sm text-slate-200">
          {t('licences.modal.status')}
          <select
            data-testid="licence-process-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as LicenceStatus)}
            className={fieldClass('sm', 'mt-1')}
          >
            {processStatuses.map((option) => (
              <option key={option} value={option}>
                {ts(`status.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="mt-4 block text-sm text-slate-200">
          {t('licences.modal.notes')}
          <textarea
            data-testid="licence-process-notes"
            value={notes}
            maxLength={2000}
            rows={3}
            // The buyer reads the note as the reason of a rejection (list and e-mail): rejecting needs one.
            required={status === 'rejected'}
            onChange={(event) => setNotes(event.target.value)}
            className={fieldClass('sm', 'mt-1')}
          />
        </label>
        {update.error && <ErrorAlert message={update.error.message} className="mt-4" />}
        <SaveActions onCancel={close} pending={update.isPending} submitTestId="licence-process-save" />
      </form>
    </Dialog>
  );
}
