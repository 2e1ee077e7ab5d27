import { checkMachineIdName, machineIdIssueKey } from '@shop/contracts';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';
import { ErrorAlert } from './ErrorAlert';

/**
 * The MachineId-Name form of every licence binding (a licence request, a move, a lease's machine): validating
 * while typing with a green or red indicator (the same rules as the server, from contracts), then handing the
 * text to `submit`; a refusal shows the server's message (`error`).
 */
export function MachineIdDialog({
  title,
  intro,
  submitLabel,
  pending,
  error,
  submit,
  onClose,
}: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  submit(machineIdName: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('licences');
  const { t: te } = useTranslation('errors');
  const titleId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkMachineIdName(text);
  const close = useCallback(() => {
    if (!pending) onClose();
  }, [pending, onClose]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.valid) submit(text);
  };

  const showCheck = touched || text !== '';
  return (
    <Dialog
      labelledBy={titleId}
      onClose={close}
      testId="licence-modal"
      className="w-full max-w-lg rounded-xl border border-slate-700 bg-slate-900 p-6"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {intro && <p className="mt-2 text-sm text-slate-400">{intro}</p>}
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
        {error && <ErrorAlert message={error.message} className="mt-4" />}
        <DialogActions
          cancelLabel={t('modal.cancel')}
          onCancel={close}
          submitLabel={submitLabel}
          pendingLabel={t('modal.submitting')}
          pending={pending}
          submitTestId="licence-submit"
        />
      </form>
    </Dialog>
  );
}
