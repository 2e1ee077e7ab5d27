import { type FormEvent, type ReactNode, useEffect, useEffectEvent } from 'react';
import { DialogActions } from './DialogActions';
import { ErrorAlert } from './ErrorAlert';
import { Modal } from './Modal';

/** On success the message shows, then the modal closes after 1.5 s. */
const SAVED_DELAY_MS = 1500;

/** A form modal's texts, already translated. */
export interface FormModalTexts {
  title: string;
  close: string;
  cancel: string;
  save: string;
  saving: string;
  success: string;
}

interface FormModalProps {
  texts: FormModalTexts;
  testId: string;
  successTestId?: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The save is under way: the submit button says so and is disabled. */
  pending: boolean;
  /** Already translated. */
  failure: string | null;
  /** Saved: the green note shows and the submit button stays disabled. */
  saved: boolean;
  /** Runs SAVED_DELAY_MS after `saved` turns true (docs/rules/accounts.md: the message shows, then the modal closes). */
  afterSaved(): void;
  /** The fields. */
  children: ReactNode;
}

/** A modal holding a form: its fields, then the failure or success line, then cancel and save buttons. */
export function FormModal({
  texts,
  testId,
  successTestId,
  onClose,
  onSubmit,
  pending,
  failure,
  saved,
  afterSaved,
  children,
}: FormModalProps) {
  const onDelayElapsed = useEffectEvent(afterSaved);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(onDelayElapsed, SAVED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);
  return (
    <Modal title={texts.title} closeLabel={texts.close} onClose={onClose} testId={testId}>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {children}
        {failure && <ErrorAlert message={failure} />}
        {saved && (
          <p
            role="status"
            data-testid={successTestId}
            className="rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
          >
            {texts.success}
          </p>
        )}
        <DialogActions
          className="pt-2"
          cancelLabel={texts.cancel}
          onCancel={onClose}
          submitLabel={texts.save}
          pendingLabel={texts.saving}
          pending={pending}
          disabled={saved}
        />
      </form>
    </Modal>
  );
}
