import { checkMachineIdName, type LicenceRequest, machineIdIssueKey } from '@shop/contracts';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { DialogActions } from '@/shared/ui/DialogActions';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useRequestLicence } from './api';

export interface LicenceTarget {
  productId: string;
  productName: string;
  orderId: string;
  /** Set for a move: the live licence the new Machine ID replaces. */
  replaces?: LicenceRequest;
}

/**
 * The licence modal (docs/rules/licences.md): validating while typing with a green or red indicator (the same
 * rules as the server, from contracts), submitting, then closed on success; a refusal shows the server's
 * message.
 */
export function LicenceModal({
  target,
  onClose,
  onSuccess,
}: {
  target: LicenceTarget;
  onClose(): void;
  onSuccess(): void;
}) {
  const { t } = useTranslation('licences');
  const { t: te } = useTranslation('errors');
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useRequestLicence();
  const check = checkMachineIdName(text);
  const close = useCallback(() => {
    if (!mutation.isPending) onClose();
  }, [mutation.isPending, onClose]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.valid) return;
    try {
      await mutation.mutateAsync({
        productId: target.productId,
        orderId: target.orderId,
        machineIdName: text,
        ...(target.replaces ? { replacesId: target.replaces._id } : {}),
      });
      onSuccess();
    } catch {
      // The error is shown from mutation.error.
    }
  };

  const showCheck = touched || text !== '';
  return (
    <Dialog
      labelledBy={titleId}
      onClose={close}
      testId="licence-modal"
      className="w-full max-w-lg rounded-xl border border-slate-700 bg-slate-900 p-6"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {t(target.replaces ? 'modal.moveTitle' : 'modal.title', { product: target.productName })}
        </h2>
        {target.replaces && (
          <p className="mt-2 text-sm text-slate-400">
            {t('modal.moveHint', { machine: target.replaces.machineIdName })}
          </p>
        )}
        <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-200">
          {t('modal.label')}
        </label>
        <div className="relative mt-1">
          <input
            id={inputId}
            data-testid="licence-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder={t('modal.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={showCheck && !check.valid}
            aria-describedby={`${inputId}-check`}
            className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 pr-9 font-mono text-white"
          />
          {showCheck && (
            <span
              aria-hidden="true"
              data-testid={check.valid ? 'licence-valid' : 'licence-invalid'}
              className={`absolute top-1/2 right-3 h-3 w-3 -translate-y-1/2 rounded-full ${
                check.valid ? 'bg-green-500' : 'bg-red-500'
              }`}
            />
          )}
        </div>
        <p
          id={`${inputId}-check`}
          data-testid="licence-check"
          className={`mt-2 text-sm ${!showCheck ? 'text-slate-400' : check.valid ? 'text-green-400' : 'text-red-400'}`}
        >
          {!showCheck ? t('modal.hint') : check.valid ? t('modal.valid') : te(machineIdIssueKey(check.issue))}
        </p>
        {mutation.error && <ErrorAlert message={mutation.error.message} className="mt-4" />}
        <DialogActions
          cancelLabel={t('modal.cancel')}
          onCancel={close}
          submitLabel={t('modal.submit')}
          pendingLabel={t('modal.submitting')}
          pending={mutation.isPending}
          submitTestId="licence-submit"
        />
      </form>
    </Dialog>
  );
}
